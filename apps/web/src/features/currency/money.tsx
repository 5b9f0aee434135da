import { use } from 'react';
import type { Currency } from '@yali/contract';
import { getSiteSettings } from '@/components/public/site-settings';
import { ablativeSuffix } from '@/features/villas/lib/labels';
import { CURRENCIES, type ExchangeRates, ratesFromSettings } from './rates';

const ISO: Record<Currency, string> = { TL: 'TRY', DOLLAR: 'USD', EURO: 'EUR', POUND: 'GBP' };
const formats = Object.fromEntries(
  CURRENCIES.map((c) => [c, new Intl.NumberFormat('tr-TR', { style: 'currency', currency: ISO[c], maximumFractionDigits: 0 })]),
) as Record<Currency, Intl.NumberFormat>;

/** Whole units of `currency` for an amount in kuruş; null when there is no rate for it. */
export function convertKurus(kurus: number, currency: Currency, rates: ExchangeRates): number | null {
  if (currency === 'TL') return Math.round(kurus / 100);
  const rate = rates[currency];
  return rate ? Math.round(kurus / 100 / rate) : null;
}

/**
 * A price in the visitor's currency (SPEC §2, §4), a server component: every
 * currency's amount is rendered at the exchange rates of the site settings,
 * and CSS (MONEY_CSS) shows the one named by `<html data-currency>`, which an
 * inline script sets from storage before first paint: the page never jumps
 * from TL to the chosen currency, and no script is needed to switch. A
 * currency without a rate shows the TL amount. `suffix="ablative"` appends
 * '’den' / '’tan' … fitting each number. A rate change reaches cached pages
 * through the settings cache tag (docs/decisions/004).
 *
 * On the server on purpose: as a client component it cost every page four
 * Intl.NumberFormat constructions (~30 ms on a fast desktop) and the hydration
 * of five spans per price. Synchronous, reading the request's one settings
 * promise with `use`: only the first price of a page waits for it, where an
 * async component made every price (40 on a dated listing) a chunk of its own
 * in the page's React payload (issue 16).
 */
export function Money({ kurus, suffix, className }: { kurus: number; suffix?: 'ablative'; className?: string }) {
  const settings = use(getSiteSettings());
  const rates = ratesFromSettings((key) => settings?.[key]);
  const tl = Math.round(kurus / 100);
  return (
    <span className={className}>
      {CURRENCIES.map((c) => {
        const amount = convertKurus(kurus, c, rates);
        const n = amount ?? tl;
        const text = amount === null ? formats.TL.format(tl) : formats[c].format(amount);
        // Without a suffix the amount alone, not beside an empty string: less to carry in the page's payload.
        return (
          <span key={c} data-money={c}>
            {suffix === 'ablative' ? (
              <>
                {text}
                {`’${ablativeSuffix(n)}`}
              </>
            ) : (
              text
            )}
          </span>
        );
      })}
    </span>
  );
}
