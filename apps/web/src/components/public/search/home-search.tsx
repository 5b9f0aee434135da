'use client';

import { type FormEvent, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { House, Sailboat, Search } from '@/components/public-icons';
import { paths } from '@/lib/paths';
import { DateRangeField } from './date-range-field';
import { filterHref } from './filter-panel';

const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300';
const selectClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

type Choice = { value: number; label: string };

/**
 * The home page's search (issue 23): where, when and how many — a villa/boat
 * switch, the region (villas) or marina (boats), the one Turkish date range
 * picker and guests — landing on `/listing?town&checkin&checkout&guests` or
 * `/listingboat?marina&checkin&days&guests`, the results already filtered
 * by availability. A GET form (villas) before scripts load.
 */
export function HomeSearch({
  today,
  towns,
  marinas,
  villaGuestsMax,
  boatGuestsMax,
}: {
  today: string;
  towns: Choice[];
  marinas: Choice[];
  villaGuestsMax: number;
  boatGuestsMax: number;
}) {
  const router = useRouter();
  const t = useTranslations('Client.SearchForm');
  const locale = useLocale() as Locale;
  const [kind, setKind] = useState<'villa' | 'boat'>('villa');
  const boat = kind === 'boat';
  const action = localePath(locale, boat ? paths.listingBoat : paths.listing());
  const guestsMax = boat ? boatGuestsMax : villaGuestsMax;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    data.delete('kind');
    router.push(filterHref(action, data));
  };

  return (
    <form
      action={action}
      method="get"
      aria-label={boat ? t('boatSearch') : t('villaSearch')}
      onSubmit={submit}
      className="mt-10 rounded-2xl bg-white p-4 text-slate-900 shadow-2xl sm:p-5 dark:bg-slate-900 dark:text-white"
    >
      <fieldset className="mb-4 flex">
        <legend className="sr-only">{t('what')}</legend>
        <div className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
          {(
            [
              ['villa', t('villa'), House],
              ['boat', t('boat'), Sailboat],
            ] as const
          ).map(([value, text, Icon]) => (
            <label
              key={value}
              className={`inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                kind === value
                  ? 'bg-sea-900 text-white shadow dark:bg-brand-500 dark:text-sea-950'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1.3fr_0.8fr_auto]">
        <div>
          <label htmlFor="home-region" className={labelClass}>
            {boat ? t('marina') : t('region')}
          </label>
          <select id="home-region" key={kind} name={boat ? 'marina' : 'town'} defaultValue="" className={selectClass}>
            <option value="">{boat ? t('allMarinas') : t('allRegions')}</option>
            {(boat ? marinas : towns).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <DateRangeField
          key={kind}
          mode={boat ? 'days' : 'nights'}
          id="home-dates"
          label={t('dates')}
          today={today}
          size="lg"
          labelClassName={labelClass}
        />
        <div>
          <label htmlFor="home-guests" className={labelClass}>
            {t('guests')}
          </label>
          <select id="home-guests" name="guests" defaultValue="" className={selectClass}>
            <option value="">{t('anyGuests')}</option>
            {Array.from({ length: guestsMax }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('guestCount', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-500 px-6 font-semibold text-sea-950 shadow transition hover:bg-brand-400"
        >
          <Search aria-hidden="true" className="size-5" />
          {boat ? t('findBoat') : t('findVilla')}
        </button>
      </div>
    </form>
  );
}
