import type { PricePeriod } from '@yali/contract';
import { CardPrice, PeriodPriceTable } from '@/components/public/period-price-table';
import { Money } from '@/features/currency/money';
import { checkinDaysLabel } from '../lib/labels';

/** Price periods of a villa that have not ended yet, earliest first: nightly price, minimum stay, check-in day. */
export function PriceTable({ periods, today }: { periods: PricePeriod[]; today: string }) {
  const coming = periods.filter((p) => p.end_date >= today).sort((a, b) => a.start_date.localeCompare(b.start_date));
  return (
    <PeriodPriceTable
      periods={coming}
      caption="Dönemlere göre gecelik fiyatlar"
      empty="Bu villa için güncel fiyat bulunmuyor. Fiyat için lütfen bizi arayın."
      columns={[
        { header: 'Gecelik fiyat', cell: (p) => <Money kurus={p.nightly_price_kurus} />, price: true },
        { header: 'En az konaklama', cell: (p) => `en az ${p.min_nights} gece` },
        { header: 'Giriş günü', cell: (p) => checkinDaysLabel(p.checkin_weekdays) },
      ]}
      card={(p) => (
        <>
          <CardPrice per="gecelik">
            <Money kurus={p.nightly_price_kurus} />
          </CardPrice>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            en az {p.min_nights} gece · Giriş günü: {checkinDaysLabel(p.checkin_weekdays)}
          </p>
        </>
      )}
    />
  );
}
