'use client';
/**
 * `/dashboard/occupancy` (SPEC §7 `GET /v1/admin/occupancy?month=YYYY-MM`):
 * every villa × every day of a month. The villa column stays put while the
 * days scroll sideways; each stay is one coloured bar (colour per status and
 * channel, legend above), today's column is marked, and a bar opens its
 * record. The occupancy rate of the month sits under each villa's name
 * (closed nights counted apart). Month in the URL (`?month=`).
 */
import type { OccupancyContent, OccupancyHold } from '@yali/contract';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { paths } from '@/lib/paths';

type Kind = 'option' | 'confirmed' | 'completed' | 'external' | 'ical' | 'closed';

const KIND: Record<Kind, { label: string; bar: string; dot: string }> = {
  confirmed: { label: 'Onaylı', bar: 'bg-emerald-600 text-white', dot: 'bg-emerald-600' },
  option: { label: 'Opsiyon', bar: 'bg-brand-400 text-slate-900', dot: 'bg-brand-400' },
  completed: { label: 'Tamamlandı', bar: 'bg-slate-400 text-white dark:bg-slate-600', dot: 'bg-slate-400 dark:bg-slate-600' },
  external: { label: 'Harici blokaj', bar: 'bg-violet-600 text-white', dot: 'bg-violet-600' },
  ical: { label: 'iCal', bar: 'bg-sky-600 text-white', dot: 'bg-sky-600' },
  closed: {
    label: 'Kapalı tarih',
    bar: 'bg-[repeating-linear-gradient(45deg,#fecdd3_0_6px,#fda4af_6px_12px)] text-rose-950',
    dot: 'bg-rose-300',
  },
};

function kindOf(h: OccupancyHold): Kind {
  if (h.source === 'date') return 'closed';
  if (h.channel === 'external') return 'external';
  if (h.channel === 'ical') return 'ical';
  return h.status === 'option' ? 'option' : h.status === 'completed' ? 'completed' : 'confirmed';
}

const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const pct = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

type Segment = { start: number; length: number; hold: OccupancyHold | null };

/** Consecutive days held by the same record become one segment. */
function segments(days: (OccupancyHold | null)[]): Segment[] {
  const out: Segment[] = [];
  days.forEach((h, i) => {
    const last = out[out.length - 1];
    const same = last && (h === null ? last.hold === null : last.hold?.source === h.source && last.hold?.id === h.id);
    if (same && h !== null) last.length++;
    else out.push({ start: i, length: 1, hold: h });
  });
  return out;
}

