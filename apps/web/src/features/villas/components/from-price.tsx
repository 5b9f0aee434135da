import { clsx } from 'clsx';
import { Money } from '@/features/currency/money';

/** 'gecelik ₺12.500’den başlayan' (in the visitor's currency), or 'Fiyat için sorunuz' when the villa has no coming price. */
export function FromPrice({ kurus, size = 'md' }: { kurus: number | null; size?: 'md' | 'lg' }) {
  if (kurus === null) {
    return <p className="text-sm font-medium text-slate-600 dark:text-slate-300">Fiyat için sorunuz</p>;
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      gecelik{' '}
      <span className={clsx('font-bold text-slate-900 dark:text-white', size === 'lg' ? 'text-2xl' : 'text-lg')}>
        <Money kurus={kurus} suffix="ablative" />
      </span>{' '}
      başlayan
    </p>
  );
}
