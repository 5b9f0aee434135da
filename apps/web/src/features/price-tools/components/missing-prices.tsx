'use client';
/**
 * Bookable days ahead without a price (issue 24): the "Fiyatı eksik
 * villalar" list of the price tools (each villa linked to its prices tab)
 * and the one-line warning on a villa's prices tab, e.g. "Önümüzdeki 365
 * günde 42 gün fiyatsız: 1 Kas 2027 – 12 Ara 2027 …". A night without a
 * price cannot be booked online (price on request).
 */
import type { MissingPriceVilla } from '@yali/contract';
import Link from 'next/link';
import { AlertTriangle, CheckCircle2 } from '@/components/icons';
import { paths } from '@/lib/paths';
import { useMissingPrices } from '../api/price-tools-api';

const shortDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const short = (iso: string) => shortDay.format(new Date(`${iso}T00:00:00Z`));

/** '1 Kas 2027 – 12 Ara 2027, 3 Oca 2028 …' (the first gaps; '…' when there are more). */
export function gapsText(v: MissingPriceVilla): string {
  const ranges = v.gaps.map((g) =>
    g.start_date === g.end_date ? short(g.start_date) : `${short(g.start_date)} – ${short(g.end_date)}`,
  );
  return `${ranges.join(', ')}${v.gap_count > v.gaps.length ? ' …' : ''}`;
}

/** 'Önümüzdeki 365 günde 42 gün fiyatsız'. */
export const missingSummary = (v: MissingPriceVilla, days: number) => `Önümüzdeki ${days} günde ${v.missing_days} gün fiyatsız`;

/** The warning line of one villa's prices tab; nothing while loading or when every bookable day has a price. */
export function MissingPriceWarning({ villaId }: { villaId: number }) {
  const q = useMissingPrices(villaId);
  const villa = q.data?.villas[0];
  if (!q.data || !villa) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong>{missingSummary(villa, q.data.days)}:</strong> {gapsText(villa)}
      </span>
    </p>
  );
}

/** The list of active villas with unpriced bookable days, most such days first. */
export function MissingPriceList() {
  const q = useMissingPrices();
  if (q.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-400">
        Fiyatı eksik villalar yükleniyor…
      </p>
    );
  }
  if (q.isError || !q.data) {
    return (
      <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-300">
        {q.error?.message ?? 'Liste yüklenemedi.'}
      </p>
    );
  }
  const { villas, days } = q.data;
  if (villas.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-5 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
        Önümüzdeki {days} günde fiyatı eksik aktif villa yok.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Önümüzdeki {days} günde boş (kapalı ya da rezerve olmayan) ama fiyatı girilmemiş günleri olan {villas.length} aktif villa.
        Bu günler için misafir online rezervasyon yapamaz.
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {villas.map((v) => (
          <li key={v.villa_id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4">
            <Link
              href={`${paths.dashboard.villa(v.villa_id)}?tab=fiyatlar`}
              className="font-semibold text-sea-700 hover:underline sm:w-64 sm:shrink-0 dark:text-sea-100"
            >
              {v.name}
            </Link>
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:w-28 sm:text-center dark:bg-amber-900 dark:text-amber-100">
              {v.missing_days} gün fiyatsız
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{gapsText(v)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
