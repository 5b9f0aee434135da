import { Star } from '@/components/icons';
import { clsx } from 'clsx';

const oneDecimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Five stars, filled up to `rating` rounded to whole stars, labelled for screen readers. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`5 üzerinden ${oneDecimal.format(rating)} puan`}
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

export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}
