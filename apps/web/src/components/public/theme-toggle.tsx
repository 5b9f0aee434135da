'use client';

import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@yali/contract';

/** Switches the `dark` class on <html> and remembers the choice (SPEC §9 theme key). */
export function ThemeToggle({ className }: { className?: string }) {
  const [dark, setDark] = useState(false);

  useEffect(() => {
    setDark(document.documentElement.classList.contains('dark'));
  }, []);

  const toggle = () => {
    const next = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next ? 'dark' : 'light');
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
    setDark(next);
  };

  return (
    <button type="button" onClick={toggle} aria-pressed={dark} aria-label="Koyu tema" title={dark ? 'Açık temaya geç' : 'Koyu temaya geç'} className={className}>
      <Moon aria-hidden="true" className="size-4 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-4 dark:block" />
    </button>
  );
}
