'use client';
/**
 * `/dashboard/audit` "İşlem Geçmişi" (issue 20, ADMIN): every change of the audited records,
 * newest first, 50 a page, filtered by user, record type and day range (in the URL). Each
 * row: the time in Istanbul, who, what (linked to the record) and the changed fields.
 */
import { AUDIT_ENTITIES, type AuditEntry } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo } from 'react';
import { UrlClearFilters, UrlDateFilter, UrlSelectFilter, UrlFilterPanel } from '@/components/ui/url-filters';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { AdminOnly } from '@/features/rental-reservations/components/admin-only';
import { useAuditLog } from '../api/audit-api';
import { actionLabel, formatAuditTime, recordHref, recordLabel } from '../lib/audit-labels';
import { AuditChanges } from './audit-changes';
import { LogTable, useLogQuery } from './log-table';
import { ScreenHeader } from '@/components/ui/screen-header';

const FILTERS = ['user_id', 'entity', 'from', 'to'] as const;

export function AuditScreen() {
  // An OWNER gets the placeholder; the server refuses the data as well (a 403 there would end the session).
  return useAdminSession().user_role === 'ADMIN' ? <AuditLog /> : <AdminOnly />;
}

function AuditLog() {
  const { page, query, setParams } = useLogQuery(FILTERS);
  const q = useAuditLog(query);
  const users = useAdminQuery<{ id: number; name: string }[]>('/v1/admin/users/select');

  const columns = useMemo(() => {
    const col = createColumnHelper<AuditEntry>();
    return [
      col.display({
        id: 'when',
        header: 'Zaman / kim',
        cell: (c) => (
          <div className="whitespace-nowrap">
            <time dateTime={c.row.original.at}>{formatAuditTime(c.row.original.at)}</time>
            <div className="text-xs font-medium text-slate-600 dark:text-slate-300">
              {c.row.original.actor?.name ?? c.row.original.actor_label}
            </div>
          </div>
        ),
      }),
      col.display({
        id: 'what',
        header: 'Kayıt',
        cell: (c) => {
          const e = c.row.original;
          const href = recordHref(e);
          const names = q.data?.names;
          const text = recordLabel(e.entity, e.entity_id, names);
          return (
            <div className="whitespace-nowrap">
              {href ? (
                <Link href={href} className="font-semibold text-sea-700 hover:underline dark:text-sea-100">
                  {text}
                </Link>
              ) : (
                <span className="font-semibold">{text}</span>
              )}
              <div className="text-xs text-slate-500 dark:text-slate-400">
                {actionLabel(e.action)}
                {e.parent ? ` · ${recordLabel(e.parent.entity, e.parent.id, names)}` : ''}
              </div>
            </div>
          );
        },
      }),
      col.display({
        id: 'changes',
        header: 'Değişiklikler',
        cell: (c) => (
          <div className="min-w-64 max-w-xl">
            <AuditChanges entry={c.row.original} names={q.data?.names} />
          </div>
        ),
      }),
    ];
  }, [q.data?.names]);

  return (
    <div className="space-y-5">
      <ScreenHeader
        title="İşlem Geçmişi"
        lead="Rezervasyonlar, ödemeler, fiyatlar, blokajlar, villalar, tekneler, kullanıcılar ve ayarlardaki her değişiklik; kim, ne zaman, neyi değiştirdi. Kayıtlar değiştirilemez."
      />
      <UrlFilterPanel label="İşlem geçmişi süzgeçleri" columns="lg:grid-cols-4">
        <UrlSelectFilter
          name="user_id"
          label="Kullanıcı"
          options={(users.data ?? []).map((u) => [u.id, u.name])}
          allLabel="Tüm kullanıcılar"
        />
        <UrlSelectFilter name="entity" label="Kayıt türü" options={Object.entries(AUDIT_ENTITIES)} allLabel="Tüm kayıtlar" />
        <UrlDateFilter name="from" label="Başlangıç tarihi" />
        <UrlDateFilter name="to" label="Bitiş tarihi" />
        <UrlClearFilters keys={FILTERS} className="sm:col-span-2 lg:col-span-4" />
      </UrlFilterPanel>
      <LogTable
        caption="İşlem geçmişi"
        q={q}
        columns={columns}
        page={page}
        onPageChange={(p) => setParams({ page: String(p) })}
      />
    </div>
  );
}
