import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { Money } from '@/features/currency/money';

/**
 * A boat's price in the visitor's currency: with a searched rental its total
 * ('3 gün toplam ₺60.000'), otherwise the lowest daily rate still to come
 * ('günlük ₺20.000’den başlayan', en 'from €450 a day'), or 'Fiyat için sorunuz' without one. Whether the
 * amount takes the Turkish ablative suffix is the language's (`boatFromSuffix`).
 */
export function BoatPrice({
  fromKurus,
  rental,
  size = 'md',
}: {
  fromKurus: number | null;
  rental?: { days: number; total_kurus: number } | null;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('Client.Booking');
  const amount = clsx('font-bold text-slate-900 dark:text-white', size === 'lg' ? 'text-2xl' : 'text-lg');
  if (rental) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="boat-rental-total">
        {t('boatDaysTotal', { count: rental.days })}{' '}
        <span className={amount}>
          <Money kurus={rental.total_kurus} />
        </span>
      </p>
    );
  }
  if (fromKurus === null) {
    return <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('boatAskPrice')}</p>;
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t.rich('boatFrom', {
        price: () => (
          <span className={amount}>
            <Money kurus={fromKurus} suffix={t('boatFromSuffix') === 'ablative' ? 'ablative' : undefined} />
          </span>
        ),
      })}
    </p>
  );
}
