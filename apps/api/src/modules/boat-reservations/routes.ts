/**
 * Back-office boat reservations (SPEC §7 "/boatreservations"; issue 7),
 * ADMIN only — owners have villas only, so an OWNER gets 403 on every call:
 * - GET  /boatreservations?skip&take=20 (status, boat_id, started_at, finished_at, created_at, reservation_id)
 * - GET  /boatreservations.csv (the list's filters, every page)
 * - POST /boatreservations (a booking taken by phone, channel 'admin')
 * - GET  /boatreservations/{id} (history and mails; opening marks it read)
 * - PUT  /boatreservations/{id} (status moves, days, guests, guest data, notes)
 * - POST /boatreservations/{id}/sendconfirm, /boatreservations/{id}/sendbank
 *   (the villa `/sendconfirm` and `/sendbank` take the id in the body; here it
 *   sits in the path like every other boat reservation call, and the
 *   `/boatreservations` prefix keeps the public boat pages' cache refresh).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBoatReservationCreate,
  adminBoatReservationDetail,
  adminBoatReservationItem,
  adminBoatReservationUpdate,
  adminBoatReservationsCsvQuery,
  adminBoatReservationsQuery,
  boatConflictErrorBody,
  envelope,
  errorBody,
  idParam,
  mailOutboxRowContent,
  page,
} from '@yali/contract';
import { z } from 'zod';
import { currentUser } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv.ts';
import { guestMailRoutes } from '../rental-units/guest-mail.ts';
import { voucherRoute } from '../rental-units/reservation-voucher.ts';
import { createAdminBoatReservation } from './create-admin-boat-reservation.ts';
import { boatReservationsCsv, findBoatReservations } from './find-boat-reservations.ts';
import { getBoatReservation } from './get-boat-reservation.ts';
import { sendBoatReservationMail } from './send-boat-reservation-mail.ts';
import { updateBoatReservation } from './update-boat-reservation.ts';

const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: boatConflictErrorBody, 422: errorBody };
const idContent = envelope(z.object({ id: z.number().int() }));

export const boatReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boatreservations',
    {
      schema: {
        tags: ['boat-reservations'],
        summary: 'Tekne rezervasyonları (20’şer; durum, tekne, tarih ve kod süzgeçleri)',
        security: [{ bearer: [] }],
        querystring: adminBoatReservationsQuery,
        response: { 200: envelope(page(adminBoatReservationItem)), ...readErrors },
      },
    },
    async (req) => {
      return { content: await findBoatReservations({ db: app.db, user: currentUser(req), query: req.query }) };
    },
  );

  app.get(
    '/boatreservations.csv',
    {
      schema: {
        tags: ['boat-reservations'],
        summary: 'Tekne rezervasyonları CSV (listenin süzgeçleriyle, tüm sayfalar; Excel: UTF-8 BOM, noktalı virgül)',
        security: [{ bearer: [] }],
        querystring: adminBoatReservationsCsvQuery,
        response: { 200: z.string(), ...readErrors },
      },
    },
    async (req, reply) =>
      sendCsv(
        reply,
        'tekne-rezervasyonlari',
        await boatReservationsCsv({ db: app.db, user: currentUser(req), query: req.query }),
      ),
  );

  await app.register(
    voucherRoute({
      prefix: '/boatreservations',
      kind: 'boat',
      tag: 'boat-reservations',
      summary: 'Tekne rezervasyonu voucher’ı (PDF; onaylı ya da tamamlanmış)',
      ownersToo: false,
    }),
  );
  await app.register(guestMailRoutes({ prefix: '/boatreservations', kind: 'boat', tag: 'boat-reservations' }));

  app.get(
    '/boatreservations/:id',
    {
      schema: {
        tags: ['boat-reservations'],
        summary: 'Tekne rezervasyonu ayrıntısı (durum geçmişi ve e-postalarıyla)',
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope(adminBoatReservationDetail), ...readErrors },
      },
    },
    async (req) => {
      return { content: await getBoatReservation({ db: app.db, user: currentUser(req), id: req.params.id }) };
    },
  );

  app.post(
    '/boatreservations',
    {
      schema: {
        tags: ['boat-reservations'],
        summary: 'Acente tekne rezervasyonu oluştur (telefonla alınan)',
        security: [{ bearer: [] }],
        body: adminBoatReservationCreate,
        response: { 201: idContent, ...writeErrors },
      },
    },
    async (req, reply) => {
      const content = await createAdminBoatReservation({ db: app.db, user: currentUser(req), input: req.body });
      return reply.status(201).send({ content });
    },
  );

  app.put(
    '/boatreservations/:id',
    {
      schema: {
        tags: ['boat-reservations'],
        summary: 'Tekne rezervasyonunu düzenle / durumunu değiştir',
        security: [{ bearer: [] }],
        params: idParam,
        body: adminBoatReservationUpdate,
        response: { 200: idContent, ...writeErrors },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return { content: await updateBoatReservation({ db: app.db, user, id: req.params.id, input: req.body }) };
    },
  );

  for (const [path, kind, summary] of [
    ['/boatreservations/:id/sendconfirm', 'confirm', 'Tekne rezervasyonu onay e-postasını gönder'],
    ['/boatreservations/:id/sendbank', 'bank', 'Tekne rezervasyonu banka havale bilgilerini gönder'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['boat-reservations'],
          summary,
          security: [{ bearer: [] }],
          params: idParam,
          response: { 200: envelope(mailOutboxRowContent), ...writeErrors },
        },
      },
      async (req) => {
        const user = currentUser(req);
        return { content: await sendBoatReservationMail({ db: app.db, user, id: req.params.id, kind }) };
      },
    );
  }
};
