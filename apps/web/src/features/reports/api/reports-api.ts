'use client';
/** The reports' calls (issue 20): the report of the URL's filters, and the address of its CSV. */
import type { ReportContent } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

/** The query keys a report reads from the address, in the API's names. */
export const REPORT_FILTERS = ['from', 'to', 'group', 'basis', 'currency', 'kind'] as const;

/** `query`: the report's URL query (without '?'). */
export const useReport = (query: string) => useAdminQuery<ReportContent>(`/v1/admin/reports?${query}`);

/** The CSV of the report of `query` (saved under the server's file name). */
export const reportCsvPath = (query: string) => `/v1/admin/reports.csv?${query}`;
