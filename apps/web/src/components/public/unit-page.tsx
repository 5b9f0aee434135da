import type { ReactNode } from 'react';
import { Phone } from '@/components/icons';
import { phoneLink } from '@yali/contract';

/**
 * The parts of a rental unit's public page (villa or boat) written once
 * (issue 21). `BookingAside`: the sticky price and booking box, first in
 * reading order so that on phones it comes right after the photos; its
 * `#rezervasyon` section is where the mobile tab bar's 'Rezervasyon Yap'
 * scrolls and moves the focus (components/public/mobile-tab-bar.tsx).
 */
export function BookingAside({ price, phone, children }: { price: ReactNode; phone: string | undefined; children: ReactNode }) {
  return (
    <aside aria-label="Fiyat ve rezervasyon" className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1 lg:self-start">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-800 dark:bg-slate-900">
        {price}
        <section
          id="rezervasyon"
          tabIndex={-1}
          aria-labelledby="rezervasyon-baslik"
          className="mt-5 scroll-mt-6 border-t border-slate-200 pt-5 outline-none dark:border-slate-800"
        >
          <h2 id="rezervasyon-baslik" className="text-lg font-bold text-slate-900 dark:text-white">
            Rezervasyon
          </h2>
          {children}
          {phone && (
            <a
              href={`tel:${phoneLink(phone)}`}
              className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-sea-700 hover:bg-slate-100 dark:text-brand-400 dark:hover:bg-slate-800"
            >
              <Phone aria-hidden="true" className="size-4" />
              Sorunuz mu var? <span className="whitespace-nowrap">{phone}</span>
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
