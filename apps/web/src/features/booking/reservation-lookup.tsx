'use client';

/**
 * 'Rezervasyonlarım' (issues 5 and 23): a guest types one reservation code
 * and the e-mail or phone they booked with; once verified they see every
 * reservation (villa and boat) of that e-mail or phone with its status,
 * amounts due and the agency's contact, can ask for a change or a
 * cancellation and download the voucher of a confirmed one. The API answers
 * one generic message for any mismatch.
 */
import { type FormEvent, useId, useState } from 'react';
import { AlertTriangle, Loader2, Search } from '@/components/icons';
import type { MyReservations } from '@yali/contract';
import { fetchMyReservations, verifyGuest } from './api';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { MyReservationCard } from './my-reservation-card';

const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:placeholder:text-slate-400 dark:bg-slate-950 dark:text-white';

export function ReservationLookupForm({ initialCode = '' }: { initialCode?: string }) {
  const t = useTranslations('Client.MyReservations');
  const locale = useLocale() as Locale;
  const codeId = useId();
  const contactId = useId();
  const [result, setResult] = useState<{ token: string; code: string; data: MyReservations } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const contact = String(form.get('contact') ?? '').trim();
    if (!code || contact.length < 3) {
      setError(t('missing'));
      setResult(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { token } = await verifyGuest({ code, contact }, locale);
      setResult({ token, code: code.toUpperCase(), data: await fetchMyReservations(token, locale) });
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
        aria-label={t('lookupLabel')}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <label htmlFor={codeId} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
            {t('code')}
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
            {t('contact')}
          </label>
          <input
            id={contactId}
            name="contact"
            autoComplete="email"
            maxLength={200}
            placeholder={t('contactPlaceholder')}
            className={inputClass}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('contactHint')}</p>
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
          {t('submit')}
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
        {result && <MyReservationList {...result} />}
        {!error && !result && (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('codeWhere')}
          </p>
        )}
      </div>
    </div>
  );
}

/** Every reservation of the verified guest, newest stay first; the verified one is marked for the look-up's tests. */
function MyReservationList({ token, code, data }: { token: string; code: string; data: MyReservations }) {
  const t = useTranslations('Client.MyReservations');
  return (
    <section aria-labelledby="my-reservations-title" className="flex flex-col gap-4">
      <h2 id="my-reservations-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('count', { count: data.items.length })}
      </h2>
      {data.items.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('noOther')}
        </p>
      )}
      {data.items.map((item) => (
        <MyReservationCard
          key={`${item.kind}-${item.reservation_id}`}
          item={item}
          agency={data.agency}
          token={token}
          verified={item.reservation_id === code}
        />
      ))}
    </section>
  );
}
