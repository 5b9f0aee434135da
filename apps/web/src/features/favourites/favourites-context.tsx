'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { showToast } from '@/components/public/lazy-toaster';

/** A favourite villa as kept in browser storage (SPEC §3): id, slug, name, thumbnail. */
export type FavouriteVilla = { id: number; slug: string; name: string; thumbnail: string | null };

/** The SPEC §8 texts, handed over by the server layout (the contract package stays out of the browser bundle). */
export type FavouriteTexts = { added: string; removed: string; empty: string };

type FavouritesState = {
  items: FavouriteVilla[];
  /** False until the stored list has been read (the server knows nothing about it). */
  ready: boolean;
  texts: FavouriteTexts;
  has: (id: number) => boolean;
  toggle: (villa: FavouriteVilla) => void;
  remove: (id: number) => void;
};

const FavouritesContext = createContext<FavouritesState | null>(null);

export function useFavourites(): FavouritesState {
  const ctx = useContext(FavouritesContext);
  if (!ctx) throw new Error('useFavourites outside FavouritesProvider');
  return ctx;
}

function isFavourite(v: unknown): v is FavouriteVilla {
  const f = v as FavouriteVilla | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.id === 'number' &&
    typeof f.slug === 'string' &&
    typeof f.name === 'string' &&
    (f.thumbnail === null || typeof f.thumbnail === 'string')
  );
}

function read(key: string): FavouriteVilla[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFavourite) : [];
  } catch {
    return [];
  }
}

/**
 * Favourite villas (SPEC §3, §4): a list in browser storage under `storageKey`,
 * shared by the header dropdown, the villa cards and the villa page, kept in
 * step across tabs. Adding and removing show the SPEC §8 messages.
 */
export function FavouritesProvider({
  storageKey,
  texts,
  children,
}: {
  storageKey: string;
  texts: FavouriteTexts;
  children: ReactNode;
}) {
  const [items, setItems] = useState<FavouriteVilla[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setItems(read(storageKey));
    setReady(true);
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey) setItems(read(storageKey));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const save = useCallback(
    (next: FavouriteVilla[]) => {
      setItems(next);
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // storage unavailable: favourites last for this page only
      }
    },
    [storageKey],
  );

  const remove = useCallback(
    (id: number) => {
      save(read(storageKey).filter((f) => f.id !== id));
      showToast(texts.removed);
    },
    [save, storageKey, texts.removed],
  );

  const toggle = useCallback(
    (villa: FavouriteVilla) => {
      const current = read(storageKey);
      if (current.some((f) => f.id === villa.id)) {
        remove(villa.id);
        return;
      }
      save([...current, { id: villa.id, slug: villa.slug, name: villa.name, thumbnail: villa.thumbnail }]);
      showToast(texts.added);
    },
    [remove, save, storageKey, texts.added],
  );

  const value = useMemo(
    () => ({ items, ready, texts, has: (id: number) => items.some((f) => f.id === id), toggle, remove }),
    [items, ready, texts, toggle, remove],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}
