'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Currency, SettingEntry } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { useLocale } from 'next-intl';
import { LOCALE_CURRENCY } from '@/i18n/paths';
import { isCurrency } from './rates';

type CurrencyState = {
  currency: Currency;
  setCurrency: (c: Currency) => void;
  /** 'error' when the browser's settings call failed: the selector shows the SPEC §8 text. */
  status: 'loading' | 'ready' | 'error';
};

const CurrencyContext = createContext<CurrencyState>({
  currency: 'TL',
  setCurrency: () => {},
  status: 'loading',
});

export const useCurrency = () => useContext(CurrencyContext);

/** Marks the chosen currency on <html> so that the CSS of <Money> shows that amount (no re-render, no layout shift). */
export function applyCurrency(currency: Currency) {
  if (currency === 'TL') delete document.documentElement.dataset.currency;
  else document.documentElement.dataset.currency = currency;
}

/**
 * The display currency (SPEC §4: TL default — the page language's, EURO in
 * English, issue 18 — persisted under `storageKey` once chosen)
 * and the state of the selector's data call: the amounts themselves are
 * server-rendered by <Money> at the settings' rates; on load the browser reads
 * the settings once to know that the rates are reachable, and the selector
 * shows the SPEC §8 failure text when they are not.
 */
export function CurrencyProvider({ storageKey, children }: { storageKey: string; children: ReactNode }) {
  const fallback = LOCALE_CURRENCY[useLocale() as Locale] ?? 'TL';
  const [currency, setState] = useState<Currency>(fallback);
  const [status, setStatus] = useState<CurrencyState['status']>('loading');

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey);
    } catch {
      // storage unavailable: the language's currency
    }
    const c = isCurrency(stored) ? stored : fallback;
    setState(c);
    applyCurrency(c);
  }, [storageKey, fallback]);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/v1/settings', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { content?: SettingEntry[] };
        if (!Array.isArray(body.content)) throw new Error('no settings');
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error');
      });
    return () => controller.abort();
  }, []);

  const setCurrency = useCallback(
    (c: Currency) => {
      setState(c);
      applyCurrency(c);
      try {
        localStorage.setItem(storageKey, c);
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
    },
    [storageKey],
  );

  const value = useMemo(() => ({ currency, setCurrency, status }), [currency, setCurrency, status]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
