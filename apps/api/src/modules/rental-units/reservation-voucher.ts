/**
 * The guest's voucher of a reservation (issue 24): a one-page A4 PDF of a
 * confirmed or completed reservation, the same for every unit kind — the
 * agency's name and contact (settings), the code, the guest, the unit and
 * where it is (villa: district and town; boat: marina), the first and last
 * day with the unit's times (villa check-in/out, boat departure/return), the
 * party, the total, what is paid and the balance (payments ledger) and
 * "Bu belgeyi girişte gösteriniz.", in the guest's language (the reservation's
 * `lang`, issue 18; the contract's mail texts, Turkish without them). Served by
 * `GET /v1/admin/reservations/{id}/voucher.pdf` (an OWNER for their own
 * villas) and `GET /v1/admin/boatreservations/{id}/voucher.pdf` (ADMIN).
 */
import { and, eq } from 'drizzle-orm';
import {
  asLocale,
  DEFAULT_LOCALE,
  errorBody,
  idParam,
  type Locale,
  type PaymentSummary,
  type ReservationStatus,
  villaPartyText,
} from '@yali/contract';
import { type MailTextId, mailText } from '@yali/contract/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boats, villas } from '../../db/schema.ts';
import { type AuthUser, currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { newPdf, PDF_ACCENT, PDF_MUTED } from '../../lib/pdf.ts';
import { boatDaysText } from '../boat-reservations/boat-shared.ts';
import { mailDayIn } from '../mail/mail-dates.ts';
import { boatRowsQuery } from '../boats/hydrate.ts';
import { getReservationPayments, UNIT_KINDS } from '../payments/reservation-payments.ts';
import { nightsBetween, trDate, trMoney } from '../reservations/shared.ts';
import { readSettings } from '../settings/settings-store.ts';
import { villaRowsQuery } from '../villas/hydrate.ts';
import { guestContactMasker } from './owner-guest-contact.ts';
import type { ReservationRow } from './kind.ts';

/** The reservation's stored language (issue 18); Turkish where it is not one of ours. */
const langOf = (r: ReservationRow): Locale => asLocale(r.lang) ?? DEFAULT_LOCALE;
const nights = (r: ReservationRow) => nightsBetween(r.started_at, r.finished_at);

const VOUCHER_STATUSES: readonly ReservationStatus[] = ['confirmed', 'completed'];
export const VOUCHER_REFUSED = 'Voucher yalnızca onaylanmış ya da tamamlanmış rezervasyonlar için hazırlanır.';

type Line = [string, string];

/** The voucher's words in `lang`: the contract's text `id` there, else the Turkish one given (issue 18). */
type Words = (id: MailTextId, turkish: string, values?: Record<string, string | number>) => string;
const wordsIn =
  (lang: Locale): Words =>
  (id, turkish, values) =>
    mailText(lang, id, values) ?? turkish;

/** What the voucher says of one kind: its unit, where it is, its days with times and its party. */
type VoucherKind = {
  title: (w: Words) => string;
  /** The unit's name, place and the voucher's lines of days and party for reservation `r`, in `w`'s words and `day`'s dates. */
  describe(
    db: Db,
    r: ReservationRow,
    w: Words,
    day: (iso: string) => string,
  ): Promise<{ unit: string; place: string; lines: Line[] }>;
};

const party = (r: ReservationRow, w: Words, lang: Locale) =>
  'adults' in r
    ? (mailText(lang, 'party', { adults: r.adults, children: r.children, infants: r.infants }) ?? villaPartyText(r))
    : w('people', `${r.guests} kişi`, { count: r.guests });

// Each kind reads its unit through the row query its own views use (villas/hydrate.ts, boats/hydrate.ts).
const VOUCHER_KINDS: Record<'villa' | 'boat', VoucherKind> = {
  villa: {
    title: (w) => w('voucherVilla', 'Konaklama Voucher’ı'),
    async describe(db, r, w, day) {
      const [row] = await villaRowsQuery(db).where(eq(villas.id, 'villa_id' in r ? r.villa_id : 0));
      const v = row?.villa;
      return {
        unit: v?.name ?? '',
        place: [row?.district?.name, row?.town?.name].filter(Boolean).join(', '),
        lines: [
          [w('checkIn', 'Giriş'), `${day(r.started_at)}${v?.check_in_time ? `, ${v.check_in_time}` : ''}`],
          [w('checkOut', 'Çıkış'), `${day(r.finished_at)}${v?.check_out_time ? `, ${v.check_out_time}` : ''}`],
          [w('length', 'Süre'), w('nights', `${nights(r)} gece`, { count: nights(r) })],
          [w('guests', 'Kişi'), party(r, w, langOf(r))],
        ],
      };
    },
  },
  boat: {
    title: (w) => w('voucherBoat', 'Tekne Kiralama Voucher’ı'),
    async describe(db, r, w, day) {
      const [row] = await boatRowsQuery(db).where(eq(boats.id, 'boat_id' in r ? r.boat_id : 0));
      const b = row?.boat;
      return {
        unit: b?.name ?? '',
        place: [row?.marina?.name, row?.marina?.location].filter(Boolean).join(', '),
        lines: [
          [w('days', 'Günler'), boatDaysText(r.started_at, r.finished_at, day)],
          [
            w('times', 'Saat'),
            b
              ? w('timesValue', `Kalkış ${b.departure_time}, dönüş ${b.return_time}`, {
                  departure: b.departure_time,
                  return: b.return_time,
                })
              : '',
          ],
          [w('length', 'Süre'), w('dayCount', `${nights(r)} gün`, { count: nights(r) })],
          [w('guests', 'Kişi'), party(r, w, langOf(r))],
        ],
      };
    },
  },
};

/**
 * The voucher of reservation `id` of `kind` as PDF bytes and an ASCII file
 * name. Not found or out of `user`'s scope: 404; not confirmed or
 * completed: 409.
 */
export async function reservationVoucher(
  kind: 'villa' | 'boat',
  opts: { db: Db; user: AuthUser; id: number },
): Promise<{ fileName: string; pdf: Buffer }> {
  const { db, user, id } = opts;
  const unitKind = UNIT_KINDS[kind];
  // The ledger call checks the scope first (another owner's reservation: 404, as its detail).
  const { summary } = await getReservationPayments({ db, kind: unitKind, user, id });
  const t = unitKind.reservations;
  const [r] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), unitKind.listed));
  if (!r) throw new AppError('NOT_FOUND', unitKind.texts.notFound);
  const mask = await guestContactMasker(db, user);
  // An owner's copy leaves out the phone the agency keeps from them.
  return voucherOf({ db, kind, r, summary, guestPhone: mask(r).guest_phone });
}

