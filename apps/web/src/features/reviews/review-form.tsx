'use client';
/**
 * The visitor's review form on the villa and boat pages (`POST /v1/villas/{slug}/comments`,
 * `POST /v1/boats/{slug}/comments`, by `unit`):
 * name, rating 1–5 as keyboard-accessible radio stars, text. A review is
 * published only after an admin activates it; the API rate limits posting
 * (5 an hour per address). An optional reservation code of a finished stay at
 * this villa (a finished rental of this boat) earns the "Konaklamış misafir" badge; any other code is taken
 * without it and the form says the same either way (decision 016). Public bundle: no zod, only plain checks that
 * mirror the contract's limits (the server validates again).
 */
import { clsx } from 'clsx';
import { Star } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { REVIEWED_UNIT, type ReviewedKind } from './unit';

type Errors = Partial<Record<'name' | 'rating' | 'text', string>>;

type ReviewT = ReturnType<typeof useTranslations<'Client.Review'>>;

/** The form's own checks, in the page's language (`t`, the `Client.Review` messages). */
function check(name: string, rating: number, text: string, t: ReviewT): Errors {
  const e: Errors = {};
  if (name.trim().length < 2) e.name = t('nameShort');
  else if (name.trim().length > 80) e.name = t('nameLong');
  if (rating < 1 || rating > 5) e.rating = t('ratingMissing');
  if (text.trim().length < 10) e.text = t('textShort');
  else if (text.trim().length > 2000) e.text = t('textLong');
  return e;
}

export function ReviewForm({ unit, slug }: { unit: ReviewedKind; slug: string }) {
  const id = useId();
  const t = useTranslations('Client.Review');
  const [name, setName] = useState('');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [serverError, setServerError] = useState<string | null>(null);

  // A message goes away as soon as its field is edited.
  const clear = (field: keyof Errors) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(name, rating, text, t);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      const res = await fetch(REVIEWED_UNIT[unit].postPath(slug), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: name.trim(),
          rating,
          text: text.trim(),
          ...(code.trim() ? { reservation_code: code.trim() } : {}),
        }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          content?: { message?: string; issues?: { message: string }[] };
        } | null;
        const detail = body?.content?.issues?.map((i) => i.message).join(' ');
        setServerError(detail || body?.content?.message || t('failed'));
        setState('idle');
        return;
      }
      setState('done');
    } catch {
      setServerError(t('offline'));
      setState('idle');
    }
  };

  if (state === 'done') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {t('received')}
      </p>
    );
  }

  const field =
    'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-sea-600 focus:outline-none focus:ring-2 focus:ring-sea-600/30 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
  const shown = rating;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('lead')}</p>
      {serverError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {serverError}
        </p>
      )}
      <div className="mt-4 grid gap-4">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('name')}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              clear('name');
            }}
            autoComplete="name"
            maxLength={80}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={field}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.name}
            </p>
          )}
        </div>
        <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t('rating')}</legend>
          <div className="flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer rounded p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-sea-600">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => {
                    setRating(n);
                    clear('rating');
                  }}
                  className="sr-only"
                  aria-label={t('star', { n, label: t(`ratings.${n as 1 | 2 | 3 | 4 | 5}`) })}
                />
                <Star
                  aria-hidden="true"
                  className={clsx(
                    'size-7 transition-colors',
                    n <= shown ? 'fill-brand-500 text-brand-500' : 'fill-transparent text-slate-300 dark:text-slate-600',
                  )}
                />
              </label>
            ))}
            <span className="ml-2 text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
              {shown ? t(`ratings.${shown as 1 | 2 | 3 | 4 | 5}`) : ''}
            </span>
          </div>
          {errors.rating && (
            <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('text')}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              clear('text');
            }}
            rows={4}
            maxLength={2000}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
            className={field}
          />
          {errors.text && (
            <p id={`${id}-text-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.text}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-code`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('code')} <span className="font-normal text-slate-500 dark:text-slate-400">{t('optional')}</span>
          </label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('codeExample')}
            aria-describedby={`${id}-code-hint`}
            className={clsx(field, 'uppercase placeholder:normal-case')}
          />
          <p id={`${id}-code-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t(REVIEWED_UNIT[unit].codeHintKey)}
          </p>
        </div>
      </div>
      <button
        type="submit"
        disabled={state === 'sending'}
        className="mt-4 inline-flex items-center justify-center rounded-xl bg-sea-700 px-5 py-2.5 font-semibold text-white shadow transition hover:bg-sea-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60"
      >
        {state === 'sending' ? t('sending') : t('send')}
      </button>
    </form>
  );
}
