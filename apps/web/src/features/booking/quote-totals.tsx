/**
 * The closing rows of a booking quote, shared by the villa and the boat
 * booking sections (SPEC §4 "Quote"): the total and the prepayment in the
 * visitor's currency (kuruş from the API, or the quote's converted amounts),
 * and the one note that payment is taken in TL at the stated rate. `fx` is
 * the quote's `in_currency` when the visitor chose another currency, else null.
 */
import type { Currency } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { useLocale, useTranslations } from 'next-intl';
import { INTL_TAG } from '@/i18n/paths';
import type { ChosenStay } from './chosen-stay';
import { formatMinor } from './format';

export type QuoteFx = {
  currency: Currency;
  rate: number;
  total_minor: number;
  prepayment_minor: number;
};

/** A row of the quote's `<dl>`. */
export const quoteRow = 'flex items-baseline justify-between gap-3 py-1.5';

/** The quote's converted amounts (`in_currency`) when the visitor chose a currency other than TL, else null. */
export function quoteFx(quote: { in_currency: QuoteFx | null }, currency: Currency): QuoteFx | null {
  return quote.in_currency && currency !== 'TL' ? quote.in_currency : null;
}

/**
 * How a quote shows an amount of kuruş: in TL, or — when the visitor chose
 * another currency — converted at the quote's own rate (`fx.rate`, TL per
 * unit, rounded to minor units as the API's `toMinor` does), so that every
 * line of one screen is in one currency (issue 23). Display only: the API's
 * TL amounts stay what is charged.
 */
export function moneyOf(fx: QuoteFx | null, locale?: Locale): (kurus: number) => string {
  if (!fx) return (kurus) => formatMinor(kurus, 'TL', locale);
  return (kurus) => formatMinor(Math.round(kurus / fx.rate), fx.currency, locale);
}

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
  /** data-testid of the total. */
  testId: string;
}) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  // The quote's own converted total and kapora where it gives them (no second rounding).
  const total = fx ? formatMinor(fx.total_minor, fx.currency, locale) : formatMinor(totalKurus, 'TL', locale);
  const prepayment = fx ? formatMinor(fx.prepayment_minor, fx.currency, locale) : formatMinor(prepaymentKurus, 'TL', locale);
  return (
    <>
      <div className={`${quoteRow} text-base font-bold text-slate-900 dark:text-white`}>
        <dt>{t('total')}</dt>
        <dd className="text-right tabular-nums" data-testid={testId}>
          {total}
        </dd>
      </div>
      <div className={quoteRow}>
        <dt>
          {t('prepayment', { percent: prepaymentPercent })}
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t('prepaymentWhen')}</span>
        </dt>
        <dd className="text-right tabular-nums">{prepayment}</dd>
      </div>
    </>
  );
}

/**
 * Under the quote when another currency is shown, the one note of the screen:
 * payment is taken in TL — the total and the kapora in TL — at the stated rate.
 */
export function FxNote({ fx, totalKurus, prepaymentKurus }: { fx: QuoteFx | null; totalKurus: number; prepaymentKurus: number }) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  if (!fx) return null;
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="quote-fx-note">
      {t('fxNote', {
        total: formatMinor(totalKurus, 'TL', locale),
        prepayment: formatMinor(prepaymentKurus, 'TL', locale),
        currency: t(`fx${fx.currency}`),
        rate: fx.rate.toLocaleString(INTL_TAG[locale]),
      })}
    </p>
  );
}

/**
 * The header's stay of a quote (chosen-stay.ts): its total and the average of
 * its nights or days (`nightsKurus` ÷ `count`; for a villa without the
 * cleaning fee), in the quote's currency — the quote's own converted total
 * (`in_currency.total_minor`) when the visitor chose another currency. Null
 * when the quote has no price.
 */
export function stayOfQuote(
  quote: { total_kurus: number | null; in_currency: QuoteFx | null },
  opts: { unit: ChosenStay['unit']; count: number; nightsKurus: number | null; currency: Currency; locale?: Locale },
): ChosenStay | null {
  if (quote.total_kurus === null || opts.nightsKurus === null || opts.count < 1) return null;
  const fx = quoteFx(quote, opts.currency);
  return {
    unit: opts.unit,
    count: opts.count,
    total: fx ? formatMinor(fx.total_minor, fx.currency, opts.locale) : formatMinor(quote.total_kurus, 'TL', opts.locale),
    average: moneyOf(fx, opts.locale)(Math.round(opts.nightsKurus / opts.count)),
  };
}
