'use client';

/**
 * Pieces the villa and the boat booking sections share (issues 5, 7): the
 * input styles, today's Europe/Istanbul date, the notice line, and the guest
 * request form — name, e-mail, phone (Turkish or international), note, KVKK
 * consent — with first-pass checks in the browser and the API's per-field
 * Turkish messages mapped back onto the fields. The API re-validates
 * everything; these checks only save a round trip.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { AlertTriangle, Loader2 } from '@/components/icons';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import type { BookingApiError } from './api';
import { forgetSavedGuest, loadSavedGuest, type SavedGuest, saveGuest } from './saved-guest';

export const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:placeholder:text-slate-400 dark:bg-slate-950 dark:text-white';
export const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** Today's calendar date in Europe/Istanbul, 'YYYY-MM-DD'. */
export function istanbulToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

export function Notice({ tone, children }: { tone: 'error' | 'warn'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={
        tone === 'error'
          ? 'flex gap-2 rounded-xl bg-rose-50 px-3 py-2.5 text-sm text-rose-800 dark:bg-rose-950 dark:text-rose-200'
          : 'flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** What the guest typed, trimmed; consent is always given when `send` is called. */
export type GuestDetails = { name: string; email: string; phone: string; note: string; kvkk: true };

type FieldErrors = Partial<Record<'name' | 'email' | 'phone' | 'note' | 'kvkk', string>>;

/**
 * The request form. `send` posts the request with the guest's details and
 * rejects with a `BookingApiError` (message + per-field issues) on failure;
 * on success the caller swaps this form for its success screen.
 */
export function GuestRequestForm({
  label,
  footnote,
  send,
}: {
  /** Accessible name of the form, e.g. 'Rezervasyon talebi'. */
  label: string;
  /** The line under the button (what happens after sending). */
  footnote: string;
  send: (guest: GuestDetails) => Promise<void>;
}) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const ids = { name: useId(), email: useId(), phone: useId(), note: useId(), kvkk: useId() };
  // Details remembered from an earlier request on this device; `version` remounts the fields when they change.
  const [saved, setSaved] = useState<SavedGuest | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const found = loadSavedGuest();
    if (found) {
      setSaved(found);
      setVersion((v) => v + 1);
    }
  }, []);
  const forget = () => {
    forgetSavedGuest();
    setSaved(null);
    setVersion((v) => v + 1);
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const errs: FieldErrors = {};
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const phone = String(form.get('phone') ?? '').trim();
    if (name.length < 2) errs.name = t('errName');
    if (!/^\S+@\S+\.\S+$/.test(email)) errs.email = t('errEmail');
    if (phone.replace(/\D/g, '').length < 8) errs.phone = t('errPhone');
    if (form.get('kvkk') !== 'on') errs.kvkk = t('errKvkk');
    setFieldErrors(errs);
    if (Object.keys(errs).length > 0) {
      setError(null);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send({ name, email, phone, note: String(form.get('note') ?? ''), kvkk: true });
      saveGuest({ name, email, phone });
    } catch (err) {
      const e2 = err as BookingApiError;
      const fromServer: FieldErrors = {};
      for (const issue of e2.issues ?? []) {
        const key = issue.path.split('.').at(-1) as keyof FieldErrors;
        if (['name', 'email', 'phone', 'note', 'kvkk'].includes(key)) fromServer[key] = issue.message;
      }
      setFieldErrors(fromServer);
      setError(e2.message);
    } finally {
      setSending(false);
    }
  }

  const field = (key: keyof FieldErrors) =>
    fieldErrors[key]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[key]}-error` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  const errorText = (key: keyof FieldErrors) =>
    fieldErrors[key] ? (
      <p id={`${ids[key]}-error`} className="mt-1 text-xs text-rose-700 dark:text-rose-300">
        {fieldErrors[key]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h3 className="font-bold text-slate-900 dark:text-white">{t('requestTitle')}</h3>
      {saved && (
        <p
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-sea-50 px-3 py-2 text-xs text-sea-900 dark:bg-sea-950 dark:text-sea-100"
          data-testid="saved-guest"
        >
          <span>{t('savedFilled')}</span>
          <button type="button" onClick={forget} className="font-semibold underline underline-offset-2">
            {t('forgetMe')}
          </button>
        </p>
      )}
      <div key={version} className="contents">
        <div>
          <label htmlFor={ids.name} className={labelClass}>
            {t('name')}
          </label>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            maxLength={100}
            defaultValue={saved?.name}
            className={inputClass}
            {...field('name')}
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={ids.email} className={labelClass}>
            {t('email')}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={200}
            defaultValue={saved?.email}
            className={inputClass}
            {...field('email')}
          />
          {errorText('email')}
        </div>
        <div>
          <label htmlFor={ids.phone} className={labelClass}>
            {t('phone')}
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={40}
            defaultValue={saved?.phone}
            placeholder={t('phonePlaceholder')}
            className={inputClass}
            {...field('phone')}
          />
          {errorText('phone')}
        </div>
        <div>
          <label htmlFor={ids.note} className={labelClass}>
            {t.rich('note', { optional: (chunks) => <span className="font-normal normal-case">{chunks}</span> })}
          </label>
          <textarea id={ids.note} name="note" rows={3} maxLength={1000} className={inputClass} {...field('note')} />
          {errorText('note')}
        </div>
      </div>
      <div>
        <div className="flex items-start gap-2.5">
          <input
            id={ids.kvkk}
            name="kvkk"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-sea-800 dark:accent-brand-500"
            {...field('kvkk')}
          />
          <label htmlFor={ids.kvkk} className="text-sm text-slate-700 dark:text-slate-300">
            {t.rich('kvkk', {
              link: (chunks) => (
                <Link
                  href={localePath(locale, paths.website('kvkk'))}
                  target="_blank"
                  className="font-semibold text-sea-700 underline dark:text-brand-400"
                >
                  {chunks}
                </Link>
              ),
            })}
          </label>
        </div>
        {errorText('kvkk')}
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-500 px-5 py-3 font-semibold text-sea-950 shadow transition hover:bg-brand-400 disabled:opacity-60"
      >
        {sending && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
        {t('submit')}
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">{footnote}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('localOnly')}</p>
    </form>
  );
}
