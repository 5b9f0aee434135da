'use client';

import { createContext, type ReactNode, use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Currency, SettingEntry } from '@yali/contract';
import { type ExchangeRates, isCurrency, ratesFromSettings } from './rates';

type CurrencyState = {
  currency: Currency;
  setCurrency: (c: Currency) => void;
  /** Rates of the server render (a promise streamed with the page). */
  serverRates: Promise<ExchangeRates>;
  /** Fresh rates from the browser's settings call, once it answered. */
  liveRates: ExchangeRates | null;
  /** 'error' when the browser's settings call failed: the selector shows the SPEC §8 text. */
  status: 'loading' | 'ready' | 'error';
};

const none = Promise.resolve<ExchangeRates>({});
const CurrencyContext = createContext<CurrencyState>({
  currency: 'TL',
  setCurrency: () => {},
  serverRates: none,
  liveRates: null,
  status: 'loading',
});

export const useCurrency = () => useContext(CurrencyContext);

/** The exchange rates to convert with (suspends until the server's rates have streamed in). */
export function useRates(): ExchangeRates {
  const { liveRates, serverRates } = useContext(CurrencyContext);
  return liveRates ?? use(serverRates);
}

/** Marks the chosen currency on <html> so that the CSS of <Money> shows that amount (no re-render, no layout shift). */
export function applyCurrency(currency: Currency) {
  if (currency === 'TL') delete document.documentElement.dataset.currency;
  else document.documentElement.dataset.currency = currency;
}

/**
 * The display currency (SPEC §4: TL default, persisted under `storageKey`)
 * and the exchange rates. `serverRates` come with the server-rendered
 * (cached) page; on load the browser reads the site settings once more so a
 * long-cached page still converts at today's rates.
 */
export function CurrencyProvider({
  storageKey,
  serverRates,
  children,
}: {
  storageKey: string;
  serverRates: Promise<ExchangeRates>;
  children: ReactNode;
}) {
  const [currency, setState] = useState<Currency>('TL');
  const [liveRates, setLiveRates] = useState<ExchangeRates | null>(null);
  const [status, setStatus] = useState<CurrencyState['status']>('loading');

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey);
    } catch {
      // storage unavailable: TL
    }
    const c = isCurrency(stored) ? stored : 'TL';
    setState(c);
    applyCurrency(c);
  }, [storageKey]);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/v1/settings', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { content: SettingEntry[] };
        const map = new Map(body.content.map((e) => [e.key, e.value]));
        setLiveRates(ratesFromSettings((k) => map.get(k)));
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

  const value = useMemo(
    () => ({ currency, setCurrency, serverRates, liveRates, status }),
    [currency, setCurrency, serverRates, liveRates, status],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
