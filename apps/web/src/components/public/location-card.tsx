import { ExternalLink, MapPin } from '@/components/icons';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';

/** OpenStreetMap's page centred on a point (opens in a new tab; nothing of it loads with our page). */
export function osmHref(lat: number, lng: number, zoom = 14): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/**
 * A static location card for the public villa and boat pages (SPEC §2:
 * "location map from lat/lng rendered without a third-party tile service"):
 * an illustrative sea-and-coast drawing with `icon` in the middle, then
 * `title`, the `region` line, optional `children` and — only when both `lat`
 * and `lng` (WGS84 degrees) are known — the coordinates and a 'Haritada aç'
 * link to OpenStreetMap. No tiles, remote images or scripts load with it.
 */
export function LocationCard({
  icon,
  title,
  region,
  lat,
  lng,
  children,
}: {
  icon: ReactNode;
  title: string;
  region?: string | null;
  lat: number | null;
  lng: number | null;
  children?: ReactNode;
}) {
  const t = useTranslations('UnitPage');
  const coord = new Intl.NumberFormat(INTL_TAG[useLocale() as Locale], { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const known = lat !== null && lng !== null;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div
        aria-hidden="true"
        className="relative flex h-36 items-center justify-center bg-gradient-to-br from-sea-100 via-sky-100 to-sea-50 dark:from-sea-950 dark:via-slate-900 dark:to-sea-900"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 400 120"
          className="absolute inset-0 size-full text-sky-300 dark:text-sea-800"
          preserveAspectRatio="none"
        >
          <path d="M0 80 Q 50 65 100 80 T 200 80 T 300 80 T 400 80" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M0 100 Q 50 85 100 100 T 200 100 T 300 100 T 400 100" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M0 40 Q 60 20 120 38 T 260 30 T 400 36 L 400 0 L 0 0 Z" fill="currentColor" opacity="0.35" />
        </svg>
        <span className="relative inline-flex size-14 items-center justify-center rounded-full bg-white text-sea-800 shadow-lg dark:bg-slate-950 dark:text-brand-400">
          {icon}
        </span>
      </div>
      <div className="flex flex-col gap-2 p-5">
        <p className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <MapPin aria-hidden="true" className="size-5 text-sea-600 dark:text-brand-400" />
          {title}
        </p>
        {region && <p className="text-slate-700 dark:text-slate-300">{region}</p>}
        {children}
        {known && (
          <>
            <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {t('coordinates', { lat: coord.format(lat), lng: coord.format(lng) })}
            </p>
            <a
              href={osmHref(lat, lng)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex w-fit items-center gap-1.5 rounded-lg text-sm font-semibold text-sea-700 underline-offset-4 hover:underline dark:text-brand-400"
            >
              {t('openMap')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('newTab')}</span>
            </a>
          </>
        )}
      </div>
    </div>
  );
}
