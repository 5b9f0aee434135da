/** Classes shared by the header search and its placeholder (lazy-header-search.tsx), so the swap moves nothing. */
export const searchIconClass =
  'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400 dark:text-slate-500';

export const searchInputClass =
  'h-9 w-full rounded-full border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400';
