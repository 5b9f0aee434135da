/**
 * 'Rezervasyonlarım' for a verified guest (issue 23), under `/v1`:
 * `POST /reservations/mine/verify` swaps one code + contact for a guest
 * token; `GET /reservations/mine`, `POST /reservations/mine/{code}/requests`
 * and `GET /reservations/mine/{code}/voucher.pdf` take it as a bearer token.
 * The token is checked in one `onRequest` hook, before any body is read.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  guestRequestBody,
  guestRequestCreated,
  guestTokenIssued,
  MY_RESERVATIONS_MESSAGES,
  myReservations,
  reservationCodeParams,
  reservationLookupBody,
} from '@yali/contract';
import { localizeMessage } from '@yali/contract/i18n';
import { AppError } from '../../lib/errors.ts';
import type { GuestClaims } from '../../lib/tokens.ts';
import { guestVoucher } from './guest-voucher.ts';
import { listMyReservations } from './list-my-reservations.ts';
import { sendGuestRequest } from './send-guest-request.ts';
import { verifyGuest } from './verify-guest.ts';

const TEN_MINUTES = '10 minutes';
const guests = new WeakMap<FastifyRequest, GuestClaims>();
const guestOf = (req: FastifyRequest) => guests.get(req) as GuestClaims;

export const myReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reservations/mine/verify',
    {
      // The look-up's limit (same probe, same answer): codes cannot be tried in bulk.
      config: { rateLimit: { max: app.config.bookingRateLimit * 4, timeWindow: TEN_MINUTES } },
      schema: {
        tags: ['public'],
        summary: 'Rezervasyonlarım: kod + e-posta veya telefonla doğrula, misafir anahtarı al',
        body: reservationLookupBody,
        response: { 200: envelope(guestTokenIssued), 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (req) => ({ content: await verifyGuest({ db: app.db, tokens: app.tokens, body: req.body }) }),
  );

  await app.register(async (guestScope) => {
    guestScope.addHook('onRequest', async (req) => {
      const header = req.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED', MY_RESERVATIONS_MESSAGES.tokenInvalid);
      guests.set(req, await app.tokens.verifyGuest(header.slice('Bearer '.length).trim(), MY_RESERVATIONS_MESSAGES.tokenInvalid));
    });
    const scoped = guestScope.withTypeProvider<ZodTypeProvider>();

    scoped.get(
      '/reservations/mine',
      {
        schema: {
          tags: ['public'],
          summary: 'Rezervasyonlarım: doğrulanan misafirin bütün villa ve tekne rezervasyonları',
          response: { 200: envelope(myReservations), 401: errorBody },
        },
      },
      async (req) => ({ content: await listMyReservations({ db: app.db, guest: guestOf(req) }) }),
    );

    scoped.post(
      '/reservations/mine/:code/requests',
      {
        // Per address, like a booking request: each one writes a message and sends a mail.
        config: { rateLimit: { max: app.config.bookingRateLimit, timeWindow: TEN_MINUTES } },
        schema: {
          tags: ['public'],
          summary: 'Rezervasyonlarım: değişiklik veya iptal talebi gönder (acenteye mesaj)',
          params: reservationCodeParams,
          body: guestRequestBody,
          response: {
            201: envelope(guestRequestCreated),
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      async (req, reply) => {
        const sent = await sendGuestRequest({ db: app.db, guest: guestOf(req), code: req.params.code, body: req.body });
        // The confirmation the guest reads, in their language (issue 18).
        return reply.status(201).send({ content: { ...sent, message: localizeMessage(sent.message, req.locale) } });
      },
    );

    scoped.get(
      '/reservations/mine/:code/voucher.pdf',
      {
        schema: {
          tags: ['public'],
          summary: 'Rezervasyonlarım: onaylı rezervasyonun voucher’ı (PDF)',
          params: reservationCodeParams,
          response: { 200: z.any().describe('application/pdf'), 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await guestVoucher({ db: app.db, guest: guestOf(req), code: req.params.code });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  });
};
