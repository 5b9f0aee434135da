import type { PricePeriod } from '@yali/contract';
import { CardPrice, PeriodPriceTable } from '@/components/public/period-price-table';
import { Money } from '@/features/currency/money';
import { periodMinimum } from '@/features/booking/min-stay';
import { checkinDaysLabel } from '../lib/labels';

/**
 * Price periods of a villa that have not ended yet, earliest first: nightly
 * price, minimum stay (the period's, never below the villa's own `minStay`,
 * as the booking section applies it) and check-in day.
 */
export function PriceTable({ periods, today, minStay }: { periods: PricePeriod[]; today: string; minStay: number }) {
  const coming = periods.filter((p) => p.end_date >= today).sort((a, b) => a.start_date.localeCompare(b.start_date));
  return (
    <PeriodPriceTable
      periods={coming}
      caption="Dönemlere göre gecelik fiyatlar"
      empty="Bu villa için güncel fiyat bulunmuyor. Fiyat için lütfen bizi arayın."
      columns={[
        { header: 'Gecelik fiyat', cell: (p) => <Money kurus={p.nightly_price_kurus} />, price: true },
        { header: 'En az konaklama', cell: (p) => `en az ${periodMinimum(p.min_nights, minStay)} gece` },
        { header: 'Giriş günü', cell: (p) => checkinDaysLabel(p.checkin_weekdays) },
      ]}
      card={(p) => (
        <>
          <CardPrice per="gecelik">
            <Money kurus={p.nightly_price_kurus} />
          </CardPrice>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            en az {periodMinimum(p.min_nights, minStay)} gece · Giriş günü: {checkinDaysLabel(p.checkin_weekdays)}
          </p>
        </>
      )}
    />
  );
}
