'use client';

import type { ReactNode } from 'react';
import { CurrencyProvider } from '@/features/currency/currency-context';
import { type FavouriteTexts, FavouritesProvider } from '@/features/favourites/favourites-context';
import { LazyToaster } from './lazy-toaster';

/** Browser state of the public site: display currency, favourites, and the toasts of SPEC §8. */
export function PublicProviders({
  storageKeys,
  favouriteTexts,
  children,
}: {
  storageKeys: { currency: string; favourites: string };
  favouriteTexts: FavouriteTexts;
  children: ReactNode;
}) {
  return (
    <CurrencyProvider storageKey={storageKeys.currency}>
      <FavouritesProvider storageKey={storageKeys.favourites} texts={favouriteTexts}>
        {children}
        <LazyToaster />
      </FavouritesProvider>
    </CurrencyProvider>
  );
}
