import type { PricePeriod } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { useLocale, useTranslations } from 'next-intl';
import { CardPrice, PeriodPriceTable } from '@/components/public/period-price-table';
import { Money } from '@/features/currency/money';
import { periodMinimum } from '@/features/booking/min-stay';
import { checkinDaysLabel } from '../lib/labels';

/**
 * Price periods of a villa that have not ended yet, earliest first: nightly
 * price, minimum stay (the period's, never below the villa's own `minStay`,
 * as the booking section applies it) and check-in day, in the page's language.
 */
export function PriceTable({ periods, today, minStay }: { periods: PricePeriod[]; today: string; minStay: number }) {
  const t = useTranslations('UnitPage');
  const locale = useLocale() as Locale;
  const days = (p: PricePeriod) => checkinDaysLabel(p.checkin_weekdays, locale, t('everyDay'));
  const coming = periods.filter((p) => p.end_date >= today).sort((a, b) => a.start_date.localeCompare(b.start_date));
  return (
    <PeriodPriceTable
      periods={coming}
      caption={t('villaPriceCaption')}
      empty={t('villaNoPrice')}
      columns={[
        { header: t('nightlyPrice'), cell: (p) => <Money kurus={p.nightly_price_kurus} />, price: true },
        { header: t('minStay'), cell: (p) => t('atLeastNights', { count: periodMinimum(p.min_nights, minStay) }) },
        { header: t('checkinDay'), cell: days },
      ]}
      card={(p) => (
        <>
          <CardPrice per={t('perNight')}>
            <Money kurus={p.nightly_price_kurus} />
          </CardPrice>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('atLeastNights', { count: periodMinimum(p.min_nights, minStay) })} · {t('checkinDayLine', { days: days(p) })}
          </p>
        </>
      )}
    />
  );
}
