/** Enumerations shared by API and web (SPEC §3, DESIGN §3). */
import { z } from 'zod';

export const UserRole = z.enum(['ADMIN', 'OWNER']);
export type UserRole = z.infer<typeof UserRole>;

export const Currency = z.enum(['TL', 'DOLLAR', 'EURO', 'POUND']);
export type Currency = z.infer<typeof Currency>;

/** Reservation life cycle of DESIGN §3. `pending` does not hold the dates. */
export const ReservationStatus = z.enum(['pending', 'option', 'confirmed', 'cancelled', 'completed']);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

export const ReservationChannel = z.enum(['web', 'admin', 'external', 'ical']);
export type ReservationChannel = z.infer<typeof ReservationChannel>;

/** Statuses that hold a villa's dates against other bookings. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['option', 'confirmed'];
