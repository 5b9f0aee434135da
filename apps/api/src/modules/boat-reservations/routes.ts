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
import { BOAT_ADMIN_RESERVATION_SCHEMAS, idParam, mailOutboxRowContent } from '@yali/contract';
import { currentUser } from '../../lib/auth.ts';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { registerUnitReservationRoutes, reservationWriteErrors } from '../rental-units/reservation-routes.ts';
import { createAdminBoatReservation } from './create-admin-boat-reservation.ts';
import { boatReservationsCsv, findBoatReservations } from './find-boat-reservations.ts';
import { getBoatReservation } from './get-boat-reservation.ts';
import { sendBoatReservationMail } from './send-boat-reservation-mail.ts';
import { updateBoatReservation } from './update-boat-reservation.ts';

const route = adminRoute(['boat-reservations']);

export const boatReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUnitReservationRoutes(app, {
    kind: 'boat',
    prefix: '/boatreservations',
    tag: 'boat-reservations',
    ownersToo: false,
    csvFile: 'tekne-rezervasyonlari',
    summaries: {
      list: 'Tekne rezervasyonları (20’şer; durum, tekne, tarih ve kod süzgeçleri)',
      csv: 'Tekne rezervasyonları CSV (listenin süzgeçleriyle, tüm sayfalar; Excel: UTF-8 BOM, noktalı virgül)',
      voucher: 'Tekne rezervasyonu voucher’ı (PDF; onaylı ya da tamamlanmış)',
      detail: 'Tekne rezervasyonu ayrıntısı (durum geçmişi ve e-postalarıyla)',
      create: 'Acente tekne rezervasyonu oluştur (telefonla alınan)',
      update: 'Tekne rezervasyonunu düzenle / durumunu değiştir',
    },
    schemas: BOAT_ADMIN_RESERVATION_SCHEMAS,
    find: findBoatReservations,
    csv: boatReservationsCsv,
    get: getBoatReservation,
    create: createAdminBoatReservation,
    update: updateBoatReservation,
  });

  const writeErrors = reservationWriteErrors(BOAT_ADMIN_RESERVATION_SCHEMAS.conflict);
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
