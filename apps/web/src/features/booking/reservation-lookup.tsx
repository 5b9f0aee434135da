'use client';

/**
 * 'Rezervasyonlarım' (issue 5): a guest types the reservation code and the
 * e-mail or phone they booked with and sees the status, villa (or boat), dates, guests
 * and total. The API answers one generic message for any mismatch.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Link from 'next/link';
import { AlertTriangle, Loader2, Search } from '@/components/icons';
import type { AnyReservationLookup, ReservationStatus } from '@yali/contract';
import { paths } from '@/lib/paths';
import { lookupReservation } from './api';
import { addDaysIso, formatDay, formatMinor } from './format';

/** Guest-facing status labels (same words as the contract's RESERVATION_STATUS_LABELS). */
const STATUS: Record<ReservationStatus, { label: string; className: string; text: string }> = {
  pending: {
    label: 'Talep alındı',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    text: 'Talebiniz bize ulaştı; ekibimiz müsaitliği teyit edip sizinle iletişime geçecek.',
  },
  option: {
    label: 'Opsiyonlu',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
    text: 'Tarihler sizin için ayrıldı. Rezervasyonun kesinleşmesi için opsiyon süresi içinde ön ödemeyi yapmanız gerekir.',
  },
  confirmed: {
    label: 'Onaylandı',
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
    text: 'Rezervasyonunuz kesinleşti. İyi tatiller dileriz!',
  },
  cancelled: {
    label: 'İptal edildi',
    className: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
    text: 'Bu rezervasyon iptal edildi. Sorularınız için bize ulaşabilirsiniz.',
  },
  completed: {
    label: 'Tamamlandı',
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
    text: 'Konaklamanız tamamlandı. Bizi tercih ettiğiniz için teşekkür ederiz.',
  },
};

/**
 * The same statuses told for a boat rental (issue 7): days, not nights; a
 * trip, not a stay. Labels are shared; only the explanation differs.
 */
const BOAT_STATUS_TEXT: Record<ReservationStatus, string> = {
  pending: 'Tekne kiralama talebiniz bize ulaştı; ekibimiz müsaitliği teyit edip sizinle iletişime geçecek.',
  option: 'Günler sizin için ayrıldı. Kiralamanın kesinleşmesi için opsiyon süresi içinde kaporayı ödemeniz gerekir.',
  confirmed: 'Tekne kiralamanız kesinleşti. Kalkış saatinden önce marinada olmanızı rica ederiz; keyifli seyirler!',
  cancelled: 'Bu tekne kiralaması iptal edildi. Sorularınız için bize ulaşabilirsiniz.',
  completed: 'Tekne kiralamanız tamamlandı. Bizi tercih ettiğiniz için teşekkür ederiz.',
};

const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:placeholder:text-slate-400 dark:bg-slate-950 dark:text-white';

export function ReservationLookupForm({ initialCode = '' }: { initialCode?: string }) {
  const codeId = useId();
  const contactId = useId();
  const [result, setResult] = useState<AnyReservationLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const contact = String(form.get('contact') ?? '').trim();
    if (!code || contact.length < 3) {
      setError('Rezervasyon kodunu ve e-posta adresinizi ya da telefon numaranızı yazın.');
      setResult(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await lookupReservation({ code, contact }));
    } catch (err) {
      setResult(null);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Rezervasyon sorgula"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <label htmlFor={codeId} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
            Rezervasyon kodu
          </label>
          <input
            id={codeId}
            name="code"
            defaultValue={initialCode}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder="YL7K3P9Q"
            className={`${inputClass} font-mono tracking-widest uppercase`}
          />
        </div>
        <div>
          <label htmlFor={contactId} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
            E-posta veya telefon
          </label>
          <input
            id={contactId}
            name="contact"
            autoComplete="email"
            maxLength={200}
            placeholder="ornek@eposta.com ya da 0532 123 45 67"
            className={inputClass}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Talep gönderirken yazdığınız e-posta adresi veya telefon.
          </p>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-500 px-5 py-3 font-semibold text-sea-950 transition hover:bg-brand-400 disabled:opacity-60"
        >
          {busy ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Search aria-hidden="true" className="size-5" />
          )}
          Sorgula
        </button>
      </form>

      <div aria-live="polite">
        {error && (
          <p
            role="alert"
            className="flex gap-2 rounded-xl bg-rose-50 px-4 py-3 text-rose-800 dark:bg-rose-950 dark:text-rose-200"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {error}
          </p>
        )}
        {result && <ReservationCard r={result} />}
        {!error && !result && (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Rezervasyon kodunuz talep sonrası ekranda ve size gönderilen e-postada yer alır.
          </p>
        )}
      </div>
    </div>
  );
}

function ReservationCard({ r }: { r: AnyReservationLookup }) {
  const s = STATUS[r.status];
  const text = 'kind' in r ? BOAT_STATUS_TEXT[r.status] : s.text;
  // A boat reservation (issue 7): the boat's name and its rental days, first to last.
  const rows: [string, ReactNode][] =
    'kind' in r
      ? [
          [
            'Tekne',
            <Link key="b" href={paths.boat(r.boat.slug)} className="font-semibold text-sea-700 underline dark:text-brand-400">
              {r.boat.name}
            </Link>,
          ],
          ['İlk gün', formatDay(r.started_at)],
          ['Son gün', formatDay(addDaysIso(r.finished_at, -1))],
          ['Süre', `${r.days} gün`],
          ['Kişi', `${r.guests} kişi`],
          ['Toplam', r.total_price_kurus === null ? 'Fiyat için sorunuz' : formatMinor(r.total_price_kurus, 'TL')],
        ]
      : [
          [
            'Villa',
            <Link key="v" href={paths.villa(r.villa.slug)} className="font-semibold text-sea-700 underline dark:text-brand-400">
              {r.villa.name}
            </Link>,
          ],
          ['Giriş', formatDay(r.started_at)],
          ['Çıkış', formatDay(r.finished_at)],
          ['Süre', `${r.nights} gece`],
          ['Kişi', `${r.adults} yetişkin${r.children > 0 ? `, ${r.children} çocuk` : ''}`],
          ['Toplam', r.total_price_kurus === null ? 'Fiyat için sorunuz' : formatMinor(r.total_price_kurus, 'TL')],
        ];
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="lookup-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-mono text-2xl font-bold tracking-[0.15em] text-sea-900 dark:text-brand-400">{r.reservation_id}</h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${s.className}`}>{s.label}</span>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{k}</dt>
            <dd className="text-slate-900 dark:text-white">{v}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
