'use client';

import { Check, ChevronDown } from '@/components/public-icons';
import { clsx } from 'clsx';
import type { Currency } from '@yali/contract';
import { useTranslations } from 'next-intl';
import { useDropdown } from '@/components/public/use-dismiss';
import { useCurrency } from './currency-context';
import { CURRENCIES } from './rates';

const SYMBOL: Record<Currency, string> = { TL: '₺', DOLLAR: '$', EURO: '€', POUND: '£' };

/**
 * Currency dropdown of the top bar (SPEC §2, §4): TL, DOLLAR, EURO, POUND.
 * When the exchange rates cannot be loaded it shows `failedText` in its place (SPEC §8).
 */
export function CurrencySelect({ failedText, className }: { failedText: string; className?: string }) {
  const { currency, setCurrency, status } = useCurrency();
  const t = useTranslations('Client.Currency');
  const { open, setOpen, root, button, id: listId, toggle } = useDropdown();

  if (status === 'error') {
    return (
      <p role="status" data-testid="currency-failed" className="max-w-44 text-xs leading-tight text-amber-200">
        {failedText}
      </p>
    );
  }

  return (
    <div ref={root} className="relative">
      <button {...toggle} aria-label={t('label', { currency })} className={className}>
        <span aria-hidden="true" className="font-semibold text-brand-400">
          {SYMBOL[currency]}
        </span>
        <span aria-hidden="true">{currency}</span>
        <ChevronDown aria-hidden="true" className={clsx('size-3.5 transition', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('choose')}
        className="absolute top-full right-0 z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-800 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {CURRENCIES.map((c) => (
          <li key={c}>
            <button
              type="button"
              aria-pressed={c === currency}
              onClick={() => {
                setCurrency(c);
                setOpen(false);
                button.current?.focus();
              }}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-sea-50 focus-visible:bg-sea-50 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
            >
              <span aria-hidden="true" className="w-4 text-center font-semibold text-sea-700 dark:text-brand-400">
                {SYMBOL[c]}
              </span>
              <span className="flex-1">
                <span className="font-semibold">{c}</span> <span className="text-slate-500 dark:text-slate-400">{t(c)}</span>
              </span>
              {c === currency && <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
