'use client';
/**
 * The dashboard home's day (issue 20, `GET /v1/admin/home`): today's and
 * tomorrow's arrivals and departures, the requests waiting for an answer,
 * the options lapsing within 24 hours, and the next 14 nights' occupancy
 * as a small table (units held / active units per night). An OWNER gets the
 * same for their own villas.
 */
import type { AttentionItem, DashboardHome } from '@yali/contract';
import Link from 'next/link';
import { useState } from 'react';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { reservationHref } from '@/features/rental-reservations/lib/detail-href';
import { formatDateTime, formatStay } from '@/features/rental-reservations/lib/status';
import { paths } from '@/lib/paths';
import { BoardDayCard } from './board-day';
import { LoadingBlock } from '@/components/ui/loading-block';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

export function HomeToday({ admin }: { admin: boolean }) {
  const q = useAdminQuery<DashboardHome>('/v1/admin/home', { refetchInterval: 60_000 });
  if (q.isPending) {
    return <LoadingBlock className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  }
  if (q.error || !q.data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {q.error?.message ?? 'Günün özeti okunamadı.'}
      </p>
    );
  }
  const home = q.data;
  const [today, tomorrow] = home.board;
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Günün işleri</h2>
        <Link href={paths.dashboard.board} className="text-sm font-medium text-sea-700 hover:underline dark:text-sea-100">
          Giriş / çıkış panosu →
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0 2xl:grid-cols-2">
        {today && <BoardDayCard day={today} admin={admin} title="Bugün" />}
        {tomorrow && <BoardDayCard day={tomorrow} admin={admin} title="Yarın" />}
      </div>
      <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0 lg:grid-cols-2">
        <AttentionList
          title={`Yanıt bekleyen talepler (${home.pending.total})`}
          empty="Bekleyen talep yok."
          items={home.pending.items}
          admin={admin}
          when={(x) => `talep ${formatDateTime(x.created_at)}`}
        />
        <AttentionList
          title={`24 saat içinde biten opsiyonlar (${home.options_expiring.length})`}
          empty="24 saat içinde biten opsiyon yok."
          items={home.options_expiring}
          admin={admin}
          when={(x) => (x.option_expires_at ? `bitiş ${formatDateTime(x.option_expires_at)}` : '')}
        />
      </div>
      <OccupancyStrip strip={home.strip} />
    </div>
  );
}

/** Lists show this many until 'Tümünü göster' is pressed. */
const SHOWN = 5;

function AttentionList({
  title,
  empty,
  items,
  admin,
  when,
}: {
  title: string;
  empty: string;
  items: AttentionItem[];
  admin: boolean;
  when: (x: AttentionItem) => string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <section className={card}>
      <h3 className="mb-2 text-base font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {shown.map((x) => (
            <li key={`${x.unit_kind}-${x.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link
                  href={reservationHref(x, admin)}
                  className="font-mono font-semibold text-sea-700 hover:underline dark:text-sea-100"
                >
                  {x.reservation_id}
                </Link>{' '}
                <span>{x.unit_name}</span>
                <div className="text-xs text-slate-500 dark:text-slate-400">
                  {x.guest_name || '–'} · {formatStay(x.started_at, x.finished_at)}
                </div>
              </div>
              <span className="text-xs text-slate-600 dark:text-slate-400">{when(x)}</span>
            </li>
          ))}
        </ul>
      )}
      {items.length > SHOWN && (
        <button
          type="button"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
          className="mt-2 text-sm font-medium text-sea-700 hover:underline dark:text-sea-100"
        >
          {all ? 'Daha az göster' : `Tümünü göster (${items.length})`}
        </button>
      )}
    </section>
  );
}

const stripDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const stripWeekday = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', timeZone: 'UTC' });

function OccupancyStrip({ strip }: { strip: DashboardHome['strip'] }) {
  const rows = [
    ['Villalar', strip.villas],
    ['Tekneler', strip.boats],
  ] as const;
  const days = strip.villas;
  // The cell's tint grows with the share held; one tint per theme keeps the figures readable on it.
  return (
    <section className={`${card} [--strip-fill:#7fb8dc] dark:[--strip-fill:var(--color-sea-700)]`}>
      <h3 className="mb-2 text-base font-semibold" id="strip-title">
        Önümüzdeki 14 gece
      </h3>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="strip-title">
        <table aria-labelledby="strip-title" className="w-full border-separate border-spacing-1 text-center text-xs">
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                Tür
              </th>
              {days.map((d) => {
                const date = new Date(`${d.date}T00:00:00Z`);
                return (
                  <th key={d.date} scope="col" className="min-w-11 font-medium text-slate-600 dark:text-slate-400">
                    <span className="block">{stripWeekday.format(date)}</span>
                    <span className="block whitespace-nowrap">{stripDay.format(date)}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter(([, list]) => list.length > 0 && (list[0]?.total ?? 0) > 0)
              .map(([label, list]) => (
                <tr key={label}>
                  <th scope="row" className="pr-2 text-left font-medium">
                    {label}
                  </th>
                  {list.map((d) => {
                    const pct = d.total === 0 ? 0 : Math.round((d.held / d.total) * 100);
                    return (
                      <td
                        key={d.date}
                        className="rounded-md px-1 py-1.5 tabular-nums"
                        style={{ background: `color-mix(in srgb, var(--strip-fill) ${pct}%, transparent)` }}
                        title={`${d.held} / ${d.total} dolu`}
                      >
                        <span className="block font-semibold">%{pct}</span>
                        <span className="block text-[0.7rem] opacity-80">
                          {d.held}/{d.total}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Dolu: o gece opsiyonlu, onaylı ya da tamamlanmış bir rezervasyonu veya blokajı olan etkin birimler.
      </p>
    </section>
  );
}
