'use client';
/**
 * `/dashboard/reports` "Raporlar" (issue 20; definitions in decision 014):
 * summary cards with the change against the same period last year, a
 * revenue chart and an occupancy chart (each with its table view), and the
 * table of the chosen grouping with its CSV. Filters live in the URL: the
 * period (default: this year to today), stay or booking dates, grouping,
 * currency, and for an ADMIN villas or boats. An OWNER sees their own
 * villas (the server decides).
 */
import type { ReportContent, ReportFigures, ReportGroup } from '@yali/contract';
import { ScreenHeader } from '@/components/ui/screen-header';
import { UrlDateFilter, UrlFilterPanel, UrlSelectFilter } from '@/components/ui/url-filters';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { DownloadButton } from '@/features/dashboard/components/download-button';
import { formatDate } from '@/lib/format';
import { useUrlParams } from '@/lib/use-url-params';
import { REPORT_FILTERS, reportCsvPath, useReport } from '../api/reports-api';
import { type ChartPoint, ReportChart } from './report-chart';
import { changeOf, type FigureColumn, figureColumns, formatMoney, formatPercent } from './report-format';

const GROUP_LABELS: Record<ReportGroup, string> = {
  month: 'Ay',
  unit: 'Villa',
  region: 'Bölge',
  type: 'Tür',
  channel: 'Kanal',
  owner: 'Ev sahibi',
};
/** Most bars a non-monthly chart shows (the largest by revenue); the table has them all. */
const CHART_ROWS = 12;