/**
 * The voucher PDF of reservation row `r` of `kind` with its ledger
 * `summary`, printing `guestPhone` ('' leaves the line out). Checks only the
 * status (409 unless confirmed or completed): the caller has decided who may
 * see it — the back office above, the verified guest in
 * `my-reservations/guest-voucher.ts`.
 */
export async function voucherOf(o: {
  db: Db;
  kind: 'villa' | 'boat';
  r: ReservationRow;
  summary: PaymentSummary;
  guestPhone: string;
}): Promise<{ fileName: string; pdf: Buffer }> {
  const { db, kind, r, summary, guestPhone } = o;
  if (!VOUCHER_STATUSES.includes(r.status)) throw new AppError('CONFLICT', VOUCHER_REFUSED);
  // The guest's document: in the language stored on the reservation (issue 18), dates as that language writes them.
  const lang = langOf(r);
  const w = wordsIn(lang);
  const [unit, settings] = await Promise.all([
    VOUCHER_KINDS[kind].describe(db, r, w, mailDayIn(lang, trDate)),
    readSettings(db, ['site_name', 'site_phone', 'site_email', 'site_address']),
  ]);
  const s = Object.fromEntries(settings.map((e) => [e.key, e.value]));
  const money = (k: number | null) => (k === null ? w('askPrice', 'Fiyat sorunuz') : trMoney(k));
  const pdf = await renderVoucher({
    agency: s.site_name || 'Yalı',
    contact: [s.site_phone, s.site_email, s.site_address].filter(Boolean).join('  ·  '),
    title: VOUCHER_KINDS[kind].title(w),
    codeLabel: w('voucherCode', 'Rezervasyon kodu: '),
    code: r.reservation_id,
    closing: w('voucherShow', 'Bu belgeyi girişte gösteriniz.'),
    lines: [
      [w('guest', 'Misafir'), r.guest_name],
      ...(guestPhone ? ([[w('phone', 'Telefon'), guestPhone]] as Line[]) : []),
      [kind === 'villa' ? w('villa', 'Villa') : w('boat', 'Tekne'), unit.unit],
      ...(unit.place ? ([[kind === 'villa' ? w('region', 'Bölge') : w('marina', 'Marina'), unit.place]] as Line[]) : []),
      ...unit.lines,
    ],
    money: [
      [w('total', 'Toplam'), money(summary.total_kurus)],
      [w('paid', 'Ödenen'), trMoney(summary.paid_kurus)],
      [w('balance', 'Kalan'), money(summary.total_kurus === null ? null : summary.balance_due_kurus)],
    ],
  });
  return { fileName: `voucher-${r.reservation_id}.pdf`, pdf };
}

