'use client';

import type { Currency } from '@yali/contract';
import { useCurrency } from '@/features/currency/currency-context';
import { useTranslations } from 'next-intl';

const SYMBOL: Record<Currency, string> = { TL: '₺', DOLLAR: '$', EURO: '€', POUND: '£' };

/**
 * The price range of the villa filters (issue 23), in whole units of the
 * visitor's currency (the header's choice): `min_price`, `max_price` and the
 * `currency` they are in, as `/v2/search` reads them — the whole stay's total
 * when the search has dates (`dated`), the nightly rate otherwise. The
 * bounds shown are the address's (`min`, `max`); when the address names a
 * currency, the fields keep it until the visitor applies the form again.
 */
export function PriceRangeFields({
  dated,
  min,
  max,
  currency: urlCurrency,
  legendClassName,
  fieldClassName,
}: {
  dated: boolean;
  min: number | undefined;
  max: number | undefined;
  currency: Currency | undefined;
  legendClassName: string;
  fieldClassName: string;
}) {
  const t = useTranslations('Client.Filters');
  const { currency: chosen } = useCurrency();
  const currency = min !== undefined || max !== undefined ? (urlCurrency ?? 'TL') : chosen;
  const symbol = SYMBOL[currency];
  return (
    <fieldset>
      <legend className={legendClassName}>{t(dated ? 'stayTotal' : 'nightly', { symbol })}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            ['min_price', t('minPrice'), t('minShort'), min],
            ['max_price', t('maxPrice'), t('maxShort'), max],
          ] as const
        ).map(([name, label, placeholder, value]) => (
          <div key={name}>
            <label className="sr-only" htmlFor={`filter-${name}`}>
              {`${label} fiyat (${symbol})`}
            </label>
            <input
              id={`filter-${name}`}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={placeholder}
              defaultValue={value ?? ''}
              className={fieldClassName}
            />
          </div>
        ))}
      </div>
      <input type="hidden" name="currency" value={currency} />
    </fieldset>
  );
}
