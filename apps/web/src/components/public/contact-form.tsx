'use client';

import { CheckCircle2, LoaderCircle, Send } from '@/components/icons';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ContactRequest } from '@yali/contract';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { ApiClientError, apiFetch } from '@/lib/api.client';
import { inLanguage } from '@/features/booking/api';

type Field = 'name' | 'email' | 'phone' | 'message';
type Errors = Partial<Record<Field, string>>;

/**
 * The same rules as the API's contact schema (the contract's zod schema stays out of the browser bundle);
 * `t` words each broken rule in the page's language (`Client.Contact`).
 */
function check(v: Record<Field, string>, t: (key: 'errName' | 'errEmail' | 'errPhone' | 'errMessage') => string): Errors {
  const e: Errors = {};
  if (v.name.trim().length < 2) e.name = t('errName');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) e.email = t('errEmail');
  if (v.phone.trim() !== '' && !/^\+?[\d\s()-]{7,}$/.test(v.phone.trim())) e.phone = t('errPhone');
  if (v.message.trim().length < 10) e.message = t('errMessage');
  return e;
}

const input =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';
const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/** Contact form (SPEC §1): posts to `POST /v1/contact`, shows per-field Turkish errors and a success message. */
export function ContactForm({ successText }: { successText: string }) {
  const t = useTranslations('Client.Contact');
  const locale = useLocale() as Locale;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = Object.fromEntries(
      (['name', 'email', 'phone', 'message', 'website'] as const).map((k) => [k, String(data.get(k) ?? '')]),
    ) as Record<Field | 'website', string>;
    const found = check(values, t);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setState({ status: 'sending' });
    try {
      // The guest's language (i18-contract): stored with the message; `?lang` words the API's errors.
      const body: ContactRequest & { lang: Locale } = { ...values, lang: locale };
      await apiFetch(inLanguage('/v1/contact', locale), { method: 'POST', body: JSON.stringify(body) });
      setState({ status: 'sent' });
      form.current?.reset();
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : t('failed');
      setState({ status: 'failed', message });
    }
  };

  if (state.status === 'sent') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-semibold">{successText}</p>
          <button
            type="button"
            onClick={() => setState({ status: 'idle' })}
            className="mt-3 text-sm font-semibold underline underline-offset-2"
          >
            {t('newMessage')}
          </button>
        </div>
      </div>
    );
  }

  const fieldError = (f: Field) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[f]}
      </p>
    ) : null;
  const aria = (f: Field) => ({
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${id}-${f}-error` : undefined,
  });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label={t('form')} className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-name`} className={label}>
          {t('name')} <span aria-hidden="true">*</span>
        </label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={100} className={input} {...aria('name')} />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={label}>
          {t('email')} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={200}
          className={input}
          {...aria('email')}
        />
        {fieldError('email')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-phone`} className={label}>
          {t.rich('phone', {
            optional: (chunks) => <span className="font-normal text-slate-600 dark:text-slate-400">{chunks}</span>,
          })}
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          className={input}
          {...aria('phone')}
        />
        {fieldError('phone')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className={label}>
          {t('message')} <span aria-hidden="true">*</span>
        </label>
        <textarea id={`${id}-message`} name="message" rows={6} required maxLength={5000} className={input} {...aria('message')} />
        {fieldError('message')}
      </div>
      {/* Honeypot: invisible to people and to assistive technology; bots that fill it are ignored by the API. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('website')}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={state.status === 'sending'}
          className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-6 py-3 font-semibold text-sea-950 shadow transition hover:bg-brand-400 disabled:opacity-70"
        >
          {state.status === 'sending' ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {t('send')}
        </button>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('required')}</p>
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-300">
          {state.message}
        </p>
      )}
    </form>
  );
}
