'use client';
/**
 * "Gönderilen e-postalar" (DESIGN §3 "Mail"): the outbox, newest first, 20 a
 * page (`GET /v1/admin/mail/outbox`), with the text of each mail one click
 * away and a filter by reservation code (villa 'YL…' or boat 'YT…'). Each
 * mail links to its villa or boat reservation and names the villa or boat. ADMIN only.
 */
import type { MailOutboxItem } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { PagedTable } from '@/components/ui/paged-table';
import { Badge, SearchInput } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/features/rental-reservations/lib/status';
import { useUrlParams } from '@/lib/use-url-params';

const PAGE = 20;
const col = createColumnHelper<MailOutboxItem>();
const STATUS: Record<MailOutboxItem['status'], { label: string; tone: 'slate' | 'green' | 'red' }> = {
  pending: { label: 'Kuyrukta', tone: 'slate' },
  sent: { label: 'Gönderildi', tone: 'green' },
  failed: { label: 'Gönderilemedi', tone: 'red' },
};

export function MailOutbox() {
  const { params, setParams } = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const code = params.get('code') ?? '';
  const [text, setText] = useState(code);
  const [open, setOpen] = useState<MailOutboxItem | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed code restarts the debounce
  useEffect(() => {
    if (text === code) return;
    const t = window.setTimeout(() => setParams({ code: text.trim(), page: null }), 250);
    return () => window.clearTimeout(t);
  }, [text]);

  const sp = new URLSearchParams({ skip: String((page - 1) * PAGE), take: String(PAGE) });
  if (code) sp.set('reservation_id', code);
  const q = useAdminQuery<{ items: MailOutboxItem[]; total: number }>(`/v1/admin/mail/outbox?${sp.toString()}`, {
    placeholderData: (p) => p,
  });

  const columns = useMemo(
    () => [
      col.accessor('created_at', { header: 'Tarih', cell: (c) => formatDateTime(c.getValue()) }),
      col.accessor('to', { header: 'Alıcı' }),
      col.accessor('subject', {
        header: 'Konu',
        cell: (c) => (
          <button
            type="button"
            onClick={() => setOpen(c.row.original)}
            className="max-w-md truncate text-left font-medium text-sea-700 hover:underline focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-sea-100"
          >
            {c.getValue()}
          </button>
        ),
      }),
      col.accessor('reservation', {
        header: 'Rezervasyon',
        cell: (c) => {
          const r = c.getValue();
          if (!r) return '–';
          const boat = r.kind === 'boat';
          return (
            <span className="flex flex-col">
              <Link
                href={boat ? paths.dashboard.boatReservation(r.id) : paths.dashboard.villaReservation(r.id)}
                aria-label={`${r.reservation_id} — ${boat ? 'tekne' : 'villa'} rezervasyonu: ${r.name}`}
                className="font-mono text-sea-700 hover:underline dark:text-sea-100"
              >
                {r.reservation_id}
              </Link>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {boat ? 'Tekne' : 'Villa'}: {r.name}
              </span>
            </span>
          );
        },
      }),
      col.accessor('status', {
        header: 'Durum',
        cell: (c) => <Badge tone={STATUS[c.getValue()].tone}>{STATUS[c.getValue()].label}</Badge>,
      }),
    ],
    [],
  );

  return (
    <div className="space-y-4">
      <ScreenHeader
        title="Gönderilen E-postalar"
        lead={<>SMTP tanımlı değilse e-postalar burada kuyrukta bekler. {q.data ? `${q.data.total} e-posta` : ''}</>}
      >
        <SearchInput label="Rezervasyon kodu" value={text} onChange={(e) => setText(e.target.value)} className="w-64" />
      </ScreenHeader>
      <PagedTable
        caption="Gönderilen e-postalar"
        query={q}
        columns={columns}
        emptyText="E-posta yok."
        paging={{ page, size: PAGE, onChange: (p) => setParams({ page: String(p) }) }}
      />
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.subject ?? ''} size="lg">
        {open && (
          <div className="space-y-2 text-sm">
            <p className="text-slate-600 dark:text-slate-400">
              Alıcı: {open.to} · {formatDateTime(open.created_at)} · {STATUS[open.status].label}
              {open.reservation &&
                ` · ${open.reservation.reservation_id} (${open.reservation.kind === 'boat' ? 'Tekne' : 'Villa'}: ${open.reservation.name})`}
            </p>
            <pre className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans dark:bg-slate-800">{open.text}</pre>
          </div>
        )}
      </Modal>
    </div>
  );
}
