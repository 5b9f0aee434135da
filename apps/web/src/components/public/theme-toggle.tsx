'use client';

import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Switches the `dark` class on <html> and remembers the choice under `storageKey` (SPEC §9 theme key). */
export function ThemeToggle({ storageKey, className }: { storageKey: string; className?: string }) {
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
      aria-label="Koyu tema"
      title={dark ? 'Açık temaya geç' : 'Koyu temaya geç'}
      className={className}
    >
      <Moon aria-hidden="true" className="size-4 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-4 dark:block" />
    </button>
  );
}
