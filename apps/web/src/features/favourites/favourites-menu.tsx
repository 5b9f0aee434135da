'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { Heart, ImageOff } from '@/components/public-icons';
import { useDropdown } from '@/components/public/use-dismiss';
import { paths } from '@/lib/paths';
import { useFavourites } from './favourites-context';

/** The menu's lists, villas first (the SPEC's list), then boats (issue 23). */
const KINDS = [
  { kind: 'villa', label: 'villaLabel', heading: 'villaHeading' },
  { kind: 'boat', label: 'boatLabel', heading: 'boatHeading' },
] as const;

/**
 * Favourites dropdown of the top bar (SPEC §2): each villa and boat, linking to its page, with a thumbnail of
 * `thumbnail` CSS pixels (40×40, SPEC §9) and a heart that removes it; the
 * SPEC §8 text when the list is empty.
 */
export function FavouritesMenu({ thumbnail, className }: { thumbnail: { width: number; height: number }; className?: string }) {
  const { items, texts, remove } = useFavourites();
  const t = useTranslations('Client.Favourites');
  const locale = useLocale() as Locale;
  const { open, root, id: panelId, toggle } = useDropdown();
  const size = { width: thumbnail.width, height: thumbnail.height };

  return (
    <div ref={root} className="relative">
      <button {...toggle} aria-label={t('button', { count: items.length })} className={className}>
        <Heart aria-hidden="true" className="size-4 text-brand-400" />
      </button>
      {/* Beside the button, not in it: axe wants a button's visible text in its name, and "2" alone says nothing. */}
      {items.length > 0 && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-0.5 -right-0.5 inline-flex min-w-4 items-center justify-center rounded-full bg-rose-600 px-1 text-[0.65rem] leading-4 font-bold text-white"
        >
          {items.length}
        </span>
      )}
      {/* Narrow screens: the panel spans the viewport instead of hanging off the heart button. */}
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-4 top-14 z-50 rounded-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80 border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <p className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Favorilerim
        </p>
        {items.length === 0 ? (
          <p className="px-2 pb-2 text-sm text-slate-700 dark:text-slate-300">{texts.empty}</p>
        ) : (
          <div className="max-h-80 overflow-y-auto">
            {KINDS.map(({ kind, label, heading }) => {
              const ofKind = items.filter((f) => f.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <div key={kind}>
                  {/* With both kinds, each list gets a small heading; villas alone look as before. */}
                  {ofKind.length < items.length && (
                    <p aria-hidden="true" className="px-2 pt-2 text-xs font-semibold text-slate-500 dark:text-slate-400">
                      {t(heading)}
                    </p>
                  )}
                  <ul aria-label={t(label)} className="divide-y divide-slate-100 dark:divide-slate-800">
                    {ofKind.map((f) => (
                      <li key={f.id} className="flex items-center gap-2 py-1">
                        <Link
                          href={localePath(locale, kind === 'boat' ? paths.boat(f.slug) : paths.villa(f.slug))}
                          onClick={close}
                          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-sea-50 dark:hover:bg-slate-800"
                        >
                          {f.thumbnail ? (
                            // biome-ignore lint/performance/noImgElement: the API's own small WebP variant
                            <img
                              src={f.thumbnail}
                              alt=""
                              width={thumbnail.width}
                              height={thumbnail.height}
                              style={size}
                              loading="lazy"
                              className="shrink-0 rounded-md object-cover"
                            />
                          ) : (
                            <span
                              style={size}
                              className="flex shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400 dark:bg-slate-800"
                            >
                              <ImageOff aria-hidden="true" className="size-4" />
                            </span>
                          )}
                          <span className="truncate text-sm font-medium">{f.name}</span>
                        </Link>
                        <button
                          type="button"
                          onClick={() => remove(kind, f.id)}
                          aria-label={t('remove', { name: f.name })}
                          title={t('removeTitle')}
                          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-slate-800"
                        >
                          <Heart aria-hidden="true" className="size-4 fill-current" />
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
