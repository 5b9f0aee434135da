import type { PublicBoatPrice } from '@yali/contract';
import { useTranslations } from 'next-intl';
import { Money } from '@/features/currency/money';
import { CardPrice, PeriodPriceTable } from '../period-price-table';

/** A boat's price periods that have not ended (the API sends only those), in the visitor's currency: daily, weekly, minimum days. */
export function BoatPriceTable({ periods }: { periods: PublicBoatPrice[] }) {
  const t = useTranslations('UnitPage');
  return (
    <PeriodPriceTable
      periods={periods}
      caption={t('boatPriceCaption')}
      empty={t('boatNoPrice')}
      columns={[
        { header: t('dailyPrice'), cell: (p) => <Money kurus={p.daily_price_kurus} />, price: true },
        {
          header: t('weeklyPrice'),
          price: true,
          cell: (p) =>
            p.weekly_price_kurus === null ? (
              <span className="font-normal text-slate-600 dark:text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">yok</span>
              </span>
            ) : (
              <Money kurus={p.weekly_price_kurus} />
            ),
        },
        { header: t('minRental'), cell: (p) => t('atLeastDays', { count: p.min_days }) },
      ]}
      card={(p) => (
        <>
          <CardPrice per={t('perDay')}>
            <Money kurus={p.daily_price_kurus} />
          </CardPrice>
          {p.weekly_price_kurus !== null && (
            <CardPrice per={t('perWeek')} size="base">
              <Money kurus={p.weekly_price_kurus} />
            </CardPrice>
          )}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('atLeastDays', { count: p.min_days })}</p>
        </>
      )}
    />
  );
}
