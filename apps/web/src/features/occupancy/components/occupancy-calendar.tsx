'use client';
/**
 * `/dashboard/occupancy` (SPEC §7 `GET /v1/admin/occupancy`; issue 24): the
 * occupancy timeline. Villas (or boats, their own tab, ADMIN only) × the days
 * of a month, two weeks or a week; the unit column stays put while the days
 * scroll sideways and the view opens with today in sight. Each stay is one
 * bar (colour per status, channel and blocking source, legend above); a
 * guest's pending request is drawn hatched under the unit, since it holds no
 * night but competes with what does. Empty nights can be selected (drag, or
 * a click / Enter on one night) to add a blocking or a reservation there.
 * Filters by region, owner and type (boats: marina and type). Everything is
 * in the URL, `?highlight={id}` marks a record (the blocking screens link it).
 * An OWNER sees their own villas and may block them.
 */
import type { BoatTypeItem, MarinaItem, OccupancyContent, OccupancyHold, OccupancyRequest, OccupancyVilla } from '@yali/contract';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { BlockingDialog, type BlockingPreset, blockSourceLabel } from '@/features/external/components/blocking-dialog';
import { useOwners, useSearchOptions } from '@/features/villas-admin/api/queries';
import { paths } from '@/lib/paths';
import { useUrlParams } from '@/lib/use-url-params';
import { toast } from 'sonner';

type Kind = 'option' | 'confirmed' | 'completed' | 'blocking' | 'ical' | 'closed' | 'request';

const HATCH_CLOSED = 'bg-[repeating-linear-gradient(45deg,#fecdd3_0_6px,#fda4af_6px_12px)] text-rose-950';
const HATCH_REQUEST =
  'bg-[repeating-linear-gradient(135deg,#fef3c7_0_5px,#fcd34d_5px_10px)] text-amber-950 ring-1 ring-inset ring-amber-500';

const KIND: Record<Kind, { label: string; bar: string }> = {
  confirmed: { label: 'Onaylı', bar: 'bg-emerald-700 text-white' },
  option: { label: 'Opsiyon', bar: 'bg-brand-400 text-slate-900' },
  completed: { label: 'Tamamlandı', bar: 'bg-slate-500 text-white dark:bg-slate-600' },
  blocking: { label: 'Blokaj', bar: 'bg-violet-600 text-white' },
  ical: { label: 'iCal', bar: 'bg-sky-700 text-white' },
  closed: { label: 'Kapalı tarih', bar: HATCH_CLOSED },
  request: { label: 'Talep (bekleyen)', bar: HATCH_REQUEST },
};

function kindOf(h: OccupancyHold): Kind {
  if (h.source === 'date') return 'closed';
  if (h.channel === 'external') return 'blocking';
  if (h.channel === 'ical') return 'ical';
  return h.status === 'option' ? 'option' : h.status === 'completed' ? 'completed' : 'confirmed';
}

const SPANS = [
  { value: 'month', label: 'Ay' },
  { value: 'twoweeks', label: '2 hafta' },
  { value: 'week', label: 'Hafta' },
] as const;
type Span = (typeof SPANS)[number]['value'];
/** Width of a day column per span (rem): a month scrolls, a week fills the screen. */
const DAY_REM: Record<Span, number> = { month: 2.25, twoweeks: 4, week: 7 };

const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' });
const utc = (d: string) => new Date(`${d}T00:00:00Z`);

