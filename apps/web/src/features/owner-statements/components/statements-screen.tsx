'use client';
/**
 * `/dashboard/statements` (issue 19): an owner's monthly statements. The
 * ADMIN picks an owner and a month, sees the statement (open: computed now;
 * closed: frozen), closes the month after a confirmation, records payouts
 * and expenses, sets commission rates and downloads PDF/CSV. An OWNER sees
 * the same page for themselves only, read-only. Owner and month live in the
 * URL (`?owner=&month=`) so that a statement can be linked.
 */
import { formatStatementAmount, formatStatementMonth, STATEMENT_STATUS_LABEL, type StatementMonthItem } from '@yali/contract';
import { clsx } from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { Badge, SelectField } from '@/components/ui/form-fields';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { useOwnerOptions, useStatementYear } from '../api/owner-statements';
import { CommissionRates } from './commission-rates';
import { StatementDetail } from './statement-detail';

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Istanbul month before the current one: the month an agency usually closes next. */
function previousMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export const STATUS_TONE = { closed: 'green', open: 'gold', skipped: 'slate' } as const;

export function StatementsScreen() {
  const session = useAdminSession();
  const isAdmin = session.user_role === 'ADMIN';
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const ownerParam = Number(params.get('owner'));
  const ownerId = isAdmin ? (Number.isInteger(ownerParam) && ownerParam > 0 ? ownerParam : null) : session.id;
  const monthParam = params.get('month') ?? '';
  const month = MONTH_RE.test(monthParam) ? monthParam : previousMonth();
  const year = Number(month.slice(0, 4));

  const owners = useOwnerOptions(isAdmin);
  const overview = useStatementYear(ownerId, year);

  const go = (next: { owner?: number | null; month?: string }) => {
    const sp = new URLSearchParams();
    const o = next.owner === undefined ? ownerId : next.owner;
    if (isAdmin && o) sp.set('owner', String(o));
    sp.set('month', next.month ?? month);
    router.replace(`${pathname}?${sp}`);
  };

  return (
    <div className="space-y-6">
      <ScreenHeader
        title={isAdmin ? 'Ev Sahibi Hesap Dökümleri' : 'Hesap Dökümlerim'}
        lead="Konaklamaların kirası, acente komisyonu, giderler, ödemeler ve devreden bakiye; ay ay."
      >
        {isAdmin && (
          <SelectField
            label="Ev sahibi"
            className="w-full sm:w-72"
            value={ownerId ?? ''}
            placeholder={owners.isPending ? 'Yükleniyor…' : 'Ev sahibi seçin'}
            options={(owners.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            onChange={(e) => go({ owner: e.target.value ? Number(e.target.value) : null })}
          />
        )}
      </ScreenHeader>

      {isAdmin && owners.isError && (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {owners.error.message}
        </p>
      )}
      {ownerId === null ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400">
          Hesap dökümlerini görmek için bir ev sahibi seçin.
        </div>
      ) : (
        <>
          <section aria-labelledby="year-heading" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="year-heading" className="text-lg font-semibold">
                {year} yılı
              </h2>
              <nav className="flex items-center gap-2" aria-label="Yıl seçimi">
                <Button tone="secondary" size="sm" onClick={() => go({ month: `${year - 1}-12` })} aria-label="Önceki yıl">
                  <ChevronLeft className="size-4" aria-hidden /> {year - 1}
                </Button>
                <Button tone="secondary" size="sm" onClick={() => go({ month: `${year + 1}-01` })} aria-label="Sonraki yıl">
                  {year + 1} <ChevronRight className="size-4" aria-hidden />
                </Button>
              </nav>
            </div>
            {overview.isError && (
              <p role="alert" className="text-red-600 dark:text-red-400">
                {overview.error.message}
              </p>
            )}
            {overview.isPending && <div className="h-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
            {overview.data && <MonthGrid months={overview.data.months} selected={month} onSelect={(m) => go({ month: m })} />}
            {overview.data && overview.data.months.length === 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-400">Bu yıl için henüz hesap dökümü yok.</p>
            )}
          </section>

          <StatementDetail ownerId={ownerId} month={month} isAdmin={isAdmin} />
          {isAdmin && <CommissionRates ownerId={ownerId} />}
        </>
      )}
    </div>
  );
}

/** Scrolls a sideways-scrolling row of months (phones) so that the selected month is in its middle; the page itself does not move. */
function centreInRow(button: HTMLButtonElement | null) {
  const item = button?.parentElement;
  const row = item?.parentElement;
  if (!button || !item || !row || row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = item.offsetLeft - row.offsetLeft - (row.clientWidth - item.offsetWidth) / 2;
}

/**
 * The year's months as buttons: status and the balance carried, the selected one highlighted. A row that
 * scrolls sideways on a phone (the selected month scrolled into view), a grid from `sm` up.
 */
function MonthGrid({
  months,
  selected,
  onSelect,
}: {
  months: StatementMonthItem[];
  selected: string;
  onSelect: (m: string) => void;
}) {
  return (
    <ul
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 sm:grid sm:grid-cols-3 sm:overflow-visible lg:grid-cols-6"
      aria-label="Aylar"
    >
      {months.map((m) => (
        <li key={m.month} className="w-40 shrink-0 sm:w-auto">
          <button
            ref={m.month === selected ? centreInRow : undefined}
            type="button"
            onClick={() => onSelect(m.month)}
            aria-current={m.month === selected ? 'true' : undefined}
            className={clsx(
              'h-full w-full rounded-lg border p-2.5 text-left text-sm shadow-sm transition-colors',
              m.month === selected
                ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-500/40 dark:bg-brand-700/20'
                : 'border-slate-200 bg-white hover:border-brand-300 dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <span className="block font-medium">{formatStatementMonth(m.month)}</span>
            <span className="mt-1 block">
              <Badge tone={STATUS_TONE[m.status]}>{STATEMENT_STATUS_LABEL[m.status]}</Badge>
            </span>
            <span className="mt-1 block tabular-nums text-xs text-slate-600 dark:text-slate-400">
              {m.totals
                ? `Bakiye ${formatStatementAmount(m.totals.closing_balance_kurus)}`
                : m.carried_by
                  ? `${formatStatementMonth(m.carried_by)} dökümünde`
                  : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