export function ReportsScreen() {
  const session = useAdminSession();
  const admin = session.user_role === 'ADMIN';
  const { params, setParams } = useUrlParams();
  const query = new URLSearchParams();
  const boats = admin && params.get('kind') === 'boat';
  for (const k of REPORT_FILTERS) {
    const v = params.get(k);
    if (v) query.set(k, v);
  }
  // An owner's boats or owner grouping would answer 403, which ends the session (adminRead): not asked.
  if (!admin) query.delete('kind');
  if (query.get('group') === 'owner' && (!admin || boats)) query.delete('group');
  const q = useReport(query.toString());
  const unit = boats ? 'Gün' : 'Gece';
  const groupLabels = { ...GROUP_LABELS, unit: boats ? 'Tekne' : 'Villa', region: boats ? 'Marina' : 'Bölge' };
  const groups = (Object.keys(GROUP_LABELS) as ReportGroup[]).filter(
    (g) => g !== 'month' && !(g === 'owner' && (!admin || boats)),
  );

  return (
    <div className="space-y-5">
      <ScreenHeader
        title={admin ? 'Raporlar' : 'Raporlarım'}
        lead={
          <>
            {boats ? 'Tekne kiralama günleri' : 'Villa geceleri'}, doluluk ve gelir; geçen yılın aynı dönemiyle karşılaştırmalı.
          </>
        }
      >
        <DownloadButton path={reportCsvPath(query.toString())} fallbackName="rapor.csv" label="CSV indir" />
      </ScreenHeader>

      {admin && (
        <div
          role="group"
          aria-label="Villa / tekne"
          className="inline-flex rounded-lg border border-slate-300 p-1 dark:border-slate-700"
        >
          {(
            [
              ['', 'Villalar'],
              ['boat', 'Tekneler'],
            ] as const
          ).map(([value, label]) => {
            const active = (params.get('kind') ?? '') === value || (value === '' && params.get('kind') === 'villa');
            return (
              <button
                key={label}
                type="button"
                aria-pressed={active}
                onClick={() => setParams({ kind: value, group: params.get('group') === 'owner' ? null : params.get('group') })}
                className={`rounded-md px-4 py-1.5 text-sm font-medium ${
                  active
                    ? 'bg-sea-700 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}

      <UrlFilterPanel label="Rapor süzgeçleri" columns="lg:grid-cols-5">
        <UrlDateFilter name="from" label="Başlangıç tarihi" />
        <UrlDateFilter name="to" label="Bitiş tarihi" />
        <UrlSelectFilter
          name="basis"
          label="Tarih esası"
          allLabel="Konaklama tarihleri"
          options={[['booking', 'Rezervasyon tarihleri']]}
        />
        <UrlSelectFilter
          name="group"
          label="Gruplama"
          allLabel="Aylara göre"
          options={groups.map((g) => [g, `${groupLabels[g]}`])}
        />
        <UrlSelectFilter
          name="currency"
          label="Para birimi"
          allLabel="TL (TRY)"
          options={[
            ['EUR', 'Euro (EUR)'],
            ['USD', 'Dolar (USD)'],
            ['GBP', 'Sterlin (GBP)'],
          ]}
        />
      </UrlFilterPanel>

      {q.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Rapor hazırlanıyor…</span>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
            ))}
          </div>
          <div className="h-72 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
        </div>
      ) : q.error ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {q.error.message}
        </p>
      ) : (
        <ReportBody report={q.data} unit={unit} groupLabel={groupLabels[q.data.group]} />
      )}
    </div>
  );
}

function ReportBody({ report, unit, groupLabel }: { report: ReportContent; unit: 'Gece' | 'Gün'; groupLabel: string }) {
  const columns = figureColumns(unit);
  const currentLabel = `${formatDate(report.from)} – ${formatDate(report.to)}`;
  const previousLabel = 'Geçen yıl';
  const empty =
    report.totals.current.stays === 0 && report.totals.current.nights_sold === 0 && report.totals.current.cancellations === 0;
  const chartRows =
    report.group === 'month'
      ? report.rows
      : [...report.rows].sort((a, b) => b.current.revenue - a.current.revenue).slice(0, CHART_ROWS);
  const points = (pick: (f: ReportFigures) => number | null): ChartPoint[] =>
    chartRows.map((r) => ({ label: r.label, current: pick(r.current), previous: pick(r.previous) }));
  const hasOccupancy = report.totals.current.occupancy !== null;
  const money = (v: number | null) => formatMoney(v, report.currency);

  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Dönem: <strong>{currentLabel}</strong>; karşılaştırma: {formatDate(report.previous_from)} –{' '}
        {formatDate(report.previous_to)}.
        {report.currency !== 'TRY' &&
          ` Tutarlar bugünkü kurla çevrildi (1 ${report.currency} = ${report.rate.replace('.', ',')} TL), konaklama günündeki kurla değil.`}
      </p>
      {empty && (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
          Bu dönemde satış ya da iptal yok; süzgeçleri değiştirip yeniden deneyin.
        </p>
      )}
      <SummaryCards report={report} columns={columns} />

      <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0 xl:grid-cols-2">
        <ReportChart
          title={report.group === 'month' ? 'Aylık gelir' : `${groupLabel} bazında gelir`}
          type="bar"
          points={points((f) => f.revenue)}
          format={money}
          currentLabel={currentLabel}
          previousLabel={previousLabel}
        />
        {hasOccupancy ? (
          <ReportChart
            title={report.group === 'month' ? 'Aylık doluluk' : `${groupLabel} bazında doluluk`}
            type={report.group === 'month' ? 'line' : 'bar'}
            points={points((f) => f.occupancy)}
            format={formatPercent}
            currentLabel={currentLabel}
            previousLabel={previousLabel}
          />
        ) : (
          <ReportChart
            title={`Satılan ${unit.toLocaleLowerCase('tr-TR')}`}
            type="bar"
            points={points((f) => f.nights_sold)}
            format={(v) => (v === null ? '–' : v.toLocaleString('tr-TR'))}
            currentLabel={currentLabel}
            previousLabel={previousLabel}
          />
        )}
      </div>

      <FiguresTable report={report} columns={columns} groupLabel={groupLabel} />
      <Definitions unit={unit} />
    </>
  );
}

/** The change against last year, coloured by whether it is good news. */
function Change({
  current,
  previous,
  lowerIsBetter,
}: {
  current: number | null;
  previous: number | null;
  lowerIsBetter?: boolean;
}) {
  const text = changeOf(current, previous);
  if (text === null) return <span className="text-slate-500 dark:text-slate-400">–</span>;
  const up = (current ?? 0) > (previous ?? 0);
  const good = lowerIsBetter ? !up : up;
  return <span className={good ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}>{text}</span>;
}

function SummaryCards({ report, columns }: { report: ReportContent; columns: FigureColumn[] }) {
  const { current, previous } = report.totals;
  return (
    <dl aria-label="Özet" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {columns.map((c) => (
        <div
          key={c.key}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{c.label}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-figure={c.key}>
            {c.format(current, report.currency)}
          </dd>
          <dd className="text-xs text-slate-600 dark:text-slate-400">
            Geçen yıl {c.format(previous, report.currency)} ·{' '}
            <Change current={current[c.key]} previous={previous[c.key]} lowerIsBetter={c.lowerIsBetter} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FiguresTable({ report, columns, groupLabel }: { report: ReportContent; columns: FigureColumn[]; groupLabel: string }) {
  const cell = (current: ReportFigures, previous: ReportFigures, c: FigureColumn) => (
    <>
      <div className="font-medium">{c.format(current, report.currency)}</div>
      <div className="text-xs text-slate-500 dark:text-slate-400">
        {c.format(previous, report.currency)} ·{' '}
        <Change current={current[c.key]} previous={previous[c.key]} lowerIsBetter={c.lowerIsBetter} />
      </div>
    </>
  );
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="px-4 pt-4 text-base font-semibold">{groupLabel} bazında tablo</h2>
      <p className="px-4 pb-2 text-xs text-slate-600 dark:text-slate-400">
        Her hücrede üstte bu dönem, altta geçen yıl ve değişim.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[960px] text-sm">
          <caption className="sr-only">{groupLabel} bazında rapor; bu dönem ve geçen yıl</caption>
          <thead>
            <tr className="border-y border-slate-200 bg-slate-50 text-left dark:border-slate-800 dark:bg-slate-800/50">
              <th scope="col" className="px-4 py-2 font-medium">
                {groupLabel}
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-2 text-right font-medium">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-6 text-center text-slate-600 dark:text-slate-400">
                  Bu dönem için satır yok.
                </td>
              </tr>
            )}
            {report.rows.map((r) => (
              <tr key={r.key} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {r.label}
                </th>
                {columns.map((c) => (
                  <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                    {cell(r.current, r.previous, c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
              <th scope="row" className="px-4 py-2 text-left">
                Toplam
              </th>
              {columns.map((c) => (
                <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                  {cell(report.totals.current, report.totals.previous, c)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** What each figure counts (decision 014), on the page as the issue asks. */
function Definitions({ unit }: { unit: 'Gece' | 'Gün' }) {
  const word = unit.toLocaleLowerCase('tr-TR');
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-2 text-base font-semibold">Tanımlar</h2>
      {/* Stacked on a phone, term beside text from md on: the texts are long. */}
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        {(
          [
            [
              'Doluluk',
              `Satılan ${word} ÷ müsait ${word}. Müsait ${word}: her aktif birim için dönemin günleri, ev sahibinin kendi kullanımı için kapattığı ${word}ler hariç. Ajansın girdiği ya da iCal/Airbnb'den gelen blokajlar başka yerde yapılmış satış sayılır: ne satılmış ne müsait dışı.`,
            ],
            [
              `Satılan ${word}`,
              `Onaylı ve tamamlanmış rezervasyonların (web ve ofis) dönem içindeki ${word}leri; opsiyonlar sayılmaz. Çıkış günü ${word} değildir; aylara ${word} ${word} bölünür.`,
            ],
            [
              'Gelir',
              `Rezervasyon tutarı ${word}lere eşit bölünür (kuruş artığı ${unit === 'Gece' ? 'son geceye' : 'son güne'}), her ay kendi payını alır.`,
            ],
            ['ADR / RevPAR', `ADR = gelir ÷ satılan ${word}; RevPAR = gelir ÷ müsait ${word}.`],
            [
              'Ort. konaklama ve öncelik',
              `Giriş tarihi dönemde olan konaklamalar: ${word} sayısı ortalaması; rezervasyon gününden girişe gün ortalaması.`,
            ],
            ['İptal', 'Giriş tarihi (rezervasyon esasında: oluşturulma tarihi) dönemde olan iptal edilmiş rezervasyonlar.'],
            [
              'Rezervasyon tarihleri',
              `Rezervasyon, yapıldığı aya bütün olarak yazılır; müsait ${word}, doluluk ve RevPAR bu esasta gösterilmez.`,
            ],
            ['Geçen yıl', 'Aynı takvim günleri bir yıl önce (29 Şubat → 28 Şubat).'],
          ] as const
        ).map(([term, text]) => (
          <div key={term} className="py-1.5 md:flex md:gap-4">
            <dt className="font-medium md:w-52 md:shrink-0">{term}</dt>
            <dd className="text-slate-600 dark:text-slate-400">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
