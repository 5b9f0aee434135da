/**
 * The colours of a reservation's status in 'Rezervasyonlarım' (issues 5, 7, 23). Its words — the label
 * (same as the contract's RESERVATION_STATUS_LABELS in Turkish) and the explanation, told differently for
 * a boat (days, not nights; a trip, not a stay) — are the `Client.MyReservations` messages `status.<status>`,
 * `villaText.<status>` and `boatText.<status>` (issue 18).
 */
import type { ReservationStatus } from '@yali/contract';

export const STATUS_CLASS: Record<ReservationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  option: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  cancelled: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
  completed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};
