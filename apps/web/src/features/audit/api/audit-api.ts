'use client';
/**
 * The audit log's and login history's calls (issue 20): the global log, one record's
 * history, everyone's logins (ADMIN) and the caller's own last logins. All reads: the log
 * cannot be changed through the application.
 */
import type { AuditPage, LoginPage } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

/** `query`: the URL query without '?'. */
export const useAuditLog = (query: string) => useAdminQuery<AuditPage>(`/v1/admin/audit?${query}`);

/** `recordPath`: the record's admin path, e.g. '/v1/admin/reservations/12'. */
export const useRecordHistory = (recordPath: string, query: string) => useAdminQuery<AuditPage>(`${recordPath}/history?${query}`);

export const useLogins = (query: string) => useAdminQuery<LoginPage>(`/v1/admin/logins?${query}`);
export const useOwnLogins = () => useAdminQuery<LoginPage>('/v1/admin/me/logins');
