'use client';
/**
 * `/dashboard/contact` (SPEC §2, §7; 10 per page): contact form messages,
 * newest first, unread in bold; opening one shows it in a side panel and
 * marks it read (the red menu badge goes down); reply by e-mail opens the
 * mail program with the visitor's address.
 */
import { type ContactMessageItem, RESERVATION_REQUEST_LABELS } from '@yali/contract';
import Link from 'next/link';
import { paths } from '@/lib/paths';
import { createColumnHelper } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Mail, MailOpen, Reply } from '@/components/icons';
import { useEffect, useMemo, useState } from 'react';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button, buttonClass } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { Modal } from '@/components/ui/modal';
import { CONTACT_PAGE_SIZE, type ReadFilter, useContactMessages, useOpenMessage, useSetRead } from '../api/contact-messages';

const col = createColumnHelper<ContactMessageItem>();
const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
/**
 * A guest's change or cancellation request (issue 23): its kind and the
 * reservation's code, linked to that reservation's detail.
 */
function RequestTag({ request }: { request: NonNullable<ContactMessageItem['request']> }) {
  const href =
    request.reservation_kind === 'villa'
      ? paths.dashboard.villaReservation(request.reservation_ref)
      : paths.dashboard.boatReservation(request.reservation_ref);
  return (
    <span className="mb-1 inline-flex flex-wrap items-center gap-1.5 text-xs">
      <span
        className={clsx(
          'rounded-full px-2 py-0.5 font-semibold',
          request.kind === 'cancel'
            ? 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100'
            : 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
        )}
      >
        {RESERVATION_REQUEST_LABELS[request.kind]}
      </span>
      <Link href={href} className="font-mono font-semibold text-sea-700 underline dark:text-brand-400">
        {request.reservation_code}
      </Link>
    </span>
  );
}

const FILTERS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'false', label: 'Okunmamış' },
  { value: 'true', label: 'Okunmuş' },
];

export function ContactScreen() {
  const [page, setPage] = useState(1);
  const [read, setRead] = useState<ReadFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useContactMessages(page, read);
  const opened = useOpenMessage(openId);
  const setReadM = useSetRead();
  const client = useQueryClient();

  // Once the server marked it read, refresh the list and the badge.
  useEffect(() => {
    if (opened.data) {
      void client.invalidateQueries({
        predicate: (q) =>
          q.queryKey[0] === 'admin' &&
          (String(q.queryKey[1]).startsWith('/v1/admin/contact/messages?') || q.queryKey[1] === '/v1/admin/unreadcount'),
      });
    }
  }, [opened.data, client]);

  const columns = useMemo(
    () => [
      col.accessor('read', {
        header: () => <span className="sr-only">Durum</span>,
        cell: (c) =>
          c.getValue() ? (
            <MailOpen className="size-4 text-slate-400" aria-label="Okundu" />
          ) : (
            <Mail className="size-4 text-brand-600" aria-label="Okunmadı" />
          ),
      }),
      col.accessor('created_at', {
        header: 'Tarih',
        cell: (c) => <span className="whitespace-nowrap">{when.format(new Date(c.getValue()))}</span>,
      }),
      col.accessor('name', {
        header: 'Gönderen',
        cell: (c) => (
          <button
            type="button"
            onClick={() => setOpenId(c.row.original.id)}
            className={clsx(
              'text-left underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sea-600',
              !c.row.original.read && 'font-bold',
            )}
          >
            {c.getValue()}
            <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{c.row.original.email}</span>
          </button>
        ),
      }),
      col.accessor('message', {
        header: 'Mesaj',
        cell: (c) => (
          <>
            {c.row.original.request && <RequestTag request={c.row.original.request} />}
            <p className={clsx('line-clamp-2 min-w-56 max-w-lg', !c.row.original.read && 'font-semibold')}>{c.getValue()}</p>
          </>
        ),
      }),
    ],
    [],
  );

  const m = opened.data;
  return (
    <div className="space-y-4">
      <ScreenHeader title="İletişim Formu" lead="Siteden gelen mesajlar. Okunmamışlar kalın yazılır.">
        <ToggleGroup
          label="Okunma durumuna göre süz"
          options={FILTERS}
          value={read}
          onChange={(v) => {
            setRead(v);
            setPage(1);
          }}
        />
      </ScreenHeader>
      <PagedTable
        caption="İletişim mesajları"
        query={query}
        columns={columns}
        emptyText="Mesaj yok."
        paging={{ page, size: CONTACT_PAGE_SIZE, onChange: setPage }}
      />
      <Modal open={openId !== null} onClose={() => setOpenId(null)} title={m ? m.name : 'Mesaj'} variant="panel">
        {!m ? (
          <p className="text-sm text-slate-500">Yükleniyor…</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Tarih</dt>
              <dd>{when.format(new Date(m.created_at))}</dd>
              {m.request && (
                <>
                  <dt className="text-slate-500">Talep</dt>
                  <dd>
                    <RequestTag request={m.request} />
                    {m.request.started_at && m.request.finished_at && (
                      <span className="block">
                        İstenen tarihler: {m.request.started_at} – {m.request.finished_at}
                      </span>
                    )}
                  </dd>
                </>
              )}
              <dt className="text-slate-500">E-posta</dt>
              <dd className="break-all">{m.email}</dd>
              {m.phone && (
                <>
                  <dt className="text-slate-500">Telefon</dt>
                  <dd>
                    <a className="underline" href={`tel:${m.phone.replace(/[\s+]/g, '')}`}>
                      {m.phone}
                    </a>
                  </dd>
                </>
              )}
            </dl>
            <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">{m.message}</p>
            <div className="flex flex-wrap gap-2">
              <a
                className={buttonClass('primary')}
                href={`mailto:${m.email}?subject=${encodeURIComponent('Mesajınız hakkında')}&body=${encodeURIComponent(`\n\n> ${m.message.split('\n').join('\n> ')}`)}`}
              >
                <Reply className="size-4" aria-hidden /> E-posta ile yanıtla
              </a>
              <Button
                tone="secondary"
                pending={setReadM.isPending}
                onClick={() => setReadM.mutate({ id: m.id, read: false }, { onSuccess: () => setOpenId(null) })}
              >
                Okunmadı olarak işaretle
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
