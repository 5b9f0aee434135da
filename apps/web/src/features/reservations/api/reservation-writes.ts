'use client';
/**
 * Writes of the reservation screens (SPEC §7): `PUT /reservations/{id}`,
 * `POST /reservations`, `/sendconfirm`, `/sendbank`. Each success refreshes
 * the admin reads (lists, detail, badges); errors carry the server's Turkish
 * message (a 409 names the conflicting record).
 */
import type { AdminReservationCreate, AdminReservationUpdate } from '@yali/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';

const token = () => readSession(window.localStorage)?.token;

export function useReservationWrites(id?: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin'] });
  const onError = (err: Error) => toast.error(err.message);

  const update = useMutation({
    mutationFn: (body: AdminReservationUpdate & { _message?: string }) => {
      const { _message, ...rest } = body;
      return apiFetch<{ id: number }>(`/v1/admin/reservations/${id}`, {
        method: 'PUT',
        body: JSON.stringify(rest),
        token: token(),
      });
    },
    onSuccess: (_d, vars) => {
      toast.success(vars._message ?? 'Rezervasyon güncellendi.');
      return refresh();
    },
    onError,
  });

  const create = useMutation({
    mutationFn: (body: AdminReservationCreate) =>
      apiFetch<{ id: number }>('/v1/admin/reservations', { method: 'POST', body: JSON.stringify(body), token: token() }),
    onSuccess: () => {
      toast.success('Rezervasyon oluşturuldu.');
      return refresh();
    },
    onError,
  });

  const send = useMutation({
    mutationFn: (kind: 'confirm' | 'bank') =>
      apiFetch<{ id: number }>(kind === 'confirm' ? '/v1/admin/sendconfirm' : '/v1/admin/sendbank', {
        method: 'POST',
        body: JSON.stringify({ id }),
        token: token(),
      }),
    onSuccess: (_d, kind) => {
      toast.success(kind === 'confirm' ? 'Onay e-postası kuyruğa alındı.' : 'Banka bilgileri e-postası kuyruğa alındı.');
      return refresh();
    },
    onError,
  });

  return { update, create, send };
}
