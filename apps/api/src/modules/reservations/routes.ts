/**
 * Back-office villa reservations (SPEC §7 "/reservations", "/sendconfirm",
 * "/sendbank"): ADMIN reads and writes everything; an OWNER reads the
 * reservations of their own villas (another owner's answers 404) and writes
 * nothing (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReservationCreate,
  adminReservationDetail,
  adminReservationItem,
  adminReservationUpdate,
  adminReservationsCsvQuery,
  adminReservationsQuery,
  conflictErrorBody,
  envelope,
  errorBody,
  idParam,
  mailOutboxRowContent,
  page,
  reservationIdBody,
} from '@yali/contract';
import { z } from 'zod';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv.ts';
import { ADMIN_ERRORS, adminRoute, okResponses } from '../../lib/route-kit.ts';
import { guestMailRoutes } from '../rental-units/guest-mail.ts';
import { voucherRoute } from '../rental-units/reservation-voucher.ts';
import { createAdminReservation } from './create-admin-reservation.ts';
import { findReservations, reservationsCsv } from './find-reservations.ts';
import { getReservation } from './get-reservation.ts';
import { sendReservationMail } from './send-reservation-mail.ts';
import { updateReservation } from './update-reservation.ts';

const route = adminRoute(['reservations']);
/** A write's own refusals: 409 a hold conflict (naming the holder), 422 a rule of the life cycle. */
const writeErrors = { 409: conflictErrorBody, 422: errorBody };
const idContent = z.object({ id: z.number().int() });

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations',
    {
      config: OWNERS_TOO,
      ...route('Villa rezervasyonları (20’şer; durum, villa, tarih ve kod süzgeçleri)', {
        querystring: adminReservationsQuery,
        response: okResponses(page(adminReservationItem)),
      }),
    },
    async (req) => ({ content: await findReservations({ db: app.db, user: currentUser(req), query: req.query }) }),
  );

  app.get(
    '/reservations.csv',
    {
      config: OWNERS_TOO,
      ...route('Villa rezervasyonları CSV (listenin süzgeçleriyle, tüm sayfalar; Excel: UTF-8 BOM, noktalı virgül)', {
        querystring: adminReservationsCsvQuery,
        response: { 200: z.string(), ...ADMIN_ERRORS },
      }),
    },
    async (req, reply) =>
      sendCsv(reply, 'villa-rezervasyonlari', await reservationsCsv({ db: app.db, user: currentUser(req), query: req.query })),
  );

  await app.register(
    voucherRoute({
      prefix: '/reservations',
      kind: 'villa',
      tag: 'reservations',
      summary: 'Rezervasyon voucher’ı (PDF; onaylı ya da tamamlanmış)',
      ownersToo: true,
    }),
  );
  await app.register(guestMailRoutes({ prefix: '/reservations', kind: 'villa', tag: 'reservations' }));

  app.get(
    '/reservations/:id',
    {
      config: OWNERS_TOO,
      ...route('Rezervasyon ayrıntısı (durum geçmişi ve e-postalarıyla)', {
        params: idParam,
        response: okResponses(adminReservationDetail),
      }),
    },
    async (req) => ({ content: await getReservation({ db: app.db, user: currentUser(req), id: req.params.id }) }),
  );

  app.post(
    '/reservations',
    route('Acente rezervasyonu oluştur', {
      body: adminReservationCreate,
      response: { 201: envelope(idContent), ...ADMIN_ERRORS, ...writeErrors },
    }),
    async (req, reply) => {
      const user = currentUser(req);
      const content = await createAdminReservation({ db: app.db, user, input: req.body });
      return reply.status(201).send({ content });
    },
  );

  app.put(
    '/reservations/:id',
    route('Rezervasyonu düzenle / durumunu değiştir', {
      params: idParam,
      body: adminReservationUpdate,
      response: okResponses(idContent, writeErrors),
    }),
    async (req) => {
      const user = currentUser(req);
      return { content: await updateReservation({ db: app.db, user, id: req.params.id, input: req.body }) };
    },
  );

  for (const [path, kind, summary] of [
    ['/sendconfirm', 'confirm', 'Onay e-postasını gönder'],
    ['/sendbank', 'bank', 'Banka havale bilgilerini gönder'],
  ] as const) {
    app.post(
      path,
      route(summary, { body: reservationIdBody, response: okResponses(mailOutboxRowContent, writeErrors) }),
      async (req) => {
        const user = currentUser(req);
        return { content: await sendReservationMail({ db: app.db, user, id: req.body.id, kind }) };
      },
    );
  }
};
