'use client';
/**
 * Reads and writes of the owner statements (issue 19): the year overview,
 * one month's statement, commission rates, expenses and payouts, closing a
 * month, and the PDF/CSV downloads. An OWNER calls the same reads for
 * themselves (the API answers another owner's with 404).
 */
import type {
  CommissionRateCreate,
  CommissionRateItem,
  OwnerExpenseCreate,
  OwnerExpenseItem,
  OwnerPayoutCreate,
  OwnerPayoutItem,
  OwnerStatement,
  StatementList,
} from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { adminDownload, useAdminQuery } from '@/features/dashboard/api/admin-fetch';

const STATEMENTS = '/v1/admin/owner-statements';
const EXPENSES = '/v1/admin/owner-expenses';
const PAYOUTS = '/v1/admin/owner-payouts';
const rates = (ownerId: number) => `/v1/admin/owners/${ownerId}/commission-rates`;
/** Every read a write can change: the statements, the lists and the rates. */
const MONEY_READS = [STATEMENTS, EXPENSES, PAYOUTS, '/v1/admin/owners/'];

export type OwnerOption = { id: number; name: string; email: string };

/** Owners for the admin's picker (`null`: not an admin, nothing to fetch). */
export const useOwnerOptions = (enabled: boolean) =>
  useAdminQuery<OwnerOption[]>(enabled ? '/v1/admin/users/select?role=OWNER' : null);

export const useStatementYear = (ownerId: number | null, year: number) =>
  useAdminQuery<StatementList>(ownerId ? `${STATEMENTS}?owner_id=${ownerId}&year=${year}` : null, {
    placeholderData: (prev) => prev,
  });

export const useStatement = (ownerId: number | null, month: string | null) =>
  useAdminQuery<OwnerStatement>(ownerId && month ? `${STATEMENTS}/${ownerId}/${month}` : null, { retry: false });

export const useCommissionRates = (ownerId: number | null, enabled: boolean) =>
  useAdminQuery<CommissionRateItem[]>(ownerId && enabled ? rates(ownerId) : null);

export function useCloseMonth() {
  return useAdminMutation<{ ownerId: number; month: string; label: string }, OwnerStatement>({
    request: ({ ownerId, month }) => ({ method: 'POST', path: `${STATEMENTS}/${ownerId}/${month}/close` }),
    success: (_s, v) => `${v.label} hesap dökümü kapatıldı.`,
    invalidate: MONEY_READS,
  });
}

export function useAddPayout(onDone: () => void) {
  return useAdminMutation<OwnerPayoutCreate, OwnerPayoutItem>({
    request: (body) => ({ method: 'POST', path: PAYOUTS, body }),
    success: 'Ödeme kaydedildi.',
    invalidate: MONEY_READS,
    onSuccess: onDone,
  });
}

export function useAddExpense(onDone: () => void) {
  return useAdminMutation<OwnerExpenseCreate, OwnerExpenseItem>({
    request: (body) => ({ method: 'POST', path: EXPENSES, body }),
    success: 'Gider kaydedildi.',
    invalidate: MONEY_READS,
    onSuccess: onDone,
  });
}

export function useDeleteEntry() {
  return useAdminMutation<{ kind: 'expense' | 'payout'; id: number }, { id: number }>({
    request: ({ kind, id }) => ({ method: 'DELETE', path: `${kind === 'expense' ? EXPENSES : PAYOUTS}/${id}` }),
    success: (_r, v) => (v.kind === 'expense' ? 'Gider silindi.' : 'Ödeme silindi.'),
    invalidate: MONEY_READS,
  });
}

export function useAddRate(ownerId: number, onDone: () => void) {
  return useAdminMutation<CommissionRateCreate, CommissionRateItem>({
    request: (body) => ({ method: 'POST', path: rates(ownerId), body }),
    success: 'Komisyon oranı eklendi.',
    invalidate: MONEY_READS,
    onSuccess: onDone,
  });
}

/**
 * Downloads a statement as PDF or CSV. The API takes the session's bearer
 * token beside its HttpOnly cookie (a plain link would carry the cookie
 * only, which the API refuses by design), so the file is fetched with both
 * and handed to the browser as a download.
 */
export function downloadStatement(ownerId: number, month: string, ext: 'pdf' | 'csv'): Promise<void> {
  return adminDownload(`${STATEMENTS}/${ownerId}/${month}.${ext}`, `hesap-dokumu-${month}.${ext}`);
}
