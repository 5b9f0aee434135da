import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { Money } from '@/features/currency/money';

/**
 * 'gecelik ₺12.500’den başlayan' (en: 'from ₺12,500 a night'), in the visitor's currency, or 'Fiyat için
 * sorunuz' when the villa has no coming price. Whether the amount takes the Turkish ablative suffix is the
 * language's (`Card.fromPriceSuffix`).
 */
export function FromPrice({ kurus, size = 'md' }: { kurus: number | null; size?: 'md' | 'lg' }) {
  const t = useTranslations('Card');
  if (kurus === null) {
    return <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('askPrice')}</p>;
  }
  const suffix = t('fromPriceSuffix') === 'ablative' ? 'ablative' : undefined;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t.rich('fromPrice', {
        price: () => (
          <span className={clsx('font-bold text-slate-900 dark:text-white', size === 'lg' ? 'text-2xl' : 'text-lg')}>
            <Money kurus={kurus} suffix={suffix} />
          </span>
        ),
      })}
    </p>
  );
}
