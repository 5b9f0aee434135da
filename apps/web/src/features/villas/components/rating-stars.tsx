import { Star } from '@/components/icons';
import { clsx } from 'clsx';
import { DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';
import { numberFormat } from '@/lib/intl';

/**
 * Five stars, filled up to `rating` rounded to whole stars, labelled for screen readers: `label` in the
 * page's language ('Rated 4.5 out of 5'), else the Turkish '5 üzerinden 4,5 puan' (the back office).
 */
export function RatingStars({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  const rounded = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={label ?? `5 üzerinden ${formatRating(rating)} puan`}
      className={clsx('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={clsx(
            'size-4',
            i <= rounded ? 'fill-brand-500 text-brand-500' : 'fill-transparent text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}

/** 4.46 → '4,5' (en: '4.5'). */
export function formatRating(rating: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(INTL_TAG[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(rating);
}
