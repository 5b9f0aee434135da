'use client';
/**
 * 'Fiyatlar' tab: the villa's price periods (start, last night, nightly
 * price in TL, minimum nights, allowed check-in days) with add, edit and
 * delete (`POST`/`PUT`/`DELETE /villas/price`). An overlap answers 409 with
 * the other period named; the message is shown in the form.
 */
import type { PricePeriod, VillaDetail } from '@yali/contract';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { checkinDaysLabel } from '@/features/villas/lib/labels';
import { formatDate, formatKurus } from '@/lib/format';
import { PeriodFormDialog, periodRequest } from '@/features/unit-editor/period-dialog';
import { type PeriodColumn, PricePeriods } from '@/features/unit-editor/price-periods';
import { VillaPriceTools } from '@/features/price-tools/components/copy-year';
import { MissingPriceWarning } from '@/features/price-tools/components/missing-prices';

const WEEKDAYS = [
  { d: 1, label: 'Pzt' },
  { d: 2, label: 'Sal' },
  { d: 3, label: 'Çar' },
  { d: 4, label: 'Per' },
  { d: 5, label: 'Cum' },
  { d: 6, label: 'Cmt' },
  { d: 0, label: 'Paz' },
];
const PRICE_PATH = '/v1/admin/villas/price';

const WEEKDAY_FULL = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];

const schema = z
  .object({
    start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Başlangıç tarihini seçin.'),
    end_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Son geceyi seçin.'),
    nightly_price_tl: z.number({ error: 'Gecelik fiyatı girin.' }).positive('Gecelik fiyat 0’dan büyük olmalı.').max(20_000_000),
    min_nights: z.number({ error: 'En az gece sayısını girin.' }).int().min(1, 'En az 1 gece.').max(365),
    weekdays: z.array(z.string()),
  })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], message: 'Son gece başlangıçtan önce olamaz.' });
type Values = z.infer<typeof schema>;

export function PricesTab({ villa, readOnly }: { villa: VillaDetail; readOnly?: boolean }) {
  return (
    <div className="space-y-4">
      {readOnly ? <MissingPriceWarning villaId={villa.id} /> : <VillaPriceTools villaId={villa.id} periods={villa.prices} />}
      <PricePeriods
        periods={villa.prices}
        columns={COLUMNS}
        card={(p) => (
          <>
            <p className="mt-1">
              <span className="font-semibold">{formatKurus(p.nightly_price_kurus)}</span> gecelik · en az {p.min_nights} gece
            </p>
            <p className="text-slate-600 dark:text-slate-400">Giriş günü: {checkinDaysLabel(p.checkin_weekdays)}</p>
          </>
        )}
        buttonName={(p) => formatDate(p.start_date)}
        emptyText="Bu villa için fiyat dönemi yok."
        readOnly={readOnly}
        useDelete={useDeletePrice}
        dialog={(period, onClose) => <PriceDialog villaId={villa.id} period={period} onClose={onClose} />}
      />
    </div>
  );
}

const COLUMNS: PeriodColumn<PricePeriod>[] = [
  {
    header: 'Gecelik',
    className: 'whitespace-nowrap py-2.5 pr-4 font-semibold',
    cell: (p) => formatKurus(p.nightly_price_kurus),
  },
  { header: 'En az gece', className: 'py-2.5 pr-4', cell: (p) => p.min_nights },
  { header: 'Giriş günü', className: 'py-2.5 pr-4', cell: (p) => checkinDaysLabel(p.checkin_weekdays) },
];

function useDeletePrice(onDone: () => void) {
  return useAdminMutation<PricePeriod>({
    request: (p) => ({ method: 'DELETE', path: PRICE_PATH, body: { id: p.id } }),
    success: 'Fiyat dönemi silindi.',
    invalidate: 'all',
    onSuccess: onDone,
    onError: onDone,
  });
}

function PriceDialog({ villaId, period, onClose }: { villaId: number; period: PricePeriod | null; onClose: () => void }) {
  return (
    <PeriodFormDialog<Values>
      title={period ? 'Fiyat dönemini düzenle' : 'Fiyat dönemi ekle'}
      formId="price-form"
      schema={schema}
      defaultValues={{
        start_date: period?.start_date ?? '',
        end_date: period?.end_date ?? '',
        nightly_price_tl: period ? period.nightly_price_kurus / 100 : (undefined as unknown as number),
        min_nights: period?.min_nights ?? 3,
        weekdays: period?.checkin_weekdays?.map(String) ?? [],
      }}
      save={{
        request: (v) =>
          periodRequest(PRICE_PATH, period, {
            villa_id: villaId,
            start_date: v.start_date,
            end_date: v.end_date,
            nightly_price_kurus: Math.round(v.nightly_price_tl * 100),
            min_nights: v.min_nights,
            checkin_weekdays: v.weekdays.length === 0 || v.weekdays.length === 7 ? null : v.weekdays.map(Number),
          }),
        success: period ? 'Fiyat dönemi güncellendi.' : 'Fiyat dönemi eklendi.',
        invalidate: 'all',
        // The form shows the server's message above its fields.
        errorToast: false,
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Başlangıç" type="date" error={errors.start_date?.message} {...register('start_date')} />
            <TextField label="Son gece" type="date" error={errors.end_date?.message} {...register('end_date')} />
            <TextField
              label="Gecelik fiyat (₺)"
              type="number"
              min={1}
              step="any"
              error={errors.nightly_price_tl?.message}
              {...register('nightly_price_tl', { valueAsNumber: true })}
            />
            <TextField
              label="En az gece"
              type="number"
              min={1}
              error={errors.min_nights?.message}
              {...register('min_nights', { valueAsNumber: true })}
            />
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium">Giriş günleri</legend>
            <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">Hiçbiri seçilmezse her gün giriş yapılabilir.</p>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((w) => (
                <label
                  key={w.d}
                  className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm has-checked:border-sea-600 has-checked:bg-sea-50 dark:border-slate-600 dark:has-checked:bg-sea-950"
                >
                  <input
                    type="checkbox"
                    value={String(w.d)}
                    className="size-4 accent-sea-700"
                    aria-label={WEEKDAY_FULL[w.d]}
                    {...register('weekdays')}
                  />
                  <span aria-hidden>{w.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </PeriodFormDialog>
  );
}
