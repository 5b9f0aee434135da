'use client';

import { Heart } from '@/components/public-icons';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { type FavouriteUnit, useFavourites } from './favourites-context';

/** Heart toggle of a villa or boat card and the villa page (SPEC §4 "one action adds or removes a villa"; boats: issue 23). */
export function FavouriteButton({
  unit,
  variant = 'card',
  className,
}: {
  unit: FavouriteUnit;
  variant?: 'card' | 'page';
  className?: string;
}) {
  const t = useTranslations('Client.FavouriteButton');
  const { has, toggle } = useFavourites();
  const on = has(unit.kind, unit.id);
  const label = t(on ? 'remove' : 'add', { name: unit.name });
  return (
    <button
      type="button"
      onClick={() => toggle(unit)}
      aria-label={label}
      title={t(on ? 'removeTitle' : 'addTitle')}
      data-favourite={on ? 'on' : 'off'}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        variant === 'card'
          ? 'size-10 bg-white/95 text-slate-700 shadow hover:scale-105 hover:text-rose-600 dark:bg-slate-950/85 dark:text-slate-200'
          : 'h-11 border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-rose-400 hover:text-rose-700 dark:border-slate-700 dark:text-slate-100 dark:hover:text-rose-300',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={clsx('size-5', on && 'fill-rose-600 text-rose-600 dark:fill-rose-500 dark:text-rose-500')}
      />
      {variant === 'page' && <span aria-hidden="true">{t(on ? 'saved' : 'addTitle')}</span>}
    </button>
  );
}
