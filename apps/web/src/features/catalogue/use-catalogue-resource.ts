'use client';
/**
 * Reads and writes of one paged admin catalogue (villa types, boat types,
 * marinas …) made from its path and texts: the page hook
 * (`GET {path}?skip&take[&q]`), save (`POST {path}` or `PUT {path}/{id}`) and
 * delete (`DELETE {path}/{id}`), each with its Turkish toast. A 409 (the
 * record is still in use) shows the server's message as an error toast.
 */
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

export type CatalogueResource<Item, Body> = {
  /** The admin path, e.g. '/v1/admin/villatypes'. */
  path: string;
  pageSize: number;
  /** The record's id in the path (`id` or, for marinas, `marina_id`). */
  idOf: (item: Item) => number;
  /** Toasts: `added(result)`, `updated(result)`, `deleted(item)`. */
  texts: { added: (r: Item) => string; updated: (r: Item) => string; deleted: (r: Item) => string };
  /** Further reads a save changes (say, the boats list showing a type's name). */
  alsoInvalidateOnSave?: string[];
  /** Marks `Body` as used, so that `save` is typed by it. */
  body?: Body;
};

/** The three hooks of a resource; `useList(page, q)` keeps the previous page while the next loads. */
export function catalogueHooks<Item, Body>(res: CatalogueResource<Item, Body>) {
  function useList(page: number, q: string) {
    const sp = new URLSearchParams({ skip: String((page - 1) * res.pageSize), take: String(res.pageSize) });
    if (q) sp.set('q', q);
    return useAdminQuery<{ items: Item[]; total: number }>(`${res.path}?${sp}`, { placeholderData: (prev) => prev });
  }

  function useSave(onDone: () => void) {
    return useAdminMutation<{ id?: number; body: Body }, Item>({
      request: ({ id, body }) =>
        id === undefined ? { method: 'POST', path: res.path, body } : { method: 'PUT', path: `${res.path}/${id}`, body },
      success: (r, v) => (v.id === undefined ? res.texts.added(r) : res.texts.updated(r)),
      invalidate: [res.path, ...(res.alsoInvalidateOnSave ?? [])],
      onSuccess: onDone,
    });
  }

  function useDelete(onDone: () => void) {
    return useAdminMutation<Item, unknown>({
      request: (t) => ({ method: 'DELETE', path: `${res.path}/${res.idOf(t)}` }),
      success: (_r, t) => res.texts.deleted(t),
      invalidate: [res.path],
      onSuccess: onDone,
      onError: onDone,
    });
  }

  return { useList, useSave, useDelete };
}
