'use client';
/**
 * The villa list's writes (issue 24): the Aktif/Popüler switches with an
 * undo toast, "en üste taşı" (`PATCH /villas/order/top`) and a dragged
 * page's new order (`PATCH /villas/order`). Each refetches the admin villa
 * reads; errors show the server's Turkish message (useAdminMutation).
 */
import { toast } from 'sonner';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

const LIST = ['/v1/admin/villas'];
/** Long enough to reach 'Geri al' after a mis-click, short enough not to pile up. */
const UNDO_MS = 10_000;

export type FlagChange = {
  kind: 'activity' | 'setpopular';
  villa_id: number;
  name: string;
  value: boolean;
  /** This change takes back the previous one: no second 'Geri al'. */
  undo?: boolean;
};

function flagText({ kind, name, value, undo }: FlagChange): string {
  const text =
    kind === 'activity'
      ? value
        ? `${name} yayına alındı.`
        : `${name} yayından kaldırıldı.`
      : value
        ? `${name} popüler yapıldı.`
        : `${name} popülerden çıkarıldı.`;
  return undo ? `Geri alındı: ${text}` : text;
}

/**
 * One switch of a row. A villa switched off (or on) can be switched back
 * from the toast's 'Geri al' for UNDO_MS: one mis-click on 'Aktif' takes a
 * villa off the public site, so the way back is one click too.
 */
export function useVillaFlag() {
  const flag = useAdminMutation<FlagChange>({
    request: (v) => ({
      method: 'PATCH',
      path: `/v1/admin/villas/${v.kind}`,
      body: { villa_id: v.villa_id, [v.kind === 'activity' ? 'active' : 'popular']: v.value },
    }),
    invalidate: LIST,
    onSuccess: (_r, v) => {
      if (v.undo) toast.success(flagText(v));
      else
        toast.success(flagText(v), {
          duration: UNDO_MS,
          action: { label: 'Geri al', onClick: () => flag.mutate({ ...v, value: !v.value, undo: true }) },
        });
    },
  });
  return flag;
}

/** 'En üste taşı': the villa goes first in the agency order, across pages. */
export const useMoveVillaToTop = () =>
  useAdminMutation<{ villa_id: number; name: string }>({
    request: (v) => ({ method: 'PATCH', path: '/v1/admin/villas/order/top', body: { villa_id: v.villa_id } }),
    success: (_r, v) => `${v.name} en üste taşındı.`,
    invalidate: LIST,
  });

/** Saves a dragged page's order; `onError` puts the rows back. */
export const useSaveVillaOrder = (onError: () => void) =>
  useAdminMutation<{ villa_id: number; order: number }[]>({
    request: (order) => ({ method: 'PATCH', path: '/v1/admin/villas/order', body: { order } }),
    success: 'Sıralama kaydedildi.',
    invalidate: LIST,
    onError,
  });
