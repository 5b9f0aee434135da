'use client';
/**
 * Writes of the boat reservation screens: `PUT /v1/admin/boatreservations/{id}`
 * and the mails `POST /v1/admin/boatreservations/{id}/sendconfirm|sendbank`.
 * Each success refreshes the admin reads (lists, detail, badges); errors show
 * the server's Turkish message (a 409 names the reservation holding the days).
 */
import type { AdminBoatReservationUpdate } from '@yali/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';

const token = () => readSession(window.localStorage)?.token;

export function useBoatReservationWrites(id: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin'] });
  const onError = (err: Error) => toast.error(err.message);

  const update = useMutation({
    mutationFn: (body: AdminBoatReservationUpdate & { _message?: string }) => {
      const { _message, ...rest } = body;
      return apiFetch<{ id: number }>(`/v1/admin/boatreservations/${id}`, {
        method: 'PUT',
        body: JSON.stringify(rest),
        token: token(),
      });
    },
    onSuccess: (_d, vars) => {
      toast.success(vars._message ?? 'Tekne rezervasyonu güncellendi.');
      return refresh();
    },
    onError,
  });

  const send = useMutation({
    mutationFn: (kind: 'confirm' | 'bank') =>
      apiFetch<{ id: number }>(`/v1/admin/boatreservations/${id}/${kind === 'confirm' ? 'sendconfirm' : 'sendbank'}`, {
        method: 'POST',
        token: token(),
      }),
    onSuccess: (_d, kind) => {
      toast.success(kind === 'confirm' ? 'Onay e-postası kuyruğa alındı.' : 'Banka bilgileri e-postası kuyruğa alındı.');
      return refresh();
    },
    onError,
  });

  return { update, send };
}
