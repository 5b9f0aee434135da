import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { type LucideIcon, Phone } from '@/components/icons';
import { phoneLink } from '@yali/contract';

/**
 * The body of a rental unit's page (villa or boat, issues 21, 23): on phones
 * the photos, then the booking box (`aside`, a BookingAside), then the
 * sections (`children`); on desktops the booking box stands beside the photos
 * from the top, so that the price and the booking section are in the first
 * screen, and stays in view (sticky) along the sections.
 */
export function UnitLayout({ gallery, aside, children }: { gallery: ReactNode; aside: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:gap-y-10">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">{gallery}</div>
      {aside}
      <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-start-2">{children}</div>
    </div>
  );
}

/**
 * The price and booking box of a unit page, after the photos in reading order
 * so that on phones it comes right after them; beside them on desktops (see
 * UnitLayout), sticky. Its `#rezervasyon` section is where the mobile tab bar's
 * 'Rezervasyon Yap' scrolls and moves the focus (mobile-tab-bar.tsx).
 */
export function BookingAside({ price, phone, children }: { price: ReactNode; phone: string | undefined; children: ReactNode }) {
  const t = useTranslations('UnitPage');
  return (
    <aside
      aria-label={t('bookingAside')}
      data-testid="booking-aside"
      // min-w-0: the page column never grows to a child's width and pushes the phone's page sideways.
      className="min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
    >
      {/* Taller than the screen once a quote and the form show: it scrolls inside itself rather than hide its
          button until the page's end (a sticky box never shows what lies below the screen's edge). */}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:overscroll-contain dark:border-slate-800 dark:bg-slate-900">
        {price}
        <section
          id="rezervasyon"
          tabIndex={-1}
          aria-labelledby="rezervasyon-baslik"
          className="mt-5 scroll-mt-6 border-t border-slate-200 pt-5 outline-none dark:border-slate-800"
        >
          <h2 id="rezervasyon-baslik" className="text-lg font-bold text-slate-900 dark:text-white">
            {t('booking')}
          </h2>
          {children}
          {phone && (
            <a
              href={`tel:${phoneLink(phone)}`}
              className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-sea-700 hover:bg-slate-100 dark:text-brand-400 dark:hover:bg-slate-800"
            >
              <Phone aria-hidden="true" className="size-4" />
              {t('questions')} <span className="whitespace-nowrap">{phone}</span>
            </a>
          )}
        </section>
      </div>
    </aside>
  );
}

/** A unit's features and amenities as tiles, each with its icon (`items`: key, icon, name). */
export function FeatureTiles({ items }: { items: { key: string | number; icon: ReactNode; name: string }[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-3">
      {items.map((f) => (
        <li
          key={f.key}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          {f.icon}
          {f.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Facts of a unit as labelled tiles with an icon ("Giriş saati 16:00",
 * "Deniz / plaj 350 m"): a `<dl>` of `items` (icon, label, value), two
 * columns on phones, `wide` columns (3 or 4) on large screens.
 */
export function FactTiles({
  items,
  wide = 3,
  testId,
}: {
  items: { icon: LucideIcon; label: string; value: ReactNode }[];
  wide?: 3 | 4;
  testId?: string;
}) {
  return (
    <dl
      className={wide === 4 ? 'mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4' : 'mt-4 grid grid-cols-2 gap-3 xl:grid-cols-3'}
      data-testid={testId}
    >
      {items.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="relative rounded-xl border border-slate-200 bg-white py-3 pr-4 pl-12 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400">
            <Icon
              aria-hidden="true"
              className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-sea-600 dark:text-brand-400"
            />
            {label}
          </dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