function shiftDay(day: string, by: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
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

/** Requests laid out in lanes so that overlapping ones do not cover each other. */
function requestLanes(requests: OccupancyRequest[], days: string[]): { req: OccupancyRequest; start: number; end: number }[][] {
  const lanes: { req: OccupancyRequest; start: number; end: number }[][] = [];
  const first = days[0] ?? '';
  for (const req of [...requests].sort((a, b) => a.started_at.localeCompare(b.started_at))) {
    const start = Math.max(0, days.indexOf(req.started_at < first ? first : req.started_at));
    const endDay = days.findIndex((d) => d >= req.finished_at);
    const end = endDay === -1 ? days.length : endDay;
    if (end <= start) continue;
    const lane = lanes.find((l) => (l[l.length - 1]?.end ?? 0) <= start);
    if (lane) lane.push({ req, start, end });
    else lanes.push([{ req, start, end }]);
  }
  return lanes;
}

/** A selected run of empty nights of one unit: indices into `days`, inclusive. */
type Selection = { unit: OccupancyVilla; a: number; b: number };

export function OccupancyCalendar() {
  const session = useAdminSession();
  const admin = session.user_role === 'ADMIN';
  const { params, setParams } = useUrlParams({ scroll: false });
  const p = (k: string) => params.get(k) ?? '';
  const kind = admin && p('kind') === 'boat' ? 'boat' : 'villa';
  const span: Span = p('span') === 'week' || p('span') === 'twoweeks' ? (p('span') as Span) : 'month';
  const highlight = Number(p('highlight')) || null;

  const api = new URLSearchParams();
  if (span === 'month' && p('month')) api.set('month', p('month'));
  if (span !== 'month') {
    api.set('span', span);
    if (p('from')) api.set('from', p('from'));
  }
  if (kind === 'boat') api.set('kind', 'boat');
  for (const k of kind === 'boat' ? ['marina_id', 'type_id'] : ['town_id', 'owner_id', 'type_id']) if (p(k)) api.set(k, p(k));
  const q = useAdminQuery<OccupancyContent>(`/v1/admin/occupancy?${api.toString()}`, { placeholderData: (prev) => prev });
  const data = q.data;

  const step = span === 'week' ? 7 : 14;
  const move = (by: number) => {
    if (!data) return;
    if (span === 'month') setParams({ month: shiftMonth(data.month, by), highlight: null });
    else setParams({ from: shiftDay(data.days[0] ?? data.today, by * step), highlight: null });
  };

  // Opens with today (or the highlighted record) in sight.
  const scroller = useRef<HTMLDivElement>(null);
  const windowKey = data ? `${data.kind}${data.days[0]}${data.days.length}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll once per window shown, not per refetch
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const target =
      box.querySelector<HTMLElement>('[data-highlight="true"]') ?? box.querySelector<HTMLElement>('th[aria-current="date"]');
    if (!target) return;
    const unitCol = box.querySelector<HTMLElement>('thead th')?.offsetWidth ?? 0;
    box.scrollLeft = Math.max(0, target.offsetLeft - unitCol - (box.clientWidth - unitCol) / 3);
  }, [windowKey]);

  const [sel, setSel] = useState<Selection | null>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const [preset, setPreset] = useState<BlockingPreset | null>(null);
  useEffect(() => {
    if (!dragging) return;
    const up = () => {
      setDragging(false);
      setSel((s) => {
        if (s) setChosen(s);
        return null;
      });
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, [dragging]);
  /** Extends the selection from its anchor towards `i`, stopping before a held night. */
  const extend = (unit: OccupancyVilla, i: number) =>
    setSel((s) => {
      if (!s || s.unit.id !== unit.id) return s;
      const dir = i >= s.a ? 1 : -1;
      let b = s.a;
      while (b !== i && unit.days[b + dir] === null) b += dir;
      return { ...s, b };
    });

  const todayIndex = data ? data.days.indexOf(data.today) : -1;
  const boats = data?.kind === 'boat';
  const unitWord = boats ? 'Tekne' : 'Villa';
  const nightWord = boats ? 'gün' : 'gece';
  const hrefOf = (h: OccupancyHold, unitId: number) => {
    if (boats) return paths.dashboard.boatReservation(h.id);
    if (h.source === 'date') return paths.dashboard.villa(unitId);
    if (h.channel === 'external') return admin ? `${paths.dashboard.external}?edit=${h.id}` : paths.dashboard.villa(unitId);
    return admin ? paths.dashboard.villaReservation(h.id) : paths.dashboard.ownerReservation(h.id);
  };
  const title = data
    ? span === 'month'
      ? monthName.format(utc(`${data.month}-01`))
      : `${dayMonth.format(utc(data.days[0] ?? data.today))} – ${dayMonth.format(utc(data.days[data.days.length - 1] ?? data.today))}`
    : ' ';
  const dayRem = DAY_REM[span];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Doluluk Takvimi</h1>
          <p className="text-sm capitalize text-slate-600 dark:text-slate-400">{title}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {admin && (
            <ToggleGroup
              flat
              label="Birim"
              value={kind}
              options={[
                { value: 'villa', label: 'Villalar' },
                { value: 'boat', label: 'Tekneler' },
              ]}
              onChange={(k) =>
                setParams({ kind: k === 'boat' ? 'boat' : null, town_id: null, owner_id: null, type_id: null, marina_id: null })
              }
            />
          )}
          <ToggleGroup
            flat
            label="Görünüm"
            value={span}
            options={SPANS}
            onChange={(v) =>
              setParams({
                span: v === 'month' ? null : v,
                month: v === 'month' && data ? data.month : null,
                from: v !== 'month' && data && span === 'month' && todayIndex === -1 ? (data.days[0] ?? null) : null,
              })
            }
          />
          <nav className="flex items-center gap-2" aria-label="Tarih gezinme">
            <Button tone="secondary" size="sm" disabled={!data} onClick={() => move(-1)} aria-label="Önceki dönem">
              <ChevronLeft className="size-4" aria-hidden /> Önceki
            </Button>
            <Button tone="secondary" size="sm" onClick={() => setParams({ month: null, from: null, highlight: null })}>
              Bugün
            </Button>
            <Button tone="secondary" size="sm" disabled={!data} onClick={() => move(1)} aria-label="Sonraki dönem">
              Sonraki <ChevronRight className="size-4" aria-hidden />
            </Button>
          </nav>
        </div>
      </div>

      <Filters kind={kind} admin={admin} value={p} onChange={(k, v) => setParams({ [k]: v || null })} />

      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Renk açıklaması">
        {(Object.keys(KIND) as Kind[])
          .filter((k) => !boats || !['blocking', 'ical', 'closed'].includes(k))
          .map((k) => (
            <li key={k} className="flex items-center gap-1.5">
              <span className={clsx('inline-block size-3.5 rounded-sm', KIND[k].bar)} aria-hidden />
              {KIND[k].label}
            </li>
          ))}
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3.5 w-1 rounded-sm bg-red-600" aria-hidden /> Bugün
        </li>
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Boş gecelerin üzerinde sürükleyin (ya da bir geceye tıklayın / Enter’a basın):{' '}
        {boats
          ? 'seçilen günler için rezervasyon'
          : admin
            ? 'seçilen geceler için blokaj ya da rezervasyon'
            : 'seçilen geceler için blokaj'}{' '}
        ekleyebilirsiniz.
      </p>

      {q.isError && <p className="text-red-600 dark:text-red-400">{q.error.message}</p>}
      {q.isPending && <div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
      {data && data.villas.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">{boats ? 'Gösterilecek tekne yok.' : 'Gösterilecek villa yok.'}</p>
      )}
      {data && data.villas.length > 0 && (
        <div
          ref={scroller}
          className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm select-none dark:border-slate-800 dark:bg-slate-900"
          aria-busy={q.isFetching}
        >
          <table
            className="w-full border-separate border-spacing-0 text-xs"
            style={{ minWidth: `${9 + data.days.length * dayRem}rem` }}
          >
            <caption className="sr-only">
              {boats ? 'Teknelerin' : 'Villaların'} doluluğu: {title}
            </caption>
            <colgroup>
              <col className="w-28 sm:w-36" />
              {data.days.map((d) => (
                <col key={d} style={{ width: `${dayRem}rem` }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 top-0 z-30 border-b border-r border-slate-200 bg-slate-50 px-2 py-2 text-left font-semibold dark:border-slate-700 dark:bg-slate-800"
                >
                  {unitWord} · doluluk
                </th>
                {data.days.map((d, i) => {
                  const date = utc(d);
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
              {data.villas.map((v) => {
                const lanes = requestLanes(v.requests, data.days);
                const inSel = (i: number) =>
                  (sel?.unit.id === v.id && i >= Math.min(sel.a, sel.b) && i <= Math.max(sel.a, sel.b)) ||
                  (chosen?.unit.id === v.id && i >= Math.min(chosen.a, chosen.b) && i <= Math.max(chosen.a, chosen.b));
                return [
                  <tr key={v.id}>
                    <th
                      scope="row"
                      rowSpan={1 + lanes.length}
                      className="sticky left-0 z-10 border-b border-r border-slate-200 bg-white px-2 py-1.5 text-left align-top font-normal dark:border-slate-700 dark:bg-slate-900"
                    >
                      <span
                        className={clsx('block truncate font-medium', !v.active && 'text-slate-500 dark:text-slate-400')}
                        title={v.name}
                      >
                        {v.name}
                        {!v.active && <span className="sr-only"> (pasif)</span>}
                      </span>
                      <span className="block text-[11px] text-slate-500 dark:text-slate-400">
                        %{Math.round(v.rate * 100)} · {v.held_nights} {nightWord}
                        {v.closed_nights > 0 ? ` · ${v.closed_nights} kapalı` : ''}
                        {v.requests.length > 0 ? ` · ${v.requests.length} talep` : ''}
                      </span>
                    </th>
                    {segments(v.days).map((s) => {
                      const coversToday = todayIndex >= s.start && todayIndex < s.start + s.length;
                      if (!s.hold)
                        return Array.from({ length: s.length }, (_, k) => {
                          const i = s.start + k;
                          const d = data.days[i] ?? '';
                          const past = d < data.today;
                          return (
                            <td
                              key={`${v.id}-${i}`}
                              className={clsx(
                                'relative h-11 border-b border-slate-100 p-0 dark:border-slate-800',
                                i === todayIndex && 'bg-red-50 dark:bg-red-950/40',
                              )}
                            >
                              <button
                                type="button"
                                aria-label={`${v.name}, ${dayLong.format(utc(d))}: boş — seçmek için`}
                                data-night={d}
                                disabled={past}
                                onPointerDown={(e) => {
                                  if (e.button !== 0) return;
                                  setSel({ unit: v, a: i, b: i });
                                  setDragging(true);
                                }}
                                onPointerEnter={() => dragging && extend(v, i)}
                                onKeyDown={(e) => {
                                  if (e.key === 'Enter' || e.key === ' ') {
                                    e.preventDefault();
                                    setChosen({ unit: v, a: i, b: i });
                                  }
                                }}
                                className={clsx(
                                  'absolute inset-0.5 rounded focus-visible:outline-2 focus-visible:outline-sea-600 disabled:cursor-default',
                                  inSel(i)
                                    ? 'bg-violet-300 dark:bg-violet-800'
                                    : 'enabled:hover:bg-slate-100 enabled:dark:hover:bg-slate-800',
                                )}
                              />
                              {i === todayIndex && (
                                <span className="pointer-events-none absolute inset-y-0 left-1/2 w-0.5 bg-red-600" aria-hidden />
                              )}
                            </td>
                          );
                        });
                      const h = s.hold;
                      const k = kindOf(h);
                      const what = k === 'blocking' ? `Blokaj (${blockSourceLabel(h.block_source)})` : KIND[k].label;
                      const label = `${v.name}: ${what}${h.reservation_id ? ` ${h.reservation_id}` : ''} · ${h.label} · ${dayMonth.format(utc(h.started_at))} – ${dayMonth.format(utc(h.finished_at))}`;
                      const lit = highlight !== null && h.source === 'reservation' && h.id === highlight;
                      return (
                        <td
                          key={`${v.id}-${s.start}`}
                          colSpan={s.length}
                          className="relative h-11 border-b border-slate-100 px-px py-1 dark:border-slate-800"
                        >
                          <Link
                            href={hrefOf(h, v.id)}
                            title={label}
                            aria-label={label}
                            data-highlight={lit || undefined}
                            className={clsx(
                              'flex h-full items-center overflow-hidden rounded px-1.5 text-[11px] font-semibold whitespace-nowrap hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600',
                              KIND[k].bar,
                              lit && 'ring-4 ring-amber-400 ring-offset-1 dark:ring-offset-slate-900',
                            )}
                          >
                            {s.length * dayRem >= 4
                              ? k === 'blocking'
                                ? blockSourceLabel(h.block_source)
                                : (h.reservation_id ?? h.label)
                              : ''}
                          </Link>
                          {coversToday && (
                            <span
                              className="pointer-events-none absolute inset-y-0 w-0.5 bg-red-600"
                              style={{ left: `${((todayIndex - s.start + 0.5) / s.length) * 100}%` }}
                              aria-hidden
                            />
                          )}
                        </td>
                      );
                    })}
                  </tr>,
                  ...lanes.map((lane, n) => (
                    <tr key={`${v.id}-lane${n}`}>
                      {laneCells(lane, data.days.length).map((c) =>
                        c.req ? (
                          <td
                            key={`${v.id}-r${c.req.id}`}
                            colSpan={c.length}
                            className="h-6 border-b border-slate-100 px-px py-0.5 dark:border-slate-800"
                          >
                            <Link
                              href={
                                boats
                                  ? paths.dashboard.boatReservation(c.req.id)
                                  : admin
                                    ? paths.dashboard.villaReservation(c.req.id)
                                    : paths.dashboard.ownerReservation(c.req.id)
                              }
                              aria-label={`${v.name}: Talep ${c.req.reservation_id} · ${c.req.label} · ${dayMonth.format(utc(c.req.started_at))} – ${dayMonth.format(utc(c.req.finished_at))}`}
                              title={`Talep ${c.req.reservation_id} · ${c.req.label}`}
                              className={clsx(
                                'flex h-full items-center overflow-hidden rounded px-1.5 text-[10px] font-semibold whitespace-nowrap',
                                HATCH_REQUEST,
                              )}
                            >
                              {c.length * dayRem >= 4 ? `Talep · ${c.req.label}` : ''}
                            </Link>
                          </td>
                        ) : (
                          <td
                            key={`${v.id}-gap${c.start}`}
                            colSpan={c.length}
                            className="h-6 border-b border-slate-100 dark:border-slate-800"
                          />
                        ),
                      )}
                    </tr>
                  )),
                ];
              })}
            </tbody>
          </table>
        </div>
      )}

      <Modal open={chosen !== null} onClose={() => setChosen(null)} title="Seçilen tarihler" size="sm">
        {chosen && data && (
          <RangeChoice
            selection={chosen}
            days={data.days}
            boats={boats}
            admin={admin}
            onBlock={(p) => {
              setChosen(null);
              setPreset(p);
            }}
          />
        )}
      </Modal>
      <BlockingDialog
        open={preset !== null}
        preset={preset ?? undefined}
        onClose={() => setPreset(null)}
        onSaved={(b) => {
          toast.success(`${b.reservation_id} blokajı eklendi.`);
          setPreset(null);
          setParams({ highlight: String(b.id) });
        }}
      />
    </div>
  );
}

/** Cells of one request lane: the requests and the gaps between them. */
function laneCells(lane: { req: OccupancyRequest; start: number; end: number }[], width: number) {
  const out: { start: number; length: number; req?: OccupancyRequest }[] = [];
  let at = 0;
  for (const r of lane) {
    if (r.start > at) out.push({ start: at, length: r.start - at });
    out.push({ start: r.start, length: r.end - r.start, req: r.req });
    at = r.end;
  }
  if (at < width) out.push({ start: at, length: width - at });
  return out;
}

/** What to do with a selected run of empty nights: block it (villas) or book it. */
function RangeChoice({
  selection,
  days,
  boats,
  admin,
  onBlock,
}: {
  selection: Selection;
  days: string[];
  boats: boolean;
  admin: boolean;
  onBlock: (p: BlockingPreset) => void;
}) {
  const lo = Math.min(selection.a, selection.b);
  const hi = Math.max(selection.a, selection.b);
  const first = days[lo] ?? '';
  const last = days[hi] ?? '';
  const checkout = shiftDay(last, 1);
  const count = hi - lo + 1;
  const unit = selection.unit;
  const book = boats
    ? `${paths.dashboard.boatReservationNew}?boat_id=${unit.id}&first_day=${first}&last_day=${last}`
    : `${paths.dashboard.villaReservationNew}?villa_id=${unit.id}&started_at=${first}&finished_at=${checkout}`;
  return (
    <div className="space-y-4 text-sm">
      <p>
        <span className="font-semibold">{unit.name}</span>
        <br />
        {boats
          ? `${dayMonth.format(utc(first))} – ${dayMonth.format(utc(last))} (${count} gün)`
          : `Giriş ${dayMonth.format(utc(first))}, çıkış ${dayMonth.format(utc(checkout))} (${count} gece)`}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        {!boats && (
          <Button
            tone={admin ? 'secondary' : 'primary'}
            onClick={() => onBlock({ villa_id: unit.id, villa_name: unit.name, started_at: first, finished_at: checkout })}
          >
            Blokaj ekle
          </Button>
        )}
        {admin && (
          <Link
            href={book}
            className="inline-flex items-center rounded-lg bg-sea-700 px-4 py-2 font-semibold text-white hover:bg-sea-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            Rezervasyon oluştur
          </Link>
        )}
      </div>
    </div>
  );
}

/** Region, owner and type (villas) or marina and type (boats), in the URL. */
function Filters({
  kind,
  admin,
  value,
  onChange,
}: {
  kind: 'villa' | 'boat';
  admin: boolean;
  value: (k: string) => string;
  onChange: (k: string, v: string) => void;
}) {
  const options = useSearchOptions();
  const owners = useOwners(admin && kind === 'villa');
  // Admin-only reads, asked only on the boats tab (an OWNER never sees it).
  const marinas = useAdminQuery<{ items: MarinaItem[] }>(kind === 'boat' ? '/v1/admin/marina?take=100' : null);
  const boatTypes = useAdminQuery<{ items: BoatTypeItem[] }>(kind === 'boat' ? '/v1/admin/boattypes?take=100' : null);
  const select = (key: string, label: string, all: string, items: { id: number; name: string }[]) => (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <select value={value(key)} onChange={(e) => onChange(key, e.target.value)} className={inputClass}>
        <option value="">{all}</option>
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div
      role="search"
      aria-label="Takvim süzgeçleri"
      className="grid grid-cols-2 gap-3 [&>*]:min-w-0 sm:grid-cols-3 lg:grid-cols-4"
    >
      {kind === 'villa' ? (
        <>
          {select(
            'town_id',
            'Bölge',
            'Tüm bölgeler',
            (options.data?.towns ?? []).map((t) => ({ id: t.town_id, name: t.name })),
          )}
          {admin && select('owner_id', 'Ev sahibi', 'Tüm ev sahipleri', owners.data ?? [])}
          {select('type_id', 'Villa tipi', 'Tüm tipler', options.data?.types ?? [])}
        </>
      ) : (
        <>
          {select(
            'marina_id',
            'Marina',
            'Tüm marinalar',
            (marinas.data?.items ?? []).map((m) => ({ id: m.marina_id, name: m.name })),
          )}
          {select('type_id', 'Tekne tipi', 'Tüm tipler', boatTypes.data?.items ?? [])}
        </>
      )}
    </div>
  );
}
