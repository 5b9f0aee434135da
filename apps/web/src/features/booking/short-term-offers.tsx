/**
 * Short-term offers, "kısa süreli fırsatlar" (DESIGN §3, decision 005): free
 * gaps between bookings, shorter than the villa's usual minimum stay,
 * starting within the next 60 days, bookable as they are. Server components
 * only: the one piece of client code is the existing `<Money>`, which shows
 * the total in the visitor's currency without splitting the cache.
 */
import 'server-only';
import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { ArrowRight, CalendarDays, Hourglass } from '@/components/icons';
import { CardBadge, UnitCard } from '@/components/public/unit-card';
import { CACHE_TAGS, type ShorttermOffer } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { getLocale, getTranslations } from 'next-intl/server';
import { langQuery, localePath } from '@/i18n/paths';
import { Money } from '@/features/currency/money';
import { ReviewScore } from '@/features/villas/components/review-score';
import { apiGet } from '@/lib/api.server';
import { paths } from '@/lib/paths';
import { formatDayShort } from './format';

/**
 * Seconds a cached list of offers is served. Offers depend on today's date and
 * on bookings; back-office writes revalidate the `villas` tag at once, this
 * short time covers the day changing and the jobs that lapse options.
 */
export const SHORTTERM_REVALIDATE_SECONDS = 60;

export type ShorttermPage = { items: ShorttermOffer[]; total: number };

/** A page of offers (`GET /v1/search/shortterm`) in `locale`, ordered by start day; amounts in kuruş. */
export async function getShorttermOffers(
  q: { skip?: number; take: number; town?: number | undefined },
  locale: Locale,
): Promise<ShorttermPage> {
  const qs = new URLSearchParams({ client: 'true', take: String(q.take) });
  if (q.skip) qs.set('skip', String(q.skip));
  if (q.town) qs.set('town', String(q.town));
  return (
    (await apiGet<ShorttermPage>(`/v1/search/shortterm?${qs}${langQuery(locale, '&')}`, {
      revalidate: SHORTTERM_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.villas],
    })) ?? { items: [], total: 0 }
  );
}

/** One offer: the villa, its region, the gap's dates and nights, the whole stay's total; links to the villa with the dates chosen. */
export async function ShorttermOfferCard({
  offer,
  headingLevel = 'h2',
  eager = false,
}: {
  offer: ShorttermOffer;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const { villa } = offer;
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations('Offers')];
  return (
    <UnitCard
      name={villa.name}
      href={localePath(locale, paths.villa(villa.slug, { checkin: offer.start, checkout: offer.end }))}
      image={villa.images[0]}
      place={[villa.town, villa.district].filter(Boolean).join(' / ')}
      eager={eager}
      headingLevel={headingLevel}
      testId="shortterm-offer"
      badges={
        <CardBadge tone="brand">
          <Hourglass aria-hidden="true" className="size-3" />
          {t('badge')}
        </CardBadge>
      }
      price={
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t.rich('total', {
            nights: offer.nights,
            price: () => (
              <span className="text-lg font-bold text-slate-900 dark:text-white">
                <Money kurus={offer.total_kurus} />
              </span>
            ),
          })}
          <span className="block text-xs text-slate-600 dark:text-slate-400">{t('cleaningIncluded')}</span>
        </p>
      }
    >
      <p className="flex items-start gap-2 rounded-xl bg-sea-50 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sea-700 dark:text-brand-400" />
        <span>
          <span className="font-semibold" data-testid="shortterm-dates">
            <time dateTime={offer.start}>{formatDayShort(offer.start, locale)}</time> –{' '}
            <time dateTime={offer.end}>{formatDayShort(offer.end, locale)}</time>
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {t('nightsUsually', { nights: offer.nights, min: offer.min_nights })}
          </span>
        </span>
      </p>
      <ReviewScore rating={villa.rating} count={villa.review_count} />
    </UnitCard>
  );
}

/** Offers in a grid of cards (1, 2 or 3 columns). */
export function ShorttermOfferGrid({ offers, headingLevel }: { offers: ShorttermOffer[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer, i) => (
        <li key={`${offer.villa.id}-${offer.start}`}>
          <ShorttermOfferCard offer={offer} headingLevel={headingLevel} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's section: up to 6 offers, their total count and a link to
 * the full list; an empty state when there are none. A failed read leaves the
 * section out rather than the whole home page failing.
 */
export async function ShortTermOffers() {
  const [locale, t] = [(await getLocale()) as Locale, await getTranslations('Offers')];
  let page: ShorttermPage;
  try {
    page = await getShorttermOffers({ take: 6 }, locale);
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
  return (
    <section aria-labelledby="kisa-sureli-firsatlar" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="kisa-sureli-firsatlar" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('title')}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('sectionLead')}</p>
        </div>
        {page.total > 0 && (
          <Link
            href={localePath(locale, paths.shortTermOffers())}
            className="inline-flex items-center gap-1 rounded-lg font-semibold text-sea-700 hover:text-sea-900 dark:text-brand-400 dark:hover:text-brand-100"
          >
            {t('seeAll', { count: page.total })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {page.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t.rich('noneHome', {
            link: (chunks) => (
              <Link
                href={localePath(locale, paths.listing())}
                className="font-semibold text-sea-700 underline dark:text-brand-400"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ShorttermOfferGrid offers={page.items} headingLevel="h3" />
      )}
    </section>
  );
}
