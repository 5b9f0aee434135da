/**
 * Queues a boat reservation's templated mail through the villa templates
 * (DESIGN §3 "Mail"; migration 0004 is not changed for boats): the boat's
 * name fills `villa_name`, the first and last rental days fill `check_in` /
 * `check_out`, its departure and return times `check_in_time` /
 * `check_out_time`, the rental days `nights`, the guests `adults`; boats take
 * no damage deposit ('Yok'). The mail row carries `boat_reservation_id`.
 * Runs in the caller's transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservations, boats, settings } from '../../db/schema.ts';
import { prepaymentOf } from '../../domain/boat-quote.ts';
import { addDays } from '../../domain/quote.ts';
import { enqueueMail, type MailTemplateKey } from '../mail/enqueue-mail.ts';
import { nightsBetween, trDate, trDateTime, trMoney } from '../reservations/shared.ts';

const SETTING_KEYS = ['site_name', 'site_phone', 'bank_name', 'account_holder', 'iban'];

/** Variables of every reservation template for boat reservation `id`, and the guest's address; null when unknown. */
export async function boatReservationMailVariables(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ r: boatReservations, b: boats })
    .from(boatReservations)
    .innerJoin(boats, eq(boats.id, boatReservations.boat_id))
    .where(eq(boatReservations.id, id));
  if (!row) return null;
  const { r, b } = row;
  const settingRows = await db.select().from(settings).where(inArray(settings.key, SETTING_KEYS));
  const s = Object.fromEntries(settingRows.map((x) => [x.key, x.value])) as Record<string, string | undefined>;
  const total = r.total_price_kurus;
  const money = (k: number | null) => (k === null ? 'Fiyat sorunuz' : trMoney(k));
  return {
    to: r.guest_email,
    variables: {
      guest_name: r.guest_name,
      guest_email: r.guest_email,
      guest_phone: r.guest_phone,
      villa_name: b.name,
      check_in: trDate(r.started_at),
      check_out: trDate(addDays(r.finished_at, -1)),
      check_in_time: b.departure_time,
      check_out_time: b.return_time,
      nights: nightsBetween(r.started_at, r.finished_at),
      adults: r.guests,
      children: 0,
      reservation_code: r.reservation_id,
      total_price: money(total),
      prepayment: money(total === null ? null : prepaymentOf(total, b.prepayment_percent)),
      damage_deposit: 'Yok',
      option_expires_at: r.option_expires_at ? trDateTime(r.option_expires_at) : '',
      note: r.note,
      site_name: s.site_name ?? 'Yalı',
      site_phone: s.site_phone ?? '',
      bank_name: s.bank_name ?? '',
      account_holder: s.account_holder ?? '',
      iban: s.iban ?? '',
    },
  };
}

/** Enqueues `templateKey` for the boat reservation's guest; null when there is no address or the template is inactive. */
export async function queueBoatReservationMail(db: Db | Tx, templateKey: MailTemplateKey, id: number) {
  const data = await boatReservationMailVariables(db, id);
  if (!data?.to) return null;
  return enqueueMail(db, { templateKey, to: data.to, variables: data.variables, boatReservationId: id });
}
