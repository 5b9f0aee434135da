'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { showToast } from '@/components/public/lazy-toaster';

/** The kinds of rental unit a visitor can keep as a favourite (issue 23 added boats). */
export type FavouriteKind = 'villa' | 'boat';

/**
 * A favourite as kept in browser storage (SPEC §3: id, slug, name, thumbnail), with its
 * kind: a villa and a boat may share an id, so a favourite is known by kind and id.
 */
export type FavouriteUnit = { kind: FavouriteKind; id: number; slug: string; name: string; thumbnail: string | null };

/** The SPEC §8 texts (and their boat counterparts), handed over by the server layout (the contract package stays out of the browser bundle). */
export type FavouriteTexts = { added: Record<FavouriteKind, string>; removed: Record<FavouriteKind, string>; empty: string };

type FavouritesState = {
  items: FavouriteUnit[];
  /** False until the stored list has been read (the server knows nothing about it). */
  ready: boolean;
  texts: FavouriteTexts;
  has: (kind: FavouriteKind, id: number) => boolean;
  toggle: (unit: FavouriteUnit) => void;
  remove: (kind: FavouriteKind, id: number) => void;
};

const FavouritesContext = createContext<FavouritesState | null>(null);

export function useFavourites(): FavouritesState {
  const ctx = useContext(FavouritesContext);
  if (!ctx) throw new Error('useFavourites outside FavouritesProvider');
  return ctx;
}

const same = (a: Pick<FavouriteUnit, 'kind' | 'id'>, kind: FavouriteKind, id: number) => a.kind === kind && a.id === id;

/**
 * A stored entry as a favourite, or null. Entries stored before boats could be favourites
 * have no `kind`: they are villas.
 */
function toFavourite(v: unknown): FavouriteUnit | null {
  const f = v as Partial<FavouriteUnit> | null;
  if (
    typeof f !== 'object' ||
    f === null ||
    typeof f.id !== 'number' ||
    typeof f.slug !== 'string' ||
    typeof f.name !== 'string' ||
    !(f.thumbnail === null || typeof f.thumbnail === 'string')
  )
    return null;
  const kind = f.kind ?? 'villa';
  if (kind !== 'villa' && kind !== 'boat') return null;
  return { kind, id: f.id, slug: f.slug, name: f.name, thumbnail: f.thumbnail };
}

function read(key: string): FavouriteUnit[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(toFavourite).filter((f): f is FavouriteUnit => f !== null) : [];
  } catch {
    return [];
  }
}

/**
 * Favourite villas and boats (SPEC §3, §4; issue 23): a list in browser storage under
 * `storageKey`, shared by the header dropdown, the result cards and the villa page, kept
 * in step across tabs. Adding and removing show the SPEC §8 messages (for a boat, their
 * boat counterparts).
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
  const [items, setItems] = useState<FavouriteUnit[]>([]);
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
    (next: FavouriteUnit[]) => {
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
    (kind: FavouriteKind, id: number) => {
      save(read(storageKey).filter((f) => !same(f, kind, id)));
      showToast(texts.removed[kind]);
    },
    [save, storageKey, texts.removed],
  );

  const toggle = useCallback(
    (unit: FavouriteUnit) => {
      const current = read(storageKey);
      if (current.some((f) => same(f, unit.kind, unit.id))) {
        remove(unit.kind, unit.id);
        return;
      }
      const { kind, id, slug, name, thumbnail } = unit;
      save([...current, { kind, id, slug, name, thumbnail }]);
      showToast(texts.added[kind]);
    },
    [remove, save, storageKey, texts.added],
  );

  const value = useMemo(
    () => ({
      items,
      ready,
      texts,
      has: (kind: FavouriteKind, id: number) => items.some((f) => same(f, kind, id)),
      toggle,
      remove,
    }),
    [items, ready, texts, toggle, remove],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}
