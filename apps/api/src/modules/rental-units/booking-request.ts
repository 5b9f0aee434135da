/**
 * A visitor's booking request of any rental unit kind (`POST /v1/reservations`,
 * `POST /v1/boatreservations`, DESIGN §3): the row it writes and the answer
 * it gives are the same for villas and boats; the kind adds its unit and
 * party columns, its quote and its mails (`modules/booking`, `modules/boat-booking`).
 */
import { DEFAULT_LOCALE, type Locale, type RequestNextSteps } from '@yali/contract';
import type { Tx } from '../../db/client.ts';
import type { RentalUnitKind, ReservationTable } from './kind.ts';
import { insertWithFreshCode } from './reservation-code.ts';

/** What a visitor's booking request carries besides the unit and the party (contract `bookingRequestFields`). */
type GuestRequest = {
  checkin: string;
  checkout: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  /** The guest's language (issue 18); Turkish when absent. */
  lang?: Locale;
};

/**
 * Writes a visitor's booking request (DESIGN §3): a `pending` reservation of
 * channel 'web' under a fresh code, with the guest's contact, the quoted
 * total (kuruş), its frozen breakdown and exchange rates, and its first
 * history row (null → pending). `unit` holds the unit and party columns of
 * the kind (`villa_id`, `adults`, …). Errors as `insertWithFreshCode`.
 */
export async function insertWebRequest<T extends ReservationTable>(
  tx: Tx,
  tables: { reservations: T; events: RentalUnitKind['events'] },
  request: {
    unit: Record<string, number>;
    body: GuestRequest;
    total_kurus: number;
    price_breakdown: Record<string, unknown>;
    exchange_rates: unknown;
  },
  code: { newCode: () => string; unavailable: string },
): Promise<T['$inferSelect']> {
  const { body } = request;
  const row = await insertWithFreshCode(
    tx,
    tables.reservations,
    {
      ...request.unit,
      status: 'pending',
      channel: 'web',
      started_at: body.checkin,
      finished_at: body.checkout,
      guest_name: body.name,
      guest_email: body.email,
      guest_phone: body.phone,
      note: body.note,
      lang: body.lang ?? DEFAULT_LOCALE,
      total_price_kurus: request.total_kurus,
      price_breakdown: request.price_breakdown,
      exchange_rates: request.exchange_rates,
    } as Omit<T['$inferInsert'], 'reservation_id'>,
    code,
  );
  await tx
    .insert(tables.events)
    .values({ reservation_id: row.id, from_status: null, to_status: 'pending', note: 'Web sitesinden rezervasyon talebi' });
  return row;
}

/**
 * The part of the booking answer both kinds share (contract `unitBookingCreated`):
 * the code, 'pending', the dates, the total and kapora in kuruş, the guest's
 * currency, the address the mail went to and the next steps. The kind adds its
 * unit, length and party.
 */
export function requestAnswer<C>(
  row: { reservation_id: string },
  body: GuestRequest,
  priced: { total_kurus: number; prepayment_kurus: number; in_currency: C },
  nextSteps: RequestNextSteps,
) {
  return {
    reservation_id: row.reservation_id,
    status: 'pending' as const,
    checkin: body.checkin,
    checkout: body.checkout,
    total_price_kurus: priced.total_kurus,
    prepayment_kurus: priced.prepayment_kurus,
    in_currency: priced.in_currency,
    email: body.email,
    next_steps: nextSteps,
  };
}
