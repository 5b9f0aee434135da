'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * Switches the `dark` class on <html> and remembers the choice under `storageKey` (SPEC §9 theme key).
 * `children` are the icons, rendered by the server (no icon code in the browser bundle) and shown
 * per theme with `dark:` classes.
 */
export function ThemeToggle({
  storageKey,
  className,
  children,
}: {
  storageKey: string;
  className?: string;
  children: ReactNode;
}) {
  const [dark, setDark] = useState(false);

  useEffect(() => {
    // The root layout's inline script sets the class before paint; pages that Next renders on the
    // client only (a 404 from notFound()) skip that script, so the stored choice is applied here too.
    try {
      const stored = localStorage.getItem(storageKey);
      if (stored === 'dark' || stored === 'light') document.documentElement.classList.toggle('dark', stored === 'dark');
    } catch {
      // storage unavailable: keep the current class
    }
    setDark(document.documentElement.classList.contains('dark'));
  }, [storageKey]);

  const t = useTranslations('Client.Shell');
  const toggle = () => {
    const next = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(storageKey, next ? 'dark' : 'light');
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
    setDark(next);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t('darkTheme')}
      title={dark ? t('toLight') : t('toDark')}
      className={className}
    >
      {children}
    </button>
  );
}
