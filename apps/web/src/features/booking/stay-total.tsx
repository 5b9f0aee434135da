import { useTranslations } from 'next-intl';
import { Money } from '@/features/currency/money';

/**
 * '7 gece toplam ₺99.750' on a listing card when the search has dates (issue
 * 5), with the nightly average beside it ('gecelik ₺14.250', issue 23: the
 * figure guests compare across sites), in the visitor's currency. The
 * average is the total (cleaning fee included) over the nights, rounded to
 * whole kuruş. In the page's language (`Client.Booking`: the listing map's client island shows it too).
 */
export function StayTotal({ nights, kurus }: { nights: number; kurus: number }) {
  const t = useTranslations('Client.Booking');
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1" data-testid="stay-total">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('cardNightsTotal', { count: nights })}{' '}
        <span className="text-lg font-bold text-slate-900 dark:text-white">
          <Money kurus={kurus} />
        </span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{t('cardCleaningIncluded')}</span>
      </p>
      {nights > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="stay-nightly">
          {t('cardNightly')}{' '}
          <span className="font-semibold text-slate-900 dark:text-white">
            <Money kurus={Math.round(kurus / nights)} />
          </span>
        </p>
      )}
    </div>
  );
}
