'use client';
/**
 * "Tatilinizi tamamlayın" on the confirmation of a request (issue 23): after
 * a villa, the boats near it free on a day of the stay; after a boat, the
 * villas near its marina free on its first night (`GET /v1/nearby`). Each
 * links to the unit's page with that day and the party chosen. Shows
 * nothing while it loads, when nothing fits or when the call fails: the
 * request already succeeded, and this is only an offer.
 */
import type { NearbyContent, NearbyUnit } from '@yali/contract';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useCurrency } from '@/features/currency/currency-context';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { INTL_TAG, localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import { call, inLanguage } from './api';
import { formatDayShort, formatMinor } from './format';

const THUMB = { width: 96, height: 72 };

/** `from`: the kind just requested; `slug`, `checkin`, `checkout` (exclusive), `guests`: its request. */
export function NearbySuggestions(props: {
  from: 'villa' | 'boat';
  slug: string;
  checkin: string;
  checkout: string;
  guests: number;
}) {
  const { from, slug, checkin, checkout, guests } = props;
  const { currency } = useCurrency();
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const [items, setItems] = useState<NearbyUnit[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const qs = new URLSearchParams({ from, slug, checkin, checkout, guests: String(guests), currency });
    call<NearbyContent>(inLanguage(`/v1/nearby?${qs}`, locale), { signal: controller.signal })
      .then((c) => setItems(c.items))
      .catch(() => setItems([]));
    return () => controller.abort();
  }, [from, slug, checkin, checkout, guests, currency, locale]);

  if (items.length === 0) return null;
  const boats = from === 'villa';
  return (
    <section aria-labelledby="nearby-title" className="w-full text-left" data-testid="nearby-suggestions">
      <h4 id="nearby-title" className="text-base font-bold text-slate-900 dark:text-white">
        {t(boats ? 'nearbyBoats' : 'nearbyVillas')}
      </h4>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{t(boats ? 'nearbyBoatsNote' : 'nearbyVillasNote')}</p>
      <ul className="mt-3 space-y-2">
        {items.map((u) => (
          <li key={u.slug}>
            <Link
              href={localePath(
                locale,
                u.kind === 'boat'
                  ? paths.boatStay(u.slug, { checkin: u.day, days: daysBetween(u.day, u.until), guests })
                  : paths.villa(u.slug, { checkin: u.day, checkout: u.until, guests }),
              )}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-2 hover:border-sea-600 hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-600 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {u.thumbnail ? (
                // biome-ignore lint/performance/noImgElement: the API's own small WebP variant, as in the header search
                <img
                  src={u.thumbnail}
                  width={THUMB.width}
                  height={THUMB.height}
                  alt=""
                  loading="lazy"
                  className="h-[72px] w-24 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-[72px] w-24 shrink-0 rounded-lg bg-slate-100 dark:bg-slate-800" />
              )}
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900 dark:text-white">{u.name}</span>
                <span className="block text-slate-600 dark:text-slate-300">
                  {u.place}
                  {u.distance_km !== null &&
                    ` · ${t(boats ? 'toYourVilla' : 'toMarina', { distance: distanceText(u.distance_km, locale) })}`}
                </span>
                <span className="block text-slate-600 dark:text-slate-300">
                  {formatDayShort(u.day, locale)}
                  {u.price &&
                    ` · ${t(u.kind === 'boat' ? 'perDay' : 'perNight', { price: formatMinor(u.price.minor, u.price.currency, locale) })}`}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** '800 m' under a kilometre, '12 km' above (one decimal under 10 km). */
function distanceText(km: number, locale: Locale): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`;
  return `${new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}
