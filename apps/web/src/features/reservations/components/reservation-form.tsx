'use client';
/**
 * Create (`POST /v1/admin/reservations`, channel 'admin') or edit
 * (`PUT /v1/admin/reservations/{id}`) a reservation: villa, dates, guests,
 * guest contact, manual total in TL (sent as kuruş), status and option expiry
 * on creation, notes. A 409 (dates held by another record) shows the
 * server's message naming that record.
 */
import type { AdminReservationDetail } from '@yali/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form-fields';
import { paths } from '@/lib/paths';
import { useReservationWrites } from '../api/reservation-writes';
import { useVillaChoices } from '../api/use-villa-options';
import { toLocalInput } from '../lib/status';

/** '45.000,50' or '45000.5' TL → kuruş; '' → null. */
function toKurus(s: string): number | null {
  const t = s.trim();
  if (!t) return null;
  // Turkish notation: '.' groups thousands, ',' starts the kuruş.
  const normal = t.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d{1,2})?$/.test(normal) ? Math.round(Number(normal) * 100) : Number.NaN;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih seçin.');
const count = (min: number, msg: string) =>
  z
    .string()
    .regex(/^\d+$/, 'Sayı girin.')
    .refine((s) => Number(s) >= min && Number(s) <= 50, msg);

const schema = z
  .object({
    villa_id: z.string().min(1, 'Villa seçin.'),
    started_at: day,
    finished_at: day,
    adults: count(1, 'En az 1, en fazla 50 yetişkin.'),
    children: count(0, 'En fazla 50 çocuk.'),
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
    status: z.enum(['pending', 'option', 'confirmed']),
    option_expires_at: z.string(),
    note: z.string().max(2000, 'En fazla 2000 karakter.'),
    admin_note: z.string().max(2000, 'En fazla 2000 karakter.'),
  })
  .refine((v) => v.finished_at > v.started_at, { path: ['finished_at'], message: 'Çıkış tarihi giriş tarihinden sonra olmalı.' });
type Values = z.infer<typeof schema>;

export function ReservationForm({ reservation, onDone }: { reservation?: AdminReservationDetail; onDone?: () => void }) {
  const router = useRouter();
  const villas = useVillaChoices();
  const { create, update } = useReservationWrites(reservation?.id);
  const r = reservation;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      villa_id: r ? String(r.villa.id) : '',
      started_at: r?.started_at ?? '',
      finished_at: r?.finished_at ?? '',
      adults: String(r?.adults ?? 2),
      children: String(r?.children ?? 0),
      guest_name: r?.guest_name ?? '',
      guest_email: r?.guest_email ?? '',
      guest_phone: r?.guest_phone ?? '',
      total_tl: r?.total_price_kurus != null ? String(r.total_price_kurus / 100) : '',
      status: 'pending',
      option_expires_at: toLocalInput(new Date(Date.now() + 24 * 3600_000)),
      note: r?.note ?? '',
      admin_note: r?.admin_note ?? '',
    },
  });
  const { register, handleSubmit, watch, formState } = form;
  const e = formState.errors;
  const status = watch('status');

  const submit = handleSubmit(async (v) => {
    const common = {
      started_at: v.started_at,
      finished_at: v.finished_at,
      adults: Number(v.adults),
      children: Number(v.children),
      guest_name: v.guest_name,
      guest_email: v.guest_email,
      guest_phone: v.guest_phone,
      total_price_kurus: toKurus(v.total_tl),
      note: v.note,
      admin_note: v.admin_note,
    };
    if (r) {
      await update.mutateAsync(common);
      onDone?.();
      return;
    }
    const res = await create.mutateAsync({
      ...common,
      villa_id: Number(v.villa_id),
      status: v.status,
      ...(v.status === 'option' && v.option_expires_at ? { option_expires_at: new Date(v.option_expires_at).toISOString() } : {}),
    });
    router.push(paths.dashboard.villaReservation(res.id));
  });

  const pending = create.isPending || update.isPending || formState.isSubmitting;
  return (
    <form onSubmit={(ev) => void submit(ev).catch(() => undefined)} noValidate className="space-y-5">
      <fieldset className="min-w-0 grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Konaklama</legend>
        {r ? (
          <div className="sm:col-span-2 text-sm">
            <span className="font-medium">Villa:</span> {r.villa.name}
          </div>
        ) : (
          <SelectField
            className="sm:col-span-2"
            label="Villa"
            required
            placeholder="Villa seçin"
            options={(villas.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            error={e.villa_id?.message}
            {...register('villa_id')}
          />
        )}
        <TextField type="date" label="Giriş tarihi" required error={e.started_at?.message} {...register('started_at')} />
        <TextField type="date" label="Çıkış tarihi" required error={e.finished_at?.message} {...register('finished_at')} />
        <TextField type="number" min={1} max={50} label="Yetişkin" required error={e.adults?.message} {...register('adults')} />
        <TextField type="number" min={0} max={50} label="Çocuk" error={e.children?.message} {...register('children')} />
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
        <legend className="mb-2 text-base font-semibold">Fiyat ve durum</legend>
        <TextField
          inputMode="decimal"
          label="Toplam tutar (TL)"
          error={e.total_tl?.message}
          hint="Boş bırakılırsa “fiyat sorunuz”."
          {...register('total_tl')}
        />
        {!r && (
          <SelectField
            label="Durum"
            options={[
              { value: 'pending', label: 'Talep' },
              { value: 'option', label: 'Opsiyon' },
              { value: 'confirmed', label: 'Onaylı' },
            ]}
            {...register('status')}
          />
        )}
        {!r && status === 'option' && (
          <TextField
            type="datetime-local"
            label="Opsiyon bitişi"
            hint="Varsayılan: 24 saat sonra."
            {...register('option_expires_at')}
          />
        )}
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
        {onDone && (
          <Button tone="secondary" onClick={onDone}>
            Vazgeç
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {r ? 'Kaydet' : 'Rezervasyonu oluştur'}
        </Button>
      </div>
    </form>
  );
}
