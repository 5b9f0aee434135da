/**
 * The frame of the pages outside the authenticated shell (login, forgotten
 * password, new password; SPEC §2: no sidebar or top bar): a centred card
 * with the brand, a heading and a short line under it.
 */
import { clsx } from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';

export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-sea-900 via-sea-800 to-sea-950 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-slate-900">
        <div className="mb-8 text-center">
          <Link href="/" className="text-3xl font-bold tracking-tight text-sea-800 dark:text-white">
            Yalı<span className="text-brand-500">.</span>
          </Link>
          <h1 className="mt-3 text-xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

/** A quiet link under an auth form (back to login, forgotten password). */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sea-100">
      {children}
    </Link>
  );
}

/** The larger fields of the auth cards (a form field's class; the login's e-mail field matches it). */
export const AUTH_FIELD = '[&_input]:py-2.5 [&_input]:text-base';

/** The outcome of an auth form in place of the form: green for done, red (an alert) for a refusal. */
export function AuthNotice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={clsx(
        'rounded-lg border p-4 text-sm',
        ok
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
          : 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
      )}
    >
      {children}
    </p>
  );
}
