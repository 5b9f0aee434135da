import { BadgeCheck, MessageSquareText } from '@/components/icons';
import type { UnitReview } from '@yali/contract';
import { formatRating, RatingStars } from '@/features/villas/components/rating-stars';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { formatDay } from '@/features/booking/format';
import { INTL_TAG } from '@/i18n/paths';
import { REVIEWED_UNIT, type ReviewedKind } from './unit';

/**
 * Active reviews of a villa or a boat (`unit`) with their average rating, each with its "Konaklamış
 * misafir" badge (a finished stay, decision 016) and the agency's reply under it,
 * signed "<agencyName> yanıtladı" (the name needs no Turkish suffix that way).
 */
export function UnitReviews({
  unit,
  comments,
  headingId,
  agencyName,
}: {
  unit: ReviewedKind;
  comments: UnitReview[];
  headingId: string;
  agencyName: string;
}) {
  const t = useTranslations('UnitPage');
  const locale = useLocale() as Locale;
  const stars = (rating: number) => (
    <RatingStars rating={rating} label={t('ratingLabel', { rating: formatRating(rating, locale) })} />
  );
  const active = comments.filter((c) => c.active);
  const average = active.length > 0 ? active.reduce((sum, c) => sum + c.rating, 0) / active.length : null;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {t('reviews')}
        </h2>
        {average !== null && (
          <p className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <span className="text-2xl font-bold text-slate-900 dark:text-white">{formatRating(average, locale)}</span>
            {stars(average)}
            <span>{t('reviewCount', { count: active.length })}</span>
          </p>
        )}
      </div>
      {active.length === 0 ? (
        <p className="mt-4 inline-flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <MessageSquareText aria-hidden="true" className="size-5" />
          {t(REVIEWED_UNIT[unit].emptyKey)}
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {active.map((c) => (
            <li key={c.id} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <div className="flex items-start justify-between gap-3">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-sea-100 font-semibold text-sea-800 dark:bg-sea-900 dark:text-sea-100"
                  >
                    {c.name.trim().charAt(0).toLocaleUpperCase(INTL_TAG[locale])}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900 dark:text-white">{c.name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{formatDay(c.created_at.slice(0, 10), locale)}</p>
                    {c.verified_stay && (
                      <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        {t('verifiedStay')}
                      </p>
                    )}
                  </div>
                </div>
                {stars(c.rating)}
              </div>
              <p className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{c.text}</p>
              {c.reply && (
                <div data-reply className="mt-3 rounded-xl border-l-4 border-sea-600 bg-sea-50 px-4 py-3 text-sm dark:bg-sea-950">
                  <p className="font-semibold text-sea-900 dark:text-sea-100">{t('replied', { agency: agencyName })}</p>
                  <p className="mt-1 whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300">{c.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