export function OccupancyCalendar() {
  const session = useAdminSession();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const month = params.get('month') ?? '';
  const q = useAdminQuery<OccupancyContent>(`/v1/admin/occupancy${month ? `?month=${month}` : ''}`, {
    placeholderData: (p) => p,
  });
  const data = q.data;
  const current = data?.month ?? month;
  const go = (m: string | null) => router.replace(m ? `${pathname}?month=${m}` : pathname);
  const todayIndex = data ? data.days.indexOf(data.today) : -1;
  const admin = session.user_role === 'ADMIN';

  const hrefOf = (h: OccupancyHold, villaId: number) => {
    if (h.source === 'date') return paths.dashboard.villa(villaId);
    if (h.channel === 'external') return `${paths.dashboard.external}?edit=${h.id}`;
    return admin ? paths.dashboard.villaReservation(h.id) : paths.dashboard.ownerReservation(h.id);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Doluluk Takvimi</h1>
          <p className="text-sm capitalize text-slate-600 dark:text-slate-400">
            {current ? monthName.format(new Date(`${current}-01T00:00:00Z`)) : ' '}
          </p>
        </div>
        <nav className="flex items-center gap-2" aria-label="Ay seçimi">
          <Button
            tone="secondary"
            size="sm"
            disabled={!current}
            onClick={() => go(shiftMonth(current, -1))}
            aria-label="Önceki ay"
          >
            <ChevronLeft className="size-4" aria-hidden /> Önceki
          </Button>
          <Button tone="secondary" size="sm" onClick={() => go(null)}>
            Bu ay
          </Button>
          <Button
            tone="secondary"
            size="sm"
            disabled={!current}
            onClick={() => go(shiftMonth(current, 1))}
            aria-label="Sonraki ay"
          >
            Sonraki <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Renk açıklaması">
        {(Object.keys(KIND) as Kind[]).map((k) => (
          <li key={k} className="flex items-center gap-1.5">
            <span
              className={clsx('inline-block size-3.5 rounded-sm', k === 'closed' ? KIND.closed.bar : KIND[k].dot)}
              aria-hidden
            />
            {KIND[k].label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3.5 w-1 rounded-sm bg-red-600" aria-hidden /> Bugün
        </li>
      </ul>

      {q.isError && <p className="text-red-600 dark:text-red-400">{q.error.message}</p>}
      {q.isPending && <div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
      {data && data.villas.length === 0 && <p className="text-slate-600 dark:text-slate-400">Gösterilecek villa yok.</p>}
      {data && data.villas.length > 0 && (
        <div
          className="max-h-[75vh] scroll-pl-56 scroll-pt-12 overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          aria-busy={q.isFetching}
        >
          <table className="border-separate border-spacing-0 text-xs" style={{ minWidth: `${11 + data.days.length * 2.25}rem` }}>
            <caption className="sr-only">Villaların {monthName.format(new Date(`${data.month}-01T00:00:00Z`))} doluluğu</caption>
            <colgroup>
              <col className="w-40 sm:w-52" />
              {data.days.map((d) => (
                <col key={d} className="w-9" />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 top-0 z-30 border-b border-r border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold dark:border-slate-700 dark:bg-slate-800"
                >
                  Villa · doluluk
                </th>
                {data.days.map((d, i) => {
                  const date = new Date(`${d}T00:00:00Z`);
                  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
                  return (
                    <th
                      key={d}
                      scope="col"
                      aria-current={i === todayIndex ? 'date' : undefined}
                      className={clsx(
                        'sticky top-0 z-20 border-b border-slate-200 px-0 py-1 text-center font-medium dark:border-slate-700',
                        i === todayIndex
                          ? 'bg-red-600 text-white'
                          : weekend
                            ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
                            : 'bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                      )}
                    >
                      <span className="block text-sm">{date.getUTCDate()}</span>
                      <span className="block text-[10px]">{weekday.format(date)}</span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {data.villas.map((v) => (
                <tr key={v.id}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-r border-slate-200 bg-white px-3 py-1.5 text-left align-middle font-normal dark:border-slate-700 dark:bg-slate-900"
                  >
                    <span className={clsx('block truncate font-medium', !v.active && 'text-slate-400')} title={v.name}>
                      {v.name}
                    </span>
                    <span className="block text-[11px] text-slate-500 dark:text-slate-400">
                      %{Math.round(v.rate * 100)} dolu · {v.held_nights} gece
                      {v.closed_nights > 0 ? ` · ${v.closed_nights} kapalı` : ''}
                      <span className="sr-only"> ({pct.format(v.rate)})</span>
                    </span>
                  </th>
                  {segments(v.days).map((s) => {
                    const coversToday = todayIndex >= s.start && todayIndex < s.start + s.length;
                    const todayLine = coversToday ? (
                      <span
                        className="pointer-events-none absolute inset-y-0 w-0.5 bg-red-600"
                        style={{ left: `${((todayIndex - s.start + 0.5) / s.length) * 100}%` }}
                        aria-hidden
                      />
                    ) : null;
                    if (!s.hold)
                      return Array.from({ length: s.length }, (_, k) => {
                        const i = s.start + k;
                        return (
                          <td
                            key={`${v.id}-${i}`}
                            className={clsx(
                              'relative h-11 border-b border-slate-100 dark:border-slate-800',
                              i === todayIndex && 'bg-red-50 dark:bg-red-950/40',
                            )}
                          >
                            {i === todayIndex && (
                              <span className="pointer-events-none absolute inset-y-0 left-1/2 w-0.5 bg-red-600" aria-hidden />
                            )}
                          </td>
                        );
                      });
                    const h = s.hold;
                    const k = kindOf(h);
                    const title = `${v.name}: ${KIND[k].label}${h.reservation_id ? ` ${h.reservation_id}` : ''} · ${h.label} · ${dayMonth.format(new Date(`${h.started_at}T00:00:00Z`))} – ${dayMonth.format(new Date(`${h.finished_at}T00:00:00Z`))}`;
                    return (
                      <td
                        key={`${v.id}-${s.start}`}
                        colSpan={s.length}
                        className="relative h-11 border-b border-slate-100 px-px py-1 dark:border-slate-800"
                      >
                        <Link
                          href={hrefOf(h, v.id)}
                          title={title}
                          aria-label={title}
                          className={clsx(
                            'flex h-full items-center overflow-hidden rounded px-1.5 text-[11px] font-semibold whitespace-nowrap hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600',
                            KIND[k].bar,
                          )}
                        >
                          {s.length >= 2 ? (h.reservation_id ?? h.label) : ''}
                        </Link>
                        {todayLine}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
