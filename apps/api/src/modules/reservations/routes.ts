/**
 * Back-office villa reservations (SPEC §7 "/reservations", "/sendconfirm",
 * "/sendbank"): ADMIN reads and writes everything; an OWNER reads the
 * reservations of their own villas (another owner's answers 404) and writes
 * nothing (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxRowContent, reservationIdBody, VILLA_ADMIN_RESERVATION_SCHEMAS } from '@yali/contract';
import { currentUser } from '../../lib/auth.ts';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { registerUnitReservationRoutes, reservationWriteErrors } from '../rental-units/reservation-routes.ts';
import { createAdminReservation } from './create-admin-reservation.ts';
import { findReservations, reservationsCsv } from './find-reservations.ts';
import { getReservation } from './get-reservation.ts';
import { sendReservationMail } from './send-reservation-mail.ts';
import { updateReservation } from './update-reservation.ts';

const route = adminRoute(['reservations']);

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUnitReservationRoutes(app, {
    kind: 'villa',
    prefix: '/reservations',
    tag: 'reservations',
    ownersToo: true,
    csvFile: 'villa-rezervasyonlari',
    summaries: {
      list: 'Villa rezervasyonları (20’şer; durum, villa, tarih ve kod süzgeçleri)',
      csv: 'Villa rezervasyonları CSV (listenin süzgeçleriyle, tüm sayfalar; Excel: UTF-8 BOM, noktalı virgül)',
      voucher: 'Rezervasyon voucher’ı (PDF; onaylı ya da tamamlanmış)',
      detail: 'Rezervasyon ayrıntısı (durum geçmişi ve e-postalarıyla)',
      create: 'Acente rezervasyonu oluştur',
      update: 'Rezervasyonu düzenle / durumunu değiştir',
    },
    schemas: VILLA_ADMIN_RESERVATION_SCHEMAS,
    find: findReservations,
    csv: reservationsCsv,
    get: getReservation,
    create: createAdminReservation,
    update: updateReservation,
  });

  // SPEC §7 takes the villa reservation's id in the body here.
  const writeErrors = reservationWriteErrors(VILLA_ADMIN_RESERVATION_SCHEMAS.conflict);
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
