'use client';

/**
 * The price at the top of a unit page's booking box (issue 23): the lowest
 * "from" rate (`children`, server-rendered) until the visitor has a priced
 * stay, then the stay's total and its average per night (or day), in the
 * visitor's currency, as the booking section quoted them.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { chosenStay, subscribeStays } from './chosen-stay';

export function StayPrice({ stayKey, children }: { stayKey: string; children: ReactNode }) {
  const stay = useSyncExternalStore(
    subscribeStays,
    () => chosenStay(stayKey),
    () => null,
  );
  if (!stay) return <>{children}</>;
  return (
    <div className="text-sm text-slate-600 dark:text-slate-300" data-testid="stay-price">
      <p>
        {stay.count} {stay.unit} toplam{' '}
        <span className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="stay-price-total">
          {stay.total}
        </span>
      </p>
      <p className="mt-0.5" data-testid="stay-price-average">
        {stay.unit === 'gece' ? 'gecelik' : 'günlük'} ortalama{' '}
        <strong className="font-semibold text-slate-900 dark:text-white">{stay.average}</strong>
        {stay.unit === 'gece' && <span className="text-xs"> · temizlik ücreti toplamda</span>}
      </p>
    </div>
  );
}
