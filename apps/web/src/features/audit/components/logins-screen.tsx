'use client';
/**
 * `/dashboard/logins` "Giriş Geçmişi" (issue 20, ADMIN): every login attempt of the last 30
 * days, successful or not, with the address it came from; filtered by e-mail, outcome and
 * days (in the URL), 50 a page.
 */
import type { LoginEntry } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { inputClass } from '@/components/ui/form-fields';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { AdminOnly } from '@/features/rental-reservations/components/admin-only';
import { UrlDateFilter, UrlSelectFilter, UrlFilterPanel } from '@/components/ui/url-filters';
import { useLogins } from '../api/audit-api';
import { formatAuditTime } from '../lib/audit-labels';
import { LogTable, useLogQuery } from './log-table';
import { LoginOutcome } from './own-logins';
import { ScreenHeader } from '@/components/ui/screen-header';

const FILTERS = ['email', 'success', 'from', 'to'] as const;

export function LoginsScreen() {
  // An OWNER gets the placeholder; the server refuses the data as well (a 403 there would end the session).
  return useAdminSession().user_role === 'ADMIN' ? <LoginLog /> : <AdminOnly />;
}

function LoginLog() {
  const { page, query, params, setParams } = useLogQuery(FILTERS);
  const q = useLogins(query);

  const columns = useMemo(() => {
    const col = createColumnHelper<LoginEntry>();
    return [
      col.display({
        id: 'at',
        header: 'Zaman',
        cell: (c) => (
          <time dateTime={c.row.original.at} className="whitespace-nowrap">
            {formatAuditTime(c.row.original.at)}
          </time>
        ),
      }),
      col.accessor('email', { header: 'E-posta', cell: (c) => <span className="break-all">{c.getValue()}</span> }),
      col.accessor('ip', { header: 'Adres', cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
      col.display({ id: 'success', header: 'Sonuç', cell: (c) => <LoginOutcome success={c.row.original.success} /> }),
    ];
  }, []);

  return (
    <div className="space-y-5">
      <ScreenHeader title="Giriş Geçmişi" lead="Son 30 günün başarılı ve başarısız giriş denemeleri, geldikleri adresle." />
      <UrlFilterPanel label="Giriş geçmişi süzgeçleri" columns="lg:grid-cols-4">
        <label className="space-y-1 text-sm">
          <span className="block font-medium">E-posta</span>
          <input
            type="search"
            defaultValue={params.get('email') ?? ''}
            onChange={(e) => setParams({ email: e.target.value.trim() || null, page: null })}
            className={inputClass}
          />
        </label>
        <UrlSelectFilter
          name="success"
          label="Sonuç"
          options={[
            ['true', 'Başarılı'],
            ['false', 'Başarısız'],
          ]}
        />
        <UrlDateFilter name="from" label="Başlangıç tarihi" />
        <UrlDateFilter name="to" label="Bitiş tarihi" />
      </UrlFilterPanel>
      <LogTable
        caption="Giriş denemeleri"
        q={q}
        columns={columns}
        page={page}
        onPageChange={(p) => setParams({ page: String(p) })}
      />
    </div>
  );
}
