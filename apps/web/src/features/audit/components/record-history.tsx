'use client';
/**
 * The "Geçmiş" of one record (issue 20): who changed what and when, newest first, with the
 * changes of the rows that belong to it (a reservation's payments, a villa's price periods,
 * closed dates and iCal feeds). Shown on the reservation detail and the villa and boat editors.
 */
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@yali/contract';
import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { useRecordHistory } from '../api/audit-api';
import { actionLabel, formatAuditTime, type RecordNames, recordLabel } from '../lib/audit-labels';
import { AuditChanges } from './audit-changes';
import { LoadingBlock } from '@/components/ui/loading-block';

/** `recordPath`: the record's admin path, e.g. '/v1/admin/reservations/12'. */
export function RecordHistory({ recordPath }: { recordPath: string }) {
  const [page, setPage] = useState(1);
  const q = useRecordHistory(recordPath, `skip=${(page - 1) * AUDIT_PAGE_SIZE}&take=${AUDIT_PAGE_SIZE}`);
  return (
    <section aria-labelledby="record-history" className="space-y-3">
      <h2 id="record-history" className="text-lg font-semibold">
        Geçmiş
      </h2>
      {q.isPending ? (
        <LoadingBlock className="h-20 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ) : q.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {q.error.message}
        </p>
      ) : !q.data || q.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Kayıt yok.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {q.data.items.map((e) => (
            <HistoryItem key={e.id} entry={e} names={q.data.names} />
          ))}
        </ol>
      )}
      {(q.data?.total ?? 0) > AUDIT_PAGE_SIZE && (
        <Pagination page={page} pageSize={AUDIT_PAGE_SIZE} total={q.data?.total ?? 0} onPageChange={setPage} />
      )}
    </section>
  );
}

function HistoryItem({ entry, names }: { entry: AuditEntry; names: RecordNames }) {
  return (
    <li className="space-y-1 p-3" data-testid="history-item">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold">{entry.actor?.name ?? entry.actor_label}</span>
        <time dateTime={entry.at} className="text-xs text-slate-500 dark:text-slate-400">
          {formatAuditTime(entry.at)}
        </time>
      </div>
      <div className="text-xs text-slate-500 dark:text-slate-400">
        {/* A row that belongs to the record (a payment, a price period) says what it is. */}
        {entry.parent ? `${recordLabel(entry.entity, entry.entity_id, names)} · ` : ''}
        {actionLabel(entry.action)}
      </div>
      <AuditChanges entry={entry} names={names} />
    </li>
  );
}