const MARGIN = 48;

/** Lays out one voucher page: the agency heading, the code, two label/value blocks and the closing line. */
async function renderVoucher(v: {
  agency: string;
  contact: string;
  title: string;
  codeLabel: string;
  code: string;
  closing: string;
  lines: Line[];
  money: Line[];
}) {
  const { doc, done } = await newPdf({ margin: MARGIN, info: { Title: `${v.title} ${v.code}`, Author: v.agency } });
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, MARGIN, width, 4).fill(PDF_ACCENT);
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#000')
    .text(v.agency, MARGIN, MARGIN + 14);
  if (v.contact) doc.font('body').fontSize(9).fillColor(PDF_MUTED).text(v.contact);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(15).fillColor('#000').text(v.title);
  doc.font('body').fontSize(11).fillColor(PDF_MUTED).text(v.codeLabel, { continued: true });
  doc.font('bold').fillColor('#000').text(v.code);
  doc.moveDown(1);

  const block = (lines: Line[]) => {
    for (const [label, value] of lines) {
      const y = doc.y;
      doc.font('body').fontSize(11).fillColor(PDF_MUTED).text(label, MARGIN, y, { width: 120 });
      doc
        .font('bold')
        .fillColor('#000')
        .text(value || '—', MARGIN + 130, y, { width: width - 130 });
      doc.moveDown(0.4);
    }
    doc
      .moveTo(MARGIN, doc.y + 4)
      .lineTo(MARGIN + width, doc.y + 4)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.moveDown(1);
  };
  block(v.lines);
  block(v.money);
  doc.font('bold').fontSize(12).fillColor('#000').text(v.closing, MARGIN, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}

/**
 * Registers `GET {prefix}/:id/voucher.pdf` of `kind` under OpenAPI `tag`;
 * `ownersToo` lets an OWNER in (their own villas' reservations; the scope is
 * the use case's).
 */
export const voucherRoute =
  (o: { prefix: string; kind: 'villa' | 'boat'; tag: string; summary: string; ownersToo: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
    app.get(
      `${o.prefix}/:id/voucher.pdf`,
      {
        ...(o.ownersToo ? { config: OWNERS_TOO } : {}),
        schema: {
          tags: [o.tag],
          summary: o.summary,
          security: [{ bearer: [] }],
          params: idParam,
          response: { 200: z.any().describe('application/pdf'), ...errors },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await reservationVoucher(o.kind, { db: app.db, user: currentUser(req), id: req.params.id });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
