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
import { ADMIN_ERRORS, adminRoute, okResponses } from '../../lib/route-kit.ts';
import { guestMailRoutes } from '../rental-units/guest-mail.ts';
import { voucherRoute } from '../rental-units/reservation-voucher.ts';
import { createAdminBoatReservation } from './create-admin-boat-reservation.ts';
import { boatReservationsCsv, findBoatReservations } from './find-boat-reservations.ts';
import { getBoatReservation } from './get-boat-reservation.ts';
import { sendBoatReservationMail } from './send-boat-reservation-mail.ts';
import { updateBoatReservation } from './update-boat-reservation.ts';

const route = adminRoute(['boat-reservations']);
/** A write's own refusals: 409 a hold conflict (naming the holder), 422 a rule of the life cycle. */
const writeErrors = { 409: boatConflictErrorBody, 422: errorBody };
const idContent = z.object({ id: z.number().int() });

export const boatReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boatreservations',
    route('Tekne rezervasyonları (20’şer; durum, tekne, tarih ve kod süzgeçleri)', {
      querystring: adminBoatReservationsQuery,
      response: okResponses(page(adminBoatReservationItem)),
    }),
    async (req) => ({ content: await findBoatReservations({ db: app.db, user: currentUser(req), query: req.query }) }),
  );

  app.get(
    '/boatreservations.csv',
    route('Tekne rezervasyonları CSV (listenin süzgeçleriyle, tüm sayfalar; Excel: UTF-8 BOM, noktalı virgül)', {
      querystring: adminBoatReservationsCsvQuery,
      response: { 200: z.string(), ...ADMIN_ERRORS },
    }),
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
    route('Tekne rezervasyonu ayrıntısı (durum geçmişi ve e-postalarıyla)', {
      params: idParam,
      response: okResponses(adminBoatReservationDetail),
    }),
    async (req) => ({ content: await getBoatReservation({ db: app.db, user: currentUser(req), id: req.params.id }) }),
  );

  app.post(
    '/boatreservations',
    route('Acente tekne rezervasyonu oluştur (telefonla alınan)', {
      body: adminBoatReservationCreate,
      response: { 201: envelope(idContent), ...ADMIN_ERRORS, ...writeErrors },
    }),
    async (req, reply) => {
      const content = await createAdminBoatReservation({ db: app.db, user: currentUser(req), input: req.body });
      return reply.status(201).send({ content });
    },
  );

  app.put(
    '/boatreservations/:id',
    route('Tekne rezervasyonunu düzenle / durumunu değiştir', {
      params: idParam,
      body: adminBoatReservationUpdate,
      response: okResponses(idContent, writeErrors),
    }),
    async (req) => {
      const user = currentUser(req);
      return { content: await updateBoatReservation({ db: app.db, user, id: req.params.id, input: req.body }) };
    },
  );

  for (const [path, kind, summary] of [
    ['/boatreservations/:id/sendconfirm', 'confirm', 'Tekne rezervasyonu onay e-postasını gönder'],
    ['/boatreservations/:id/sendbank', 'bank', 'Tekne rezervasyonu banka havale bilgilerini gönder'],
  ] as const) {
    app.post(path, route(summary, { params: idParam, response: okResponses(mailOutboxRowContent, writeErrors) }), async (req) => {
      const user = currentUser(req);
      return { content: await sendBoatReservationMail({ db: app.db, user, id: req.params.id, kind }) };
    });
  }
};
