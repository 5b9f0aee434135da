import type { ReactNode } from 'react';

/**
 * A public page that only says something went wrong, inside the site's header and footer: an optional
 * big `code` ('404'), the `title` (the page's h1), one line of `text`, and the way on (`action`: a link or
 * a button). Used by the public 404 pages and the public error page.
 */
export function MessagePage({ code, title, text, action }: { code?: string; title: string; text: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {code && <p className="text-6xl font-bold text-brand-700 dark:text-brand-400">{code}</p>}
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      {action}
    </div>
  );
}

/** The call to action of a message page: the site's gold pill button or link. */
export const messageActionClass =
  'rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-sea-950 transition hover:bg-brand-400';
