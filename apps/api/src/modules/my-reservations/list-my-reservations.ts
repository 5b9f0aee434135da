/**
 * `GET /v1/reservations/mine` (issue 23): every reservation of the verified
 * guest (villa and boat), newest stay first, each with its status, the
 * amounts of the payments ledger (`payment_summaries`: total, paid, balance
 * due, kapora and its last day while still unpaid), a WhatsApp link with the
 * code typed in, whether a change/cancel request and a voucher are offered,
 * and the requests already sent; plus the agency's phone, e-mail and
 * WhatsApp number from the settings.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type MyReservationItem, type MyReservations, requestWhatsappText, whatsappUrl } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { daysBetween } from '../../domain/quote.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { GuestClaims } from '../../lib/tokens.ts';
import { toPaymentSummary } from '../payments/reservation-payments.ts';
import { readSettings } from '../settings/settings-store.ts';
import { findGuestReservations, type GuestReservationRow } from './guest-reservations.ts';

const OPEN = new Set(['pending', 'option', 'confirmed']);
const VOUCHER = new Set(['confirmed', 'completed']);

/** Open for a change or cancellation request: pending, optioned or confirmed, and not yet over. */
export const acceptsRequests = (r: { status: string; finished_at: string }, today: string) =>
  OPEN.has(r.status) && r.finished_at > today;

export async function listMyReservations(opts: { db: Db; guest: GuestClaims }): Promise<MyReservations> {
  const { db, guest } = opts;
  const [rows, settings] = await Promise.all([
    findGuestReservations(db, guest),
    readSettings(db, ['site_phone', 'site_email', 'site_whatsapp']),
  ]);
  const s = Object.fromEntries(settings.map((e) => [e.key, e.value.trim()]));
  const requests = await requestsOf(db, rows);
  const today = todayInIstanbul();
  const items = rows.map((row): MyReservationItem => {
    const { r, s: summaryRow } = row;
    const summary = toPaymentSummary(summaryRow);
    const party =
      'adults' in r
        ? { guests: r.adults + r.children, children: r.children, infants: r.infants }
        : { guests: r.guests, children: 0, infants: 0 };
    const awaitingKapora = (r.status === 'pending' || r.status === 'option') && summary.paid_kurus === 0;
    return {
      kind: row.kind,
      reservation_id: r.reservation_id,
      status: r.status,
      unit: row.unit,
      started_at: r.started_at,
      finished_at: r.finished_at,
      length: daysBetween(r.started_at, r.finished_at),
      ...party,
      total_kurus: summary.total_kurus,
      paid_kurus: summary.paid_kurus,
      balance_due_kurus: summary.balance_due_kurus,
      kapora_kurus: summary.kapora_kurus,
      kapora_due_on: awaitingKapora ? summary.kapora_due_on : null,
      payment_state: summary.state,
      whatsapp_url: s.site_whatsapp ? whatsappUrl(s.site_whatsapp, requestWhatsappText(r.reservation_id)) : null,
      can_request: acceptsRequests(r, today),
      voucher: VOUCHER.has(r.status),
      requests: requests.get(`${row.kind}:${r.id}`) ?? [],
    };
  });
  return {
    items,
    agency: { phone: s.site_phone || null, email: s.site_email || null, whatsapp: s.site_whatsapp || null },
  };
}

/** The requests already sent for `rows`, by `kind:id`, oldest first. */
async function requestsOf(db: Db, rows: GuestReservationRow[]) {
  const byKey = new Map<string, MyReservationItem['requests']>();
  for (const kind of ['villa', 'boat'] as const) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.r.id);
    if (ids.length === 0) continue;
    const found = await db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.reservation_kind, kind), inArray(contactMessages.reservation_ref, ids)))
      .orderBy(asc(contactMessages.created_at), asc(contactMessages.id));
    for (const m of found) {
      if (!m.request_kind || m.reservation_ref === null) continue;
      const key = `${kind}:${m.reservation_ref}`;
      byKey.set(key, [...(byKey.get(key) ?? []), { kind: m.request_kind, created_at: m.created_at.toISOString() }]);
    }
  }
  return byKey;
}
