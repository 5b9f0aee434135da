'use client';
/**
 * 'Fiyatlar' tab of the boat editor: the boat's price periods (first and
 * last day, daily rate, optional weekly rate, minimum days) with add, edit
 * and delete after a confirmation (`POST`/`PUT`/`DELETE /boat/price`). Rates
 * are typed in TL and sent in kuruş. An overlap answers 409 naming the other
 * period; the message shows in the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { BoatDetail, BoatPricePeriod } from '@yali/contract';
import { Pencil, Plus, Trash2 } from '@/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { Section } from '@/features/villas-admin/components/general-form';
import { formatDate, formatKurus } from '@/lib/format';
import { BOATS_PATH } from '../api/boats';

const PRICE_PATH = `${BOATS_PATH}/price`;

const schema = z
  .object({
    start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Başlangıç gününü seçin.'),
    end_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Son günü seçin.'),
    daily_tl: z.number({ error: 'Günlük fiyatı girin.' }).positive('Günlük fiyat 0’dan büyük olmalı.').max(20_000_000),
    weekly_tl: z.number().positive('Haftalık fiyat 0’dan büyük olmalı.').max(20_000_000).optional(),
    min_days: z.number({ error: 'En az gün sayısını girin.' }).int('Tam sayı girin.').min(1, 'En az 1 gün.').max(60),
  })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], message: 'Son gün başlangıçtan önce olamaz.' });
type Values = z.infer<typeof schema>;

const period = (p: BoatPricePeriod) => `${formatDate(p.start_date)} – ${formatDate(p.end_date)}`;

export function BoatPricesTab({ boat }: { boat: BoatDetail }) {
  const [editing, setEditing] = useState<BoatPricePeriod | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BoatPricePeriod | null>(null);
  const prices = [...boat.prices].sort((a, b) => a.start_date.localeCompare(b.start_date));

  const del = useAdminMutation<BoatPricePeriod>({
    request: (p) => ({ method: 'DELETE', path: PRICE_PATH, body: { id: p.id } }),
    success: 'Fiyat dönemi silindi.',
    invalidate: [BOATS_PATH],
    onSuccess: () => setDeleting(null),
    onError: () => setDeleting(null),
  });

  const actions = (p: BoatPricePeriod, tone: 'ghost' | 'secondary') => (
    <>
      <Button tone={tone} size="sm" onClick={() => setEditing(p)} aria-label={`${period(p)} dönemini düzenle`}>
        <Pencil className="size-3.5" aria-hidden /> Düzenle
      </Button>
      <Button tone={tone} size="sm" onClick={() => setDeleting(p)} aria-label={`${period(p)} dönemini sil`}>
        <Trash2 className="size-3.5 text-red-600" aria-hidden /> Sil
      </Button>
    </>
  );

  return (
    <Section
      title="Fiyat dönemleri"
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Dönem ekle
        </Button>
      }
    >
      {prices.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Bu tekne için fiyat dönemi yok. Fiyatı olmayan günler sitede “fiyat sorunuz” olarak görünür.
        </p>
      ) : (
        <>
          {/* Narrow screens: one card per period. */}
          <ul className="grid gap-3 sm:hidden">
            {prices.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <p className="font-medium">{period(p)}</p>
                <p className="mt-1">
                  <span className="font-semibold">{formatKurus(p.daily_price_kurus)}</span> günlük
                  {p.weekly_price_kurus !== null && ` · ${formatKurus(p.weekly_price_kurus)} haftalık`}
                </p>
                <p className="text-slate-600 dark:text-slate-400">En az {p.min_days} gün</p>
                <div className="mt-2 flex gap-1">{actions(p, 'secondary')}</div>
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto sm:block">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Fiyat dönemleri</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Dönem
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Günlük
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Haftalık
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    En az gün
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {prices.map((p) => (
                  <tr key={p.id}>
                    <td className="whitespace-nowrap py-2.5 pr-4">{period(p)}</td>
                    <td className="whitespace-nowrap py-2.5 pr-4 font-semibold">{formatKurus(p.daily_price_kurus)}</td>
                    <td className="whitespace-nowrap py-2.5 pr-4">
                      {p.weekly_price_kurus === null ? '–' : formatKurus(p.weekly_price_kurus)}
                    </td>
                    <td className="py-2.5 pr-4">{p.min_days}</td>
                    <td className="whitespace-nowrap py-2.5 text-right">{actions(p, 'ghost')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {editing && <PriceDialog boatId={boat.id} period={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Fiyat dönemini sil"
        message={deleting ? `${period(deleting)} dönemi silinsin mi?` : ''}
        pending={del.isPending}
        onConfirm={() => deleting && del.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}

function PriceDialog({ boatId, period: p, onClose }: { boatId: number; period: BoatPricePeriod | null; onClose: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      start_date: p?.start_date ?? '',
      end_date: p?.end_date ?? '',
      daily_tl: p ? p.daily_price_kurus / 100 : (undefined as unknown as number),
      weekly_tl: p?.weekly_price_kurus ? p.weekly_price_kurus / 100 : undefined,
      min_days: p?.min_days ?? 1,
    },
  });
  const save = useAdminMutation<Values, BoatPricePeriod>({
    request: (v) => {
      const body = {
        boat_id: boatId,
        start_date: v.start_date,
        end_date: v.end_date,
        daily_price_kurus: Math.round(v.daily_tl * 100),
        weekly_price_kurus: v.weekly_tl ? Math.round(v.weekly_tl * 100) : null,
        min_days: v.min_days,
      };
      return p ? { method: 'PUT', path: PRICE_PATH, body: { id: p.id, ...body } } : { method: 'POST', path: PRICE_PATH, body };
    },
    success: p ? 'Fiyat dönemi güncellendi.' : 'Fiyat dönemi eklendi.',
    invalidate: [BOATS_PATH],
    onSuccess: onClose,
    onError: (err) => setServerError(err.message),
  });
  const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

  return (
    <Modal
      open
      onClose={onClose}
      title={p ? 'Fiyat dönemini düzenle' : 'Fiyat dönemi ekle'}
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form="boat-price-form" pending={save.isPending}>
            Kaydet
          </Button>
        </>
      }
    >
      <form
        id="boat-price-form"
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((v) => {
          setServerError(null);
          save.mutate(v);
        })}
      >
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {serverError}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField label="İlk gün" type="date" error={errors.start_date?.message} {...register('start_date')} />
          <TextField label="Son gün" type="date" error={errors.end_date?.message} {...register('end_date')} />
          <TextField
            label="Günlük fiyat (₺)"
            type="number"
            min={1}
            step="any"
            error={errors.daily_tl?.message}
            {...register('daily_tl', { valueAsNumber: true })}
          />
          <TextField
            label="Haftalık fiyat (₺)"
            type="number"
            min={1}
            step="any"
            hint="İsteğe bağlı; 7 günlük kiralamalarda uygulanır."
            error={errors.weekly_tl?.message}
            {...register('weekly_tl', { setValueAs: optionalNumber })}
          />
          <TextField
            label="En az gün"
            type="number"
            min={1}
            error={errors.min_days?.message}
            {...register('min_days', { valueAsNumber: true })}
          />
        </div>
      </form>
    </Modal>
  );
}
