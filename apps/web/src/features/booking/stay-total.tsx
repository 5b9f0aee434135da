import { Money } from '@/features/currency/money';

/** '7 gece toplam ₺35.000' on a listing card when the search has dates (issue 5), in the visitor's currency. */
export function StayTotal({ nights, kurus }: { nights: number; kurus: number }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="stay-total">
      {nights} gece toplam{' '}
      <span className="text-lg font-bold text-slate-900 dark:text-white">
        <Money kurus={kurus} />
      </span>
      <span className="block text-xs text-slate-500 dark:text-slate-400">temizlik ücreti dahil</span>
    </p>
  );
}
