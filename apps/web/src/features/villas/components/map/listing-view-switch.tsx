import { clsx } from 'clsx';
import { List, MapPin } from '@/components/icons';
import { useTranslations } from 'next-intl';

export type ListingView = 'list' | 'map';

/**
 * The listing's "Liste / Harita" switch (issue 23): two buttons with
 * `aria-pressed` in a plain GET form carrying the page's query (filters,
 * dates, page), so the chosen view lands in the address (`view=map`) and
 * survives reload and back. A server component on purpose: the list view's
 * JavaScript does not grow (decision 024).
 * `href`: the page's address without `view`.
 */
export function ListingViewSwitch({ href, view }: { href: string; view: ListingView }) {
  const t = useTranslations('Listing');
  const [action, search = ''] = href.split('?');
  const hidden = [...new URLSearchParams(search)];
  const button = (pressed: boolean) =>
    clsx(
      'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition',
      pressed
        ? 'bg-sea-900 text-white dark:bg-brand-500 dark:text-sea-950'
        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    );
  return (
    <form action={action} method="get" className="flex rounded-full border border-slate-300 p-0.5 dark:border-slate-700">
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {/* The list is the default: its button sends no `view`, so the address stays the one every link uses. */}
      <button type="submit" aria-pressed={view === 'list'} className={button(view === 'list')}>
        <List aria-hidden="true" className="size-4" />
        {t('list')}
      </button>
      <button type="submit" name="view" value="map" aria-pressed={view === 'map'} className={button(view === 'map')}>
        <MapPin aria-hidden="true" className="size-4" />
        {t('map')}
      </button>
    </form>
  );
}
