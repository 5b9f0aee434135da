/** tr-TR money and date texts for mails (DESIGN §3: dates and money in the tr-TR locale). */
import type { Currency } from '@yali/contract';

const ISO: Record<Currency, string> = { TL: 'TRY', DOLLAR: 'USD', EURO: 'EUR', POUND: 'GBP' };

/** Minor units → '₺21.500' / '€437,88'. TL without decimals. */
export function formatMoneyTr(minor: number, currency: Currency): string {
  return new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: ISO[currency],
    maximumFractionDigits: currency === 'TL' ? 0 : 2,
    minimumFractionDigits: currency === 'TL' ? 0 : 2,
  }).format(currency === 'TL' ? Math.round(minor / 100) : minor / 100);
}

/** '2027-07-03' → '3 Temmuz 2027 Cumartesi'. */
export function formatDateTr(date: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A quoted total for a mail: '₺21.500', or '₺21.500 (≈ €437,88)' when the guest
 * chose another currency. `totalKurus` in kuruş; `inCurrency` the quote's conversion.
 */
export function quotedTotalText(
  totalKurus: number,
  inCurrency: { currency: Currency; total_minor: number } | null | undefined,
): string {
  const tl = formatMoneyTr(totalKurus, 'TL');
  return inCurrency && inCurrency.currency !== 'TL'
    ? `${tl} (≈ ${formatMoneyTr(inCurrency.total_minor, inCurrency.currency)})`
    : tl;
}
