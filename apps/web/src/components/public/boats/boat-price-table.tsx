import type { PublicBoatPrice } from '@yali/contract';
import { Money } from '@/features/currency/money';
import { CardPrice, PeriodPriceTable } from '../period-price-table';

/** A boat's price periods that have not ended (the API sends only those), in the visitor's currency: daily, weekly, minimum days. */
export function BoatPriceTable({ periods }: { periods: PublicBoatPrice[] }) {
  return (
    <PeriodPriceTable
      periods={periods}
      caption="Dönemlere göre günlük ve haftalık fiyatlar"
      empty="Bu tekne için güncel fiyat bulunmuyor. Fiyat için lütfen bizi arayın."
      columns={[
        { header: 'Günlük fiyat', cell: (p) => <Money kurus={p.daily_price_kurus} />, price: true },
        {
          header: 'Haftalık fiyat',
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
        { header: 'En az kiralama', cell: (p) => `en az ${p.min_days} gün` },
      ]}
      card={(p) => (
        <>
          <CardPrice per="günlük">
            <Money kurus={p.daily_price_kurus} />
          </CardPrice>
          {p.weekly_price_kurus !== null && (
            <CardPrice per="haftalık" size="base">
              <Money kurus={p.weekly_price_kurus} />
            </CardPrice>
          )}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">en az {p.min_days} gün</p>
        </>
      )}
    />
  );
}
