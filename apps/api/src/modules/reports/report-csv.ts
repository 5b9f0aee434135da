/**
 * The report as CSV (issue 20, "CSV export of every table"): one line per
 * row and a total line, each figure of this period next to last year's,
 * Excel-friendly as the payments CSV is (lib/csv.ts).
 */
import type { ReportContent, ReportFigures, ReportGroup } from '@yali/contract';
import { kurusToCsv, toCsv } from '../../lib/csv.ts';

const GROUP_HEADERS: Record<ReportGroup, string> = {
  month: 'Ay',
  unit: 'Birim',
  region: 'Bölge',
  type: 'Tür',
  channel: 'Kanal',
  owner: 'Ev sahibi',
};

/** A decimal with a comma ('45,2'); empty for a figure that has no value. */
const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const money = (value: number | null) => (value === null ? '' : kurusToCsv(value));

/** The figures as CSV fields, in the order of the header's names. */
function fields(f: ReportFigures): (string | number)[] {
  return [
    f.nights_sold,
    f.nights_available ?? '',
    f.occupancy === null ? '' : decimal(Math.round(f.occupancy * 10_000) / 100),
    money(f.revenue),
    money(f.adr),
    money(f.revpar),
    f.stays,
    decimal(f.alos),
    decimal(f.lead_time_days),
    f.cancellations,
  ];
}

/** The report as an Excel CSV document; the unit word is 'gece' for villas, 'gün' for boats. */
export function reportCsv(report: ReportContent): string {
  const unitWord = report.kind === 'boat' ? 'gün' : 'gece';
  const cur = report.currency;
  const names = [
    `Satılan ${unitWord}`,
    `Müsait ${unitWord}`,
    'Doluluk %',
    `Gelir (${cur})`,
    `ADR (${cur})`,
    `RevPAR (${cur})`,
    'Konaklama',
    `Ort. konaklama (${unitWord})`,
    'Ort. rezervasyon öncesi gün',
    'İptal',
  ];
  const header = [GROUP_HEADERS[report.group], ...names.flatMap((n) => [n, `${n} (geçen yıl)`])];
  const line = (label: string, current: ReportFigures, previous: ReportFigures) => {
    const a = fields(current);
    const b = fields(previous);
    return [label, ...a.flatMap((v, i) => [v, b[i] ?? ''])];
  };
  return toCsv([
    header,
    ...report.rows.map((r) => line(r.label, r.current, r.previous)),
    line('Toplam', report.totals.current, report.totals.previous),
  ]);
}
