import { useLocale, useTranslations } from 'next-intl';
import { Star } from '@/components/icons';
import type { Locale } from '@yali/contract/locales';
import { formatRating } from './rating-stars';

/**
 * A result card's review score (issue 23): a star, the published reviews' average
 * ("4,8") and their number ("12 yorum"), read out as "5 üzerinden 4,8 puan, 12 yorum" (in the page's language).
 * Nothing for a villa or boat without a published review (`rating` null): no score rather than "0".
 */
export function ReviewScore({ rating, count }: { rating: number | null; count: number }) {
  const t = useTranslations('Card');
  const locale = useLocale() as Locale;
  if (rating === null || count === 0) return null;
  const value = formatRating(rating, locale);
  return (
    <span role="img" aria-label={t('score', { value, count })} className="review-score">
      <Star aria-hidden="true" className="size-4 fill-brand-500 text-brand-500" />
      <span className="font-semibold text-slate-900 dark:text-white">{value}</span>
      <span>{t('reviews', { count })}</span>
    </span>
  );
}
