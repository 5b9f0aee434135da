'use client';
/**
 * The payments ledger's calls (issue 19): a reservation's ledger (villa or
 * boat, by its collection path), recording and reversing entries, the kapora
 * reminder, the payments list and the due lists. Every write refreshes the
 * admin reads (the ledger, the reservation, its lists and the due lists).
 */
import type { PaymentCreate, PaymentsDue, PaymentsPage, ReservationPayments } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

/** `reservationsPath`: the kind's collection, e.g. '/v1/admin/reservations'. */
export const ledgerPath = (reservationsPath: string, id: number) => `${reservationsPath}/${id}/payments`;

export const useReservationPayments = (reservationsPath: string, id: number) =>
  useAdminQuery<ReservationPayments>(ledgerPath(reservationsPath, id));

/** An overpayment (409 OVERPAYMENT) raises no toast: the form asks the question. */
export function useRecordPayment(reservationsPath: string, id: number) {
  return useAdminMutation<PaymentCreate, ReservationPayments>({
    request: (body) => ({ method: 'POST', path: ledgerPath(reservationsPath, id), body }),
    success: (r) => (r.confirmed ? 'Ödeme kaydedildi; rezervasyon onaylandı.' : 'Ödeme kaydedildi.'),
    invalidate: ['/v1/admin'],
    quietCodes: ['OVERPAYMENT'],
  });
}

export function useReversePayment() {
  return useAdminMutation<{ id: number; note: string }>({
    request: ({ id, note }) => ({ method: 'POST', path: `/v1/admin/payments/${id}/reverse`, body: { note } }),
    success: 'Ödeme kaydı geri alındı.',
    invalidate: ['/v1/admin'],
  });
}

export function useKaporaReminder(reservationsPath: string, id: number) {
  return useAdminMutation<void>({
    request: () => ({ method: 'POST', path: `${reservationsPath}/${id}/kapora-reminder` }),
    success: 'Kapora hatırlatma e-postası kuyruğa alındı.',
    invalidate: ['/v1/admin'],
  });
}

/** `query`: the list's URL query (without '?'). */
export const usePayments = (query: string) => useAdminQuery<PaymentsPage>(`/v1/admin/payments?${query}`);
export const usePaymentsDue = () => useAdminQuery<PaymentsDue>('/v1/admin/payments/due');
