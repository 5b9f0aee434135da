'use client';
/**
 * 'Fiyatlar' tab of the boat editor: the boat's price periods (first and
 * last day, daily rate, optional weekly rate, minimum days) with add, edit
 * and delete after a confirmation (`POST`/`PUT`/`DELETE /boat/price`). Rates
 * are typed in TL and sent in kuruş. An overlap answers 409 naming the other
 * period; the message shows in the form.
 */
import type { BoatDetail, BoatPricePeriod } from '@yali/contract';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { PeriodFormDialog, periodRequest } from '@/features/unit-editor/period-dialog';
import { type PeriodColumn, PricePeriods, periodText } from '@/features/unit-editor/price-periods';
import { formatKurus } from '@/lib/format';
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

export function BoatPricesTab({ boat }: { boat: BoatDetail }) {
  return (
    <PricePeriods
      periods={boat.prices}
      columns={COLUMNS}
      card={(p) => (
        <>
          <p className="mt-1">
            <span className="font-semibold">{formatKurus(p.daily_price_kurus)}</span> günlük
            {p.weekly_price_kurus !== null && ` · ${formatKurus(p.weekly_price_kurus)} haftalık`}
          </p>
          <p className="text-slate-600 dark:text-slate-400">En az {p.min_days} gün</p>
        </>
      )}
      buttonName={periodText}
      emptyText="Bu tekne için fiyat dönemi yok. Fiyatı olmayan günler sitede “fiyat sorunuz” olarak görünür."
      useDelete={useDeletePrice}
      dialog={(period, onClose) => <PriceDialog boatId={boat.id} period={period} onClose={onClose} />}
    />
  );
}

const COLUMNS: PeriodColumn<BoatPricePeriod>[] = [
  { header: 'Günlük', className: 'whitespace-nowrap py-2.5 pr-4 font-semibold', cell: (p) => formatKurus(p.daily_price_kurus) },
  {
    header: 'Haftalık',
    className: 'whitespace-nowrap py-2.5 pr-4',
    cell: (p) => (p.weekly_price_kurus === null ? '–' : formatKurus(p.weekly_price_kurus)),
  },
  { header: 'En az gün', className: 'py-2.5 pr-4', cell: (p) => p.min_days },
];

function useDeletePrice(onDone: () => void) {
  return useAdminMutation<BoatPricePeriod>({
    request: (p) => ({ method: 'DELETE', path: PRICE_PATH, body: { id: p.id } }),
    success: 'Fiyat dönemi silindi.',
    invalidate: [BOATS_PATH],
    onSuccess: onDone,
    onError: onDone,
  });
}

function PriceDialog({ boatId, period: p, onClose }: { boatId: number; period: BoatPricePeriod | null; onClose: () => void }) {
  const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
  return (
    <PeriodFormDialog<Values>
      title={p ? 'Fiyat dönemini düzenle' : 'Fiyat dönemi ekle'}
      formId="boat-price-form"
      schema={schema}
      defaultValues={{
        start_date: p?.start_date ?? '',
        end_date: p?.end_date ?? '',
        daily_tl: p ? p.daily_price_kurus / 100 : (undefined as unknown as number),
        weekly_tl: p?.weekly_price_kurus ? p.weekly_price_kurus / 100 : undefined,
        min_days: p?.min_days ?? 1,
      }}
      save={{
        request: (v) =>
          periodRequest(PRICE_PATH, p, {
            boat_id: boatId,
            start_date: v.start_date,
            end_date: v.end_date,
            daily_price_kurus: Math.round(v.daily_tl * 100),
            weekly_price_kurus: v.weekly_tl ? Math.round(v.weekly_tl * 100) : null,
            min_days: v.min_days,
          }),
        success: p ? 'Fiyat dönemi güncellendi.' : 'Fiyat dönemi eklendi.',
        invalidate: [BOATS_PATH],
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
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
      )}
    </PeriodFormDialog>
  );
}
