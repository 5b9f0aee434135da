import type { ReactNode } from 'react';
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';

/** Page numbers around the current one, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  }
  return out;
}

/** Server-rendered page links of a public listing (villas, boats, short-term offers; no script): previous, numbers, next. `hrefOf` gives a page's address. */
export function PageLinks({ page, last, hrefOf }: { page: number; last: number; hrefOf: (page: number) => string }) {
  const t = useTranslations('Listing');
  if (last <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <StepLink href={page > 1 ? hrefOf(page - 1) : undefined} rel="prev">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('previous')}
      </StepLink>
      <ol className="flex flex-wrap items-center gap-1">
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pageN', { page: p })}
                className={clsx(
                  'inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold transition',
                  p === page
                    ? 'bg-sea-900 text-white dark:bg-brand-500 dark:text-sea-950'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      <StepLink href={page < last ? hrefOf(page + 1) : undefined} rel="next">
        {t('next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </StepLink>
    </nav>
  );
}

function StepLink({ href, rel, children }: { href: string | undefined; rel: 'prev' | 'next'; children: ReactNode }) {
  const cls =
    'inline-flex h-10 items-center gap-1 rounded-full border px-4 text-sm font-semibold transition border-slate-300 dark:border-slate-700';
  if (!href) {
    return (
      <span aria-disabled="true" className={clsx(cls, 'cursor-not-allowed text-slate-400 dark:text-slate-600')}>
        {children}
      </span>
    );
  }
  return (
    <Link
      href={href}
      rel={rel}
      className={clsx(cls, 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800')}
    >
      {children}
    </Link>
  );
}
