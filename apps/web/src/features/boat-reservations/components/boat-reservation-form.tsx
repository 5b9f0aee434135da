'use client';
/**
 * Edit a boat reservation (`PUT /v1/admin/boatreservations/{id}`): first and
 * last rental day (sent as the half-open [started_at, finished_at)), guests
 * up to the boat's capacity, guest contact, manual total in TL (sent as
 * kuruş), notes. A 409 (days held by another reservation) shows the server's
 * message naming it.
 */
import type { AdminBoatReservationDetail } from '@yali/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass, TextField } from '@/components/ui/form-fields';
import { useBoatReservationWrites } from '../api/boat-reservation-writes';
import { addDaysIso, lastDayOf } from '../lib/days';

/** '45.000,50' or '45000.5' TL → kuruş; '' → null; NaN when unreadable. */
function toKurus(s: string): number | null {
  const t = s.trim();
  if (!t) return null;
  const normal = t.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d{1,2})?$/.test(normal) ? Math.round(Number(normal) * 100) : Number.NaN;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih seçin.');

const schemaFor = (capacity: number) =>
  z
    .object({
      first_day: day,
      last_day: day,
      guests: z
        .string()
        .regex(/^\d+$/, 'Sayı girin.')
        .refine((s) => Number(s) >= 1 && Number(s) <= capacity, `En az 1, en fazla ${capacity} kişi.`),
      guest_name: z.string().trim().min(2, 'Misafir adı en az 2 karakter olmalı.').max(120, 'En fazla 120 karakter.'),
      guest_email: z
        .string()
        .trim()
        .max(200)
        .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Geçerli bir e-posta adresi girin.'),
      guest_phone: z
        .string()
        .trim()
        .max(40)
        .refine((s) => s === '' || /^\+?[0-9 ()-]{7,}$/.test(s), 'Geçerli bir telefon numarası girin.'),
      total_tl: z
        .string()
        .trim()
        .refine((s) => {
          const k = toKurus(s);
          return k === null || (Number.isSafeInteger(k) && k >= 0 && k <= 2_147_483_647);
        }, 'Tutarı TL olarak girin (ör. 45000 veya 45.000,50).'),
      note: z.string().max(2000, 'En fazla 2000 karakter.'),
      admin_note: z.string().max(2000, 'En fazla 2000 karakter.'),
    })
    .refine((v) => v.last_day >= v.first_day, { path: ['last_day'], message: 'Son gün ilk günden önce olamaz.' });
type Values = z.infer<ReturnType<typeof schemaFor>>;

export function BoatReservationForm({ reservation: r, onDone }: { reservation: AdminBoatReservationDetail; onDone: () => void }) {
  const { update } = useBoatReservationWrites(r.id);
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(r.boat.capacity)),
    defaultValues: {
      first_day: r.started_at,
      last_day: lastDayOf(r.finished_at),
      guests: String(r.guests),
      guest_name: r.guest_name,
      guest_email: r.guest_email,
      guest_phone: r.guest_phone,
      total_tl: r.total_price_kurus != null ? String(r.total_price_kurus / 100) : '',
      note: r.note,
      admin_note: r.admin_note,
    },
  });
  const { register, handleSubmit, formState } = form;
  const e = formState.errors;

  const submit = handleSubmit(async (v) => {
    await update.mutateAsync({
      started_at: v.first_day,
      finished_at: addDaysIso(v.last_day, 1),
      guests: Number(v.guests),
      guest_name: v.guest_name,
      guest_email: v.guest_email,
      guest_phone: v.guest_phone,
      total_price_kurus: toKurus(v.total_tl),
      note: v.note,
      admin_note: v.admin_note,
    });
    onDone();
  });

  return (
    <form onSubmit={(ev) => void submit(ev).catch(() => undefined)} noValidate className="space-y-5">
      <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Kiralama</legend>
        <div className="sm:col-span-2 text-sm">
          <span className="font-medium">Tekne:</span> {r.boat.name}
        </div>
        <TextField type="date" label="İlk gün" required error={e.first_day?.message} {...register('first_day')} />
        <TextField
          type="date"
          label="Son gün"
          required
          hint="Günübirlik turda ilk günle aynı."
          error={e.last_day?.message}
          {...register('last_day')}
        />
        <TextField
          type="number"
          min={1}
          max={r.boat.capacity}
          label="Kişi sayısı"
          required
          hint={`Tekne en fazla ${r.boat.capacity} kişi alır.`}
          error={e.guests?.message}
          {...register('guests')}
        />
      </fieldset>

      <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Misafir</legend>
        <TextField
          className="sm:col-span-2"
          label="Ad soyad"
          required
          autoComplete="off"
          error={e.guest_name?.message}
          {...register('guest_name')}
        />
        <TextField type="email" label="E-posta" autoComplete="off" error={e.guest_email?.message} {...register('guest_email')} />
        <TextField
          type="tel"
          label="Telefon"
          autoComplete="off"
          error={e.guest_phone?.message}
          hint="+90 5xx xxx xx xx"
          {...register('guest_phone')}
        />
      </fieldset>

      <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Fiyat</legend>
        <TextField
          inputMode="decimal"
          label="Toplam tutar (TL)"
          error={e.total_tl?.message}
          hint="Boş bırakılırsa “fiyat sorunuz”."
          {...register('total_tl')}
        />
      </fieldset>

      <div className="grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
        <label className="space-y-1.5 text-sm">
          <span className="block font-medium">Misafir notu</span>
          <textarea rows={3} className={inputClass} {...register('note')} />
        </label>
        <label className="space-y-1.5 text-sm">
          <span className="block font-medium">İç not (yalnız acente görür)</span>
          <textarea rows={3} className={inputClass} {...register('admin_note')} />
        </label>
      </div>

      <div className="flex justify-end gap-2">
        <Button tone="secondary" onClick={onDone}>
          Vazgeç
        </Button>
        <Button type="submit" pending={update.isPending || formState.isSubmitting}>
          Kaydet
        </Button>
      </div>
    </form>
  );
}
