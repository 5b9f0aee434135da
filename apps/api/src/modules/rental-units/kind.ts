/**
 * The rental unit (SPEC §3): a villa or a boat, rented for a half-open range
 * of calendar days [started_at, finished_at) — nights for a villa, rental
 * days for a boat. Both kinds have the same reservation life cycle (statuses,
 * option expiry, history rows, templated mails, no-overlap holds answered as
 * a 409 naming the holder); what differs is named here, once per kind, in a
 * `RentalUnitKind` descriptor (`kinds.ts`) that the shared use cases
 * (`reservation-life-cycle.ts`) take. A third kind is one more descriptor.
 */
import type { ReservationStatus } from '@yali/contract';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type * as schema from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import type { MailVariables } from '../../domain/mail-render.ts';
import type { MailTemplateKey } from '../mail/enqueue-mail.ts';

export type ReservationTable = typeof schema.reservations | typeof schema.boatReservations;
export type ReservationRow = ReservationTable['$inferSelect'];
export type UnitTable = typeof schema.villas | typeof schema.boats;
export type UnitRow = UnitTable['$inferSelect'];

/** The guest counts of a reservation: adults + children (villa) or guests (boat). */
export type Party = Record<string, number>;

/** What a back-office edit of a reservation may carry besides the party (SPEC §7 PUT …/{id}). */
export type ReservationEdit = {
  status?: ReservationStatus | undefined;
  started_at?: string | undefined;
  finished_at?: string | undefined;
  guest_name?: string | undefined;
  guest_email?: string | undefined;
  guest_phone?: string | undefined;
  total_price_kurus?: number | null | undefined;
  option_expires_at?: string | null | undefined;
  note?: string | undefined;
  admin_note?: string | undefined;
};

/**
 * One kind of rental unit, as the reservation use cases need it: its tables,
 * who may see which rows, its Turkish words, its party and capacity rule, its
 * mails and how its no-overlap refusal is named.
 */
export interface RentalUnitKind<Row extends ReservationRow = ReservationRow, Edit extends ReservationEdit = ReservationEdit> {
  /** 'villa' | 'boat': the `kind` of a mail's reservation reference (MailOutboxItem). */
  kind: 'villa' | 'boat';
  reservations: ReservationTable;
  events: typeof schema.reservationEvents | typeof schema.boatReservationEvents;
  units: UnitTable;
  /** The reservation's foreign key to its unit. */
  unitId: typeof schema.reservations.villa_id | typeof schema.boatReservations.boat_id;
  /** The mail outbox column that points at this kind's reservations. */
  mailReservationId: typeof schema.mailOutbox.reservation_id | typeof schema.mailOutbox.boat_reservation_id;
  /** The payments ledger column that points at this kind's reservations. */
  paymentReservationId: typeof schema.payments.reservation_id | typeof schema.payments.boat_reservation_id;
  /** Rows the back office shows under this kind's routes (villa: not the external blockings, listed under /external). */
  listed: SQL | undefined;
  /** Extra condition for `user` (OWNER: own villas only); undefined = no restriction. */
  scope(user: AuthUser): SQL | undefined;
  /** Whether `user` reads the agency's internal note and the guest mails. */
  seesInternals(user: AuthUser): boolean;
  /** Whether opening the reservation by `user` stamps `opened_at` (the unread badge). */
  marksRead(user: AuthUser): boolean;
  texts: {
    notFound: string;
    /** finished_at ≤ started_at after an edit (422). */
    endBeforeStart: string;
    /** Dates or party changed on a cancelled or completed reservation (409). */
    closedEdit: string;
    /** Turkish names of the edited fields, for the history note. */
    fieldLabel: Record<string, string>;
  };
  party: {
    /** The party's columns, in table order. */
    keys: readonly string[];
    /** The party after an edit: the given counts, else the stored ones. */
    edited(edit: Edit, r: Row): Party;
    /** Refuses a party the unit does not take (422); `capacity` is the unit's; may read the agency's guest rules. */
    check(db: Db | Tx, capacity: number, party: Party): Promise<void>;
  };
  mail: {
    templates: Record<'optionGiven' | 'cancelled' | 'confirm' | 'bank', MailTemplateKey>;
    /**
     * Enqueues `template` for reservation `id`'s guest, with `extra` variables on top of the kind's own;
     * null without an address or with an inactive template.
     */
    queue(db: Db | Tx, template: MailTemplateKey, id: number, extra?: Record<string, string>): Promise<{ id: number } | null>;
    /** The kapora reminder (issue 19). */
    kaporaReminder: MailTemplateKey;
    /** The templates written to the guest, which the agent may start a mail from (issue 24). */
    guestTemplates: readonly MailTemplateKey[];
    /** Reservation `id`'s guest address and the variables of the kind's templates; null when unknown. */
    variables(db: Db | Tx, id: number): Promise<{ to: string; variables: MailVariables } | null>;
  };
  /** Rethrows a no-overlap refusal (23P01) as a 409 naming the holder of [startedAt, finishedAt); anything else as is. */
  rethrowHoldConflict(
    db: Db,
    err: unknown,
    hold: { unitId: number; startedAt: string; finishedAt: string; excludeReservationId?: number | undefined },
  ): Promise<never>;
}
