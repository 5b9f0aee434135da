'use client';

/**
 * Booking section of a boat page (issue 7): days, guests, live quote in the
 * chosen currency, booking request. Mounted by `/boat/[slug]` inside the
 * section with id="rezervasyon" that the mobile 'Rezervasyon Yap' tab
 * scrolls to. The props are the contract between the page and this panel.
 *
 * Lazy on purpose: the picker, the quote and the form (react-day-picker,
 * date-fns locale) are a separate chunk loaded only when the section comes
 * near the viewport, or when the visitor points at or focuses it, so public
 * boat pages keep their first-load JavaScript budget (DESIGN §4: 150 kB).
 * Until then a placeholder of the same height shows.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

export type BoatBookingPanelProps = {
  boat: { slug: string; name: string; capacity: number; min_days: number };
};

function PanelPlaceholder({ boat }: BoatBookingPanelProps) {
  return (
    <div className="mt-4 flex min-h-[26rem] flex-col gap-3" aria-busy="true">
      <div className="grid grid-cols-2 gap-2">
        {['İlk gün', 'Son gün'].map((label) => (
          <div key={label} className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
            <div className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</div>
            <div className="text-slate-600 dark:text-slate-400">Tarih seçin</div>
          </div>
        ))}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {boat.name} için müsait günler yükleniyor… En az kiralama: {Math.max(1, boat.min_days)} gün.
      </p>
      <div className="h-72 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
    </div>
  );
}

// React's lazy rather than next/dynamic (whose loader costs ~1.5 kB gzip of first-load JS): the form only
// ever renders in the browser, after `load` turns true.
const BoatBookingForm = lazy(() => import('./boat-booking-form').then((m) => ({ default: m.BoatBookingForm })));
const formLoading = (
  <div className="mt-4 min-h-[26rem] animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-busy="true" />
);

export function BoatBookingPanel({ boat }: BoatBookingPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || load) return;
    const start = () => setLoad(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: '200px 0px',
    });
    io.observe(el);
    el.addEventListener('pointerenter', start, { once: true });
    el.addEventListener('focusin', start, { once: true });
    return () => {
      io.disconnect();
      el.removeEventListener('pointerenter', start);
      el.removeEventListener('focusin', start);
    };
  }, [load]);

  return (
    <div ref={ref}>
      {load ? (
        <Suspense fallback={formLoading}>
          <BoatBookingForm boat={boat} />
        </Suspense>
      ) : (
        <PanelPlaceholder boat={boat} />
      )}
    </div>
  );
}
