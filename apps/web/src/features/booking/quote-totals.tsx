/**
 * The closing rows of a booking quote, shared by the villa and the boat
 * booking sections (SPEC §4 "Quote"): the total and the prepayment in TL
 * (kuruş from the API) with their equivalent in the visitor's currency, and
 * the note that payments are taken in TL. `fx` is the quote's `in_currency`
 * when the visitor chose another currency, else null.
 */
import type { Currency } from '@yali/contract';
import { formatMinor } from './format';

export type QuoteFx = {
  currency: Currency;
  rate: number;
  total_minor: number;
  prepayment_minor: number;
};

/** A row of the quote's `<dl>`. */
export const quoteRow = 'flex items-baseline justify-between gap-3 py-1.5';

const CURRENCY_NAMES: Partial<Record<Currency, string>> = { EURO: 'Euro', DOLLAR: 'Dolar', POUND: 'Sterlin' };

export function QuoteTotalRows({
  totalKurus,
  prepaymentKurus,
  prepaymentPercent,
  fx,
  testId,
}: {
  totalKurus: number;
  prepaymentKurus: number;
  prepaymentPercent: number;
  fx: QuoteFx | null;
  /** data-testid of the total (and `${testId}-fx` of its equivalent). */
  testId: string;
}) {
  return (
    <>
      <div className={`${quoteRow} text-base font-bold text-slate-900 dark:text-white`}>
        <dt>Toplam</dt>
        <dd className="text-right tabular-nums">
          <span data-testid={testId}>{formatMinor(totalKurus, 'TL')}</span>
          {fx && (
            <span className="block text-sm font-semibold text-sea-700 dark:text-brand-400" data-testid={`${testId}-fx`}>
              ≈ {formatMinor(fx.total_minor, fx.currency)}
            </span>
          )}
        </dd>
      </div>
      <div className={quoteRow}>
        <dt>
          Ön ödeme (kapora, %{prepaymentPercent})
          <span className="block text-xs text-slate-500 dark:text-slate-400">Opsiyon süresinde havale ile</span>
        </dt>
        <dd className="text-right tabular-nums">
          {formatMinor(prepaymentKurus, 'TL')}
          {fx && (
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              ≈ {formatMinor(fx.prepayment_minor, fx.currency)}
            </span>
          )}
        </dd>
      </div>
    </>
  );
}

/** Under the quote when another currency is shown: the equivalent is for information, payment is in TL. */
export function FxNote({ fx }: { fx: QuoteFx | null }) {
  if (!fx) return null;
  return (
    <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
      Ödemeler Türk lirası ile alınır; döviz karşılığı 1 {CURRENCY_NAMES[fx.currency] ?? fx.currency} ={' '}
      {fx.rate.toLocaleString('tr-TR')} TL kuruyla bilgi amaçlıdır.
    </p>
  );
}
