'use client';
/**
 * 'Genel' tab of the boat editor: every field of `POST /boat` /
 * `PUT /boat/{villa_id}` (react-hook-form + zod): name and address, type and
 * marina (selects from `/boattypes` and `/marina`), capacity, cabins, length,
 * crew, rental rules, departure/return times, licence data, features (a list
 * of short texts) and the rich-text description the server sanitises.
 */
import { type BoatDetail, type BoatWriteBody, slugify } from '@yali/contract';
import { Plus, X } from '@/components/icons';
import { type KeyboardEvent, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form-fields';
import { BasicsSection, GeneralFormFrame, NumberField, TimeField } from '@/features/unit-editor/general-fields';
import { descriptionTranslations, nameAndSlug, wholeNumber } from '@/features/unit-editor/general-schema';
import { Section } from '@/features/unit-editor/section';
import { useUnitGeneralForm } from '@/features/unit-editor/use-general-form';
import { translationDefaults } from '@/components/ui/translation-tabs';
import { paths } from '@/lib/paths';
import { BOATS_PATH, useBoatTypeChoices, useMarinaChoices } from '../api/boats';

const int = wholeNumber;
const time = (label: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} SS:DD biçiminde olmalı (ör. 10:00).`);

const formSchema = z.object({
  ...nameAndSlug('Tekne', 'mavi-ruya'),
  type_id: z.string(),
  marina_id: z.string(),
  capacity: int('Kapasite', 1, 500),
  cabins: int('Kabin sayısı', 0, 50),
  length_m: z
    .number({ error: 'Uzunluk için bir sayı girin.' })
    .min(2, 'Uzunluk en az 2 metre olmalı.')
    .max(200, 'Uzunluk en fazla 200 metre olabilir.'),
  crew: int('Mürettebat', 0, 50),
  min_days: int('En az kiralama', 1, 60),
  prepayment_percent: int('Ön ödeme oranı', 0, 100),
  departure_time: time('Kalkış saati'),
  return_time: time('Dönüş saati'),
  order: z.number({ error: 'Sıra için bir sayı girin.' }).int('Sıra tam sayı olmalı.').min(0, 'Sıra negatif olamaz.').optional(),
  permit_number: z.string().trim().max(120, 'En fazla 120 karakter.'),
  features: z.array(z.string()).max(40, 'En fazla 40 özellik eklenebilir.'),
  description: z.string().max(50_000, 'Açıklama çok uzun.'),
  translations: descriptionTranslations,
  active: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

function defaults(b?: BoatDetail): FormValues {
  return {
    name: b?.name ?? '',
    slug: b?.slug ?? '',
    type_id: b?.type ? String(b.type.id) : '',
    marina_id: b?.marina ? String(b.marina.marina_id) : '',
    capacity: b?.capacity ?? 8,
    cabins: b?.cabins ?? 0,
    length_m: b?.length_m ?? 12,
    crew: b?.crew ?? 1,
    min_days: b?.min_days ?? 1,
    prepayment_percent: b?.prepayment_percent ?? 30,
    departure_time: b?.departure_time ?? '10:00',
    return_time: b?.return_time ?? '18:00',
    order: b?.order,
    permit_number: b?.permit_number ?? '',
    features: b?.features ?? [],
    description: b?.description ?? '',
    translations: translationDefaults(['description'], b?.translations),
    active: b?.active ?? true,
  };
}

const idOrNull = (s: string) => (s === '' ? null : Number(s));

function toBody(f: FormValues): BoatWriteBody {
  return {
    name: f.name,
    ...(f.slug ? { slug: f.slug } : {}),
    type_id: idOrNull(f.type_id),
    marina_id: idOrNull(f.marina_id),
    capacity: f.capacity,
    cabins: f.cabins,
    length_m: f.length_m,
    crew: f.crew,
    min_days: f.min_days,
    prepayment_percent: f.prepayment_percent,
    departure_time: f.departure_time,
    return_time: f.return_time,
    ...(f.order === undefined || Number.isNaN(f.order) ? {} : { order: f.order }),
    permit_number: f.permit_number,
    features: f.features,
    description: f.description,
    translations: f.translations,
    active: f.active,
  };
}

export function BoatGeneralForm({ boat }: { boat?: BoatDetail }) {
  const types = useBoatTypeChoices();
  const marinas = useMarinaChoices();
  const { form, name, slug, onSubmit, saveBar } = useUnitGeneralForm<FormValues, BoatWriteBody, BoatDetail>({
    schema: formSchema,
    unit: boat,
    defaults,
    resetKey: [boat?.id, boat?.slug, boat?.name],
    path: BOATS_PATH,
    toBody,
    texts: { saved: 'Tekne kaydedildi.', created: 'Tekne oluşturuldu.' },
    invalidate: [BOATS_PATH, '/v1/admin/boattypes', '/v1/admin/marina'],
    editorHref: paths.dashboard.boat,
    detailPath: (id) => `${BOATS_PATH}/${id}`,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const choicesMissing = types.isError || marinas.isError;

  return (
    <GeneralFormFrame
      form={form}
      onSubmit={onSubmit}
      descriptionLabel="Tekne açıklaması"
      saveBar={saveBar}
      createLabel="Tekneyi oluştur"
    >
      {choicesMissing && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {(types.error ?? marinas.error)?.message}
        </p>
      )}
      <BasicsSection
        form={form}
        nameLabel="Tekne adı"
        slugHint={
          slug ? `Sayfa adresi: /boat/${slug}` : `Boş bırakılırsa addan üretilir: /boat/${slugify(name || 'tekne', 'tekne')}`
        }
        fields={
          <>
            {/* The selects wait for their options, so that the saved type and marina start selected. */}
            {types.data ? (
              <SelectField
                label="Tekne tipi"
                placeholder="Seçilmedi"
                options={types.data.items.map((t) => ({ value: String(t.id), label: t.name }))}
                {...register('type_id')}
              />
            ) : (
              <FieldSkeleton label="Tekne tipi" />
            )}
            {marinas.data ? (
              <SelectField
                label="Marina"
                placeholder="Seçilmedi"
                options={marinas.data.items.map((m) => ({
                  value: String(m.marina_id),
                  label: m.location ? `${m.name} (${m.location})` : m.name,
                }))}
                {...register('marina_id')}
              />
            ) : (
              <FieldSkeleton label="Marina" />
            )}
          </>
        }
      />

      <Section title="Tekne ve kiralama">
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <NumberField form={form} name="capacity" label="Kapasite (kişi)" min={1} />
          <NumberField form={form} name="cabins" label="Kabin" min={0} />
          <NumberField form={form} name="length_m" label="Uzunluk (m)" min={2} step="0.1" />
          <NumberField form={form} name="crew" label="Mürettebat" min={0} />
          <NumberField form={form} name="min_days" label="En az kiralama (gün)" min={1} />
          <NumberField form={form} name="prepayment_percent" label="Ön ödeme (%)" min={0} max={100} />
          <TimeField form={form} name="departure_time" label="Kalkış saati" placeholder="10:00" />
          <TimeField form={form} name="return_time" label="Dönüş saati" placeholder="18:00" />
          <TextField
            label="Sıra"
            type="number"
            min={0}
            hint={boat ? 'Listelerde küçük sayı önce gelir.' : 'Boş bırakılırsa en sona eklenir.'}
            error={errors.order?.message}
            {...register('order', { setValueAs: (v) => (v === '' || v === null ? undefined : Number(v)) })}
          />
          <TextField
            label="Ruhsat / izin bilgisi"
            className="col-span-2 md:col-span-3"
            placeholder="TUGS-48-1234 · Ticari yat belgesi"
            error={errors.permit_number?.message}
            {...register('permit_number')}
          />
        </div>
      </Section>

      <Section title="Özellikler">
        <Controller
          control={control}
          name="features"
          render={({ field }) => <FeatureList value={field.value} onChange={field.onChange} error={errors.features?.message} />}
        />
      </Section>
    </GeneralFormFrame>
  );
}

function FieldSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-1.5" role="status">
      <span className="block text-sm font-medium">{label}</span>
      <span className="block h-9 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <span className="sr-only">Seçenekler yükleniyor</span>
    </div>
  );
}

/** Features as removable chips plus an input (Enter or 'Ekle' adds; duplicates, case aside, are ignored). */
function FeatureList({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const inputId = useId();
  const add = () => {
    const f = text.trim().slice(0, 60);
    if (!f) return;
    if (value.some((v) => v.toLocaleLowerCase('tr-TR') === f.toLocaleLowerCase('tr-TR'))) {
      setNote(`“${f}” zaten listede.`);
      return;
    }
    onChange([...value, f]);
    setText('');
    setNote(`“${f}” eklendi.`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Henüz özellik eklenmedi.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Tekne özellikleri">
          {value.map((f) => (
            <li
              key={f}
              className="inline-flex items-center gap-1 rounded-full border border-sea-200 bg-sea-50 py-1 pr-1 pl-3 text-sm text-sea-900 dark:border-sea-800 dark:bg-sea-950 dark:text-sea-100"
            >
              {f}
              <button
                type="button"
                aria-label={`${f} özelliğini kaldır`}
                onClick={() => {
                  onChange(value.filter((v) => v !== f));
                  setNote(`“${f}” kaldırıldı.`);
                }}
                className="rounded-full p-0.5 hover:bg-sea-100 dark:hover:bg-sea-900"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex max-w-md gap-2">
        <label htmlFor={inputId} className="sr-only">
          Yeni özellik
        </label>
        <input
          id={inputId}
          value={text}
          maxLength={60}
          placeholder="Örn. Klima, Jakuzi, Su kayağı"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <Button tone="secondary" onClick={add} disabled={!text.trim()}>
          <Plus className="size-4" aria-hidden /> Ekle
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {note}
      </p>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
    </div>
  );
}
