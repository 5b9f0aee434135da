/**
 * How the reports screen writes its figures (tr-TR): money from the minor
 * unit of the report's currency, occupancy as a percent, the change against
 * last year as a signed percent.
 */
import type { ReportCurrency, ReportFigures } from '@yali/contract';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1250000 (minor unit) in TRY → '₺12.500'; null → '–'. */
export function formatMoney(minor: number | null, currency: ReportCurrency): string {
  if (minor === null) return '–';
  let f = moneyFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, f);
  }
  return f.format(Math.round(minor / 100));
}

/** 0.4567 → '%45,7'; null → '–'. */
export function formatPercent(ratio: number | null): string {
  return ratio === null ? '–' : `%${(ratio * 100).toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;
}

/** A count or an average, tr-TR ('3,5'); null → '–'. */
export function formatNumber(value: number | null): string {
  return value === null ? '–' : value.toLocaleString('tr-TR', { maximumFractionDigits: 2 });
}

/** The change from `previous` to `current` in percent ('+12,5%'); null when last year had nothing. */
export function changeOf(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null || previous === 0) return null;
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  const text = Math.abs(pct).toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  return `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}%${text}`;
}

/** One figure of the report: its heading, and how to read and write it. */
export type FigureColumn = {
  key: keyof ReportFigures;
  label: string;
  format: (f: ReportFigures, currency: ReportCurrency) => string;
  /** A rise is bad news (cancellations). */
  lowerIsBetter?: boolean;
};

/** The figures in the order of the cards and the tables; `unit` is 'Gece' or 'Gün'. */
export function figureColumns(unit: 'Gece' | 'Gün'): FigureColumn[] {
  const word = unit.toLocaleLowerCase('tr-TR');
  return [
    { key: 'nights_sold', label: `Satılan ${word}`, format: (f) => formatNumber(f.nights_sold) },
    { key: 'occupancy', label: 'Doluluk', format: (f) => formatPercent(f.occupancy) },
    { key: 'revenue', label: 'Gelir', format: (f, c) => formatMoney(f.revenue, c) },
    { key: 'adr', label: 'ADR', format: (f, c) => formatMoney(f.adr, c) },
    { key: 'revpar', label: 'RevPAR', format: (f, c) => formatMoney(f.revpar, c) },
    { key: 'alos', label: `Ort. konaklama (${word})`, format: (f) => formatNumber(f.alos) },
    { key: 'lead_time_days', label: 'Ort. öncelik (gün)', format: (f) => formatNumber(f.lead_time_days) },
    { key: 'cancellations', label: 'İptal', format: (f) => formatNumber(f.cancellations), lowerIsBetter: true },
  ];
}
