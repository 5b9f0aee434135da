'use client';
/**
 * Writes of the reservation screens for any kind (SPEC §7): `PUT {path}/{id}`,
 * `POST {path}` and the two mails (confirmation, bank details). Each success
 * refreshes the admin reads (lists, detail, badges); errors show the server's
 * Turkish message (a 409 names the record holding the dates).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';
import type { ReservationApi } from '../kind';

const token = () => readSession(window.localStorage)?.token;

/** `Update`/`Create`: the contract's request bodies of the kind; `_message` overrides the success toast. */
export function useReservationWrites<Update extends object, Create extends object = never>(api: ReservationApi, id?: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin'] });
  const onError = (err: Error) => toast.error(err.message);

  const update = useMutation({
    mutationFn: (body: Update & { _message?: string }) => {
      const { _message, ...rest } = body;
      return apiFetch<{ id: number }>(`${api.path}/${id}`, { method: 'PUT', body: JSON.stringify(rest), token: token() });
    },
    onSuccess: (_d, vars) => {
      toast.success(vars._message ?? `${api.noun} güncellendi.`);
      return refresh();
    },
    onError,
  });

  const create = useMutation({
    mutationFn: (body: Create) =>
      apiFetch<{ id: number }>(api.path, { method: 'POST', body: JSON.stringify(body), token: token() }),
    onSuccess: () => {
      toast.success(`${api.noun} oluşturuldu.`);
      return refresh();
    },
    onError,
  });

  const send = useMutation({
    mutationFn: (mail: 'confirm' | 'bank') => {
      const req = api.sendRequest(id ?? 0, mail);
      return apiFetch<{ id: number }>(req.path, {
        method: 'POST',
        ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
        token: token(),
      });
    },
    onSuccess: (_d, mail) => {
      toast.success(mail === 'confirm' ? 'Onay e-postası kuyruğa alındı.' : 'Banka bilgileri e-postası kuyruğa alındı.');
      return refresh();
    },
    onError,
  });

  return { update, create, send };
}

/**
 * The save of a kind's reservation form. `save(body, createBody)`: with `id`
 * (editing) updates the reservation with `body`, then `onDone()`; without,
 * creates one from `createBody()` and opens its page (`detailHref(newId)`).
 * Rejects with the write's error, whose message the writes already showed as
 * a toast. `pending` while either write runs.
 */
export function useReservationSave<Update extends object, Create extends object>(opts: {
  api: ReservationApi;
  id: number | undefined;
  detailHref: (id: number) => string;
  onDone?: () => void;
}) {
  const router = useRouter();
  const { create, update } = useReservationWrites<Update, Create>(opts.api, opts.id);
  const save = async (body: Update, createBody: () => Create) => {
    if (opts.id !== undefined) {
      await update.mutateAsync(body);
      opts.onDone?.();
      return;
    }
    const res = await create.mutateAsync(createBody());
    router.push(opts.detailHref(res.id));
  };
  return { save, pending: create.isPending || update.isPending };
}
