'use client';

/**
 * The price at the top of a unit page's booking box (issue 23): the lowest
 * "from" rate (`children`, server-rendered) until the visitor has a priced
 * stay, then the stay's total and its average per night (or day), in the
 * visitor's currency, as the booking section quoted them.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { chosenStay, subscribeStays } from './chosen-stay';

export function StayPrice({ stayKey, children }: { stayKey: string; children: ReactNode }) {
  const t = useTranslations('Client.Booking');
  const stay = useSyncExternalStore(
    subscribeStays,
    () => chosenStay(stayKey),
    () => null,
  );
  if (!stay) return <>{children}</>;
  return (
    <div className="text-sm text-slate-600 dark:text-slate-300" data-testid="stay-price">
      <p>
        {t(stay.unit === 'gece' ? 'stayTotalNights' : 'stayTotalDays', { count: stay.count })}{' '}
        <span className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="stay-price-total">
          {stay.total}
        </span>
      </p>
      <p className="mt-0.5" data-testid="stay-price-average">
        {t(stay.unit === 'gece' ? 'averageNight' : 'averageDay')}{' '}
        <strong className="font-semibold text-slate-900 dark:text-white">{stay.average}</strong>
        {stay.unit === 'gece' && <span className="text-xs"> · {t('cleaningInTotal')}</span>}
      </p>
    </div>
  );
}
