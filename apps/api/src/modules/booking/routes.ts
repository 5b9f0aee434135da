/**
 * Public booking calls under `/v1` (issue 5, DESIGN §3): the stay quote and
 * the date-picker calendar of a villa, the booking request and the
 * 'Rezervasyonlarım' look-up. No sign-in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anyReservationLookup,
  bookingCreated,
  bookingErrorBody,
  bookingRequestBody,
  envelope,
  errorBody,
  reservationLookupBody,
  stayQuote,
  stayQuoteQuery,
  villaCalendar,
  villaCalendarQuery,
} from '@yali/contract';
import { createBookingRequest } from './create-booking-request.ts';
import { lookupReservation } from './lookup-reservation.ts';
import { loadInfantsCounted } from './guest-rules.ts';
import { assertStayInput, findPublicVilla, quoteVillaStay } from './quote-villa-stay.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { getVillaCalendar } from './villa-calendar.ts';

const slugParams = z.object({ slug: z.string().min(1).max(120) });
const TEN_MINUTES = '10 minutes';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/villas/:slug/quote',
    {
      schema: {
        tags: ['public'],
        summary: 'Konaklama fiyat teklifi (gece gece, temizlik, kapora, depozito)',
        params: slugParams,
        querystring: stayQuoteQuery,
        response: { 200: envelope(stayQuote), 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    // From the availability index (search/villa-index.ts; issue 16); what it cannot answer from the database.
    async (req, reply) => {
      const fromDatabase = async () => {
        const villa = await findPublicVilla(app.db, req.params.slug);
        assertStayInput(villa, req.query, todayInIstanbul(), req.query.infants > 0 && (await loadInfantsCounted(app.db)));
        return (await quoteVillaStay({ db: app.db, villa, ...req.query })).quote;
      };
      const content = (await app.villaIndex.quote(req.params.slug, req.query)) ?? (await fromDatabase());
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ content }) as never);
    },
  );

  app.get(
    '/villas/:slug/calendar',
    {
      schema: {
        tags: ['public'],
        summary: 'Tarih seçici için dolu günler ve giriş kuralları',
        params: slugParams,
        querystring: villaCalendarQuery,
        response: { 200: envelope(villaCalendar), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ content: await getVillaCalendar({ db: app.db, slug: req.params.slug, ...req.query }) }),
  );

  app.post(
    '/reservations',
    {
      // Rate limited per IP: every request writes a reservation and sends two mails.
      config: { rateLimit: { max: app.config.bookingRateLimit, timeWindow: TEN_MINUTES } },
      schema: {
        tags: ['public'],
        summary: 'Rezervasyon talebi gönder',
        body: bookingRequestBody,
        response: {
          201: envelope(bookingCreated),
          400: errorBody,
          404: errorBody,
          409: bookingErrorBody,
          422: bookingErrorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ content: await createBookingRequest({ db: app.db, body: { ...req.body, lang: req.body.lang ?? req.locale } }) }),
  );

  app.post(
    '/reservations/lookup',
    {
      // Rate limited so that codes cannot be probed in bulk (the 404 is generic as well).
      config: { rateLimit: { max: app.config.bookingRateLimit * 4, timeWindow: TEN_MINUTES } },
      schema: {
        tags: ['public'],
        summary: 'Villa veya tekne rezervasyonu sorgula (kod + e-posta veya telefon)',
        body: reservationLookupBody,
        response: { 200: envelope(anyReservationLookup), 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (req) => ({ content: await lookupReservation({ db: app.db, body: req.body }) }),
  );
};
