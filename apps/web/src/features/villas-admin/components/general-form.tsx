'use client';
/**
 * 'Genel' tab of the villa editor: every field of `POST /villas` /
 * `PUT /villas/{villa_id}` (react-hook-form + zod). Town → district are
 * dependent selects; owners come from `/users/select?role=OWNER`, types from
 * `/search/options`. Money is typed in TL and sent in kuruş.
 */
import { slugify, type VillaDetail, type VillaWriteBody } from '@yali/contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { translationDefaults } from '@/components/ui/translation-tabs';
import { paths } from '@/lib/paths';
import { BasicsSection, GeneralFormFrame, NumberField, TimeField } from '@/features/unit-editor/general-fields';
import { descriptionTranslations, nameAndSlug, wholeNumber } from '@/features/unit-editor/general-schema';
import { Section } from '@/features/unit-editor/section';
import { useUnitGeneralForm } from '@/features/unit-editor/use-general-form';
import { type OwnerOption, type SearchOptions, useOwners, useSearchOptions } from '../api/queries';

const num = wholeNumber;
const coord = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || (Number.isFinite(Number(s.replace(',', '.'))) && Math.abs(Number(s.replace(',', '.'))) <= limit), {
      message: `${label} -${limit} ile ${limit} arasında bir sayı olmalı.`,
    });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD biçiminde olmalı.');
/** An optional whole number typed as text ('' = not given), from 0 to `max`. */
const optionalWhole = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || (/^\d+$/.test(s) && Number(s) <= max), {
      message: `${label} 0 ile ${max.toLocaleString('tr-TR')} arasında tam sayı olmalı (boş: belirtilmedi).`,
    });
const textOf = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const wholeOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

const formSchema = z.object({
  ...nameAndSlug('Villa', 'villa-deniz'),
  type_ids: z.array(z.string()),
  town_id: z.string(),
  district_id: z.string(),
  owner_id: z.string(),
  description: z.string().max(50_000, 'Açıklama çok uzun.'),
  translations: descriptionTranslations,
  capacity: num('Kapasite', 1, 100),
  bedrooms: num('Yatak odası', 0, 50),
  bathrooms: num('Banyo', 0, 50),
  lat: coord('Enlem', 90),
  lng: coord('Boylam', 180),
  permit_number: z.string().trim().max(60, 'En fazla 60 karakter.'),
  min_stay: num('En az konaklama', 1, 365),
  cleaning_fee_tl: num('Temizlik ücreti', 0, 20_000_000),
  damage_deposit_tl: num('Hasar depozitosu', 0, 20_000_000),
  prepayment_percent: num('Ön ödeme oranı', 0, 100),
  check_in_time: time,
  check_out_time: time,
  active: z.boolean(),
  // Distances (issue 23): metres, the airport in kilometres; empty = not given.
  sea_distance_m: optionalWhole('Denize uzaklık', 1_000_000),
  centre_distance_m: optionalWhole('Merkeze uzaklık', 1_000_000),
  market_distance_m: optionalWhole('Markete uzaklık', 1_000_000),
  airport_distance_km: optionalWhole('Havalimanına uzaklık', 1_000),
  airport_name: z.string().trim().max(60, 'En fazla 60 karakter.'),
  airport_transfer_min: optionalWhole('Transfer süresi', 1_440),
});
type FormValues = z.infer<typeof formSchema>;

function defaults(v?: VillaDetail): FormValues {
  return {
    name: v?.name ?? '',
    slug: v?.slug ?? '',
    type_ids: v?.types.map((t) => String(t.id)) ?? [],
    town_id: v?.town ? String(v.town.town_id) : '',
    district_id: v?.district ? String(v.district.district_id) : '',
    owner_id: v?.owner ? String(v.owner.id) : '',
    description: v?.description ?? '',
    translations: translationDefaults(['description'], v?.translations),
    capacity: v?.capacity ?? 4,
    bedrooms: v?.bedrooms ?? 2,
    bathrooms: v?.bathrooms ?? 1,
    lat: v?.lat === null || v?.lat === undefined ? '' : String(v.lat),
    lng: v?.lng === null || v?.lng === undefined ? '' : String(v.lng),
    permit_number: v?.permit_number ?? '',
    min_stay: v?.min_stay ?? 3,
    cleaning_fee_tl: Math.round((v?.cleaning_fee_kurus ?? 0) / 100),
    damage_deposit_tl: Math.round((v?.damage_deposit_kurus ?? 0) / 100),
    prepayment_percent: v?.prepayment_percent ?? 30,
    check_in_time: v?.check_in_time ?? '16:00',
    check_out_time: v?.check_out_time ?? '10:00',
    active: v?.active ?? true,
    sea_distance_m: textOf(v?.sea_distance_m),
    centre_distance_m: textOf(v?.centre_distance_m),
    market_distance_m: textOf(v?.market_distance_m),
    airport_distance_km: textOf(
      v?.airport_distance_m === null || v?.airport_distance_m === undefined ? null : Math.round(v.airport_distance_m / 1000),
    ),
    airport_name: v?.airport_name ?? '',
    airport_transfer_min: textOf(v?.airport_transfer_min),
  };
}

const toNumberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
const toIdOrNull = (s: string) => (s === '' ? null : Number(s));

function toBody(f: FormValues): VillaWriteBody {
  return {
    name: f.name,
    ...(f.slug ? { slug: f.slug } : {}),
    type_ids: f.type_ids.map(Number),
    town_id: toIdOrNull(f.town_id),
    district_id: toIdOrNull(f.district_id),
    owner_id: toIdOrNull(f.owner_id),
    description: f.description,
    translations: f.translations,
    capacity: f.capacity,
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    lat: toNumberOrNull(f.lat),
    lng: toNumberOrNull(f.lng),
    permit_number: f.permit_number,
    min_stay: f.min_stay,
    cleaning_fee_kurus: f.cleaning_fee_tl * 100,
    damage_deposit_kurus: f.damage_deposit_tl * 100,
    prepayment_percent: f.prepayment_percent,
    check_in_time: f.check_in_time,
    check_out_time: f.check_out_time,
    active: f.active,
    sea_distance_m: wholeOrNull(f.sea_distance_m),
    centre_distance_m: wholeOrNull(f.centre_distance_m),
    market_distance_m: wholeOrNull(f.market_distance_m),
    airport_distance_m: f.airport_distance_km.trim() === '' ? null : Number(f.airport_distance_km) * 1000,
    airport_name: f.airport_name.trim() === '' ? null : f.airport_name.trim(),
    airport_transfer_min: wholeOrNull(f.airport_transfer_min),
  };
}

/** The 'Mesafeler' fields (issue 23), in the order the form shows them. */
const DISTANCE_FIELDS = [
  { name: 'sea_distance_m', label: 'Denize uzaklık (m)', placeholder: '350' },
  { name: 'centre_distance_m', label: 'Merkeze uzaklık (m)', placeholder: '1200' },
  { name: 'market_distance_m', label: 'Markete uzaklık (m)', placeholder: '400' },
  { name: 'airport_name', label: 'Havalimanı', placeholder: 'Dalaman' },
  { name: 'airport_distance_km', label: 'Havalimanına uzaklık (km)', placeholder: '95' },
  { name: 'airport_transfer_min', label: 'Transfer süresi (dk)', placeholder: '75' },
] as const satisfies readonly { name: keyof FormValues; label: string; placeholder: string }[];

/** Waits for the select options, so that the form starts with the villa's town, district and owner selected. */
export function GeneralForm({ villa }: { villa?: VillaDetail }) {
  const options = useSearchOptions();
  const owners = useOwners(true);
  if (options.isError || owners.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {(options.error ?? owners.error)?.message}
      </p>
    );
  }
  if (!options.data || !owners.data) {
    return (
      <div role="status" className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800">
        <span className="sr-only">Yükleniyor</span>
      </div>
    );
  }
  return <VillaForm villa={villa} options={options.data} owners={owners.data} />;
}

function VillaForm({
  villa,
  options,
  owners,
}: {
  villa?: VillaDetail | undefined;
  options: SearchOptions;
  owners: OwnerOption[];
}) {
  const { form, name, slug, onSubmit, saveBar } = useUnitGeneralForm<FormValues, VillaWriteBody, VillaDetail>({
    schema: formSchema,
    unit: villa,
    defaults,
    resetKey: [villa?.id, villa?.slug],
    path: '/v1/admin/villas',
    toBody,
    texts: { saved: 'Villa kaydedildi.', created: 'Villa oluşturuldu.' },
    invalidate: 'all',
    editorHref: paths.dashboard.villa,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;

  const townId = useWatch({ control, name: 'town_id' });
  const districts = options.towns.find((t) => String(t.town_id) === townId)?.districts ?? [];

  return (
    <GeneralFormFrame
      form={form}
      onSubmit={onSubmit}
      descriptionLabel="Villa açıklaması"
      saveBar={saveBar}
      createLabel="Villayı oluştur"
    >
      <BasicsSection
        form={form}
        nameLabel="Villa adı"
        slugHint={
          slug
            ? `Sayfa adresi: /villa/${slug}${villa && slug !== villa.slug ? ' — eski adres yeni adrese yönlendirilir.' : ''}`
            : `Boş bırakılırsa addan üretilir: /villa/${slugify(name || 'villa')}`
        }
      >
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-medium">Villa tipleri</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {options.types.map((t) => (
              <label key={t.id} className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" value={String(t.id)} className="size-4 accent-sea-700" {...register('type_ids')} />
                {t.name}
              </label>
            ))}
          </div>
        </fieldset>
      </BasicsSection>

      <Section title="Konum ve ev sahibi">
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label="İlçe"
            placeholder="Seçilmedi"
            options={options.towns.map((t) => ({ value: String(t.town_id), label: t.name }))}
            {...register('town_id', { onChange: () => setValue('district_id', '') })}
          />
          <SelectField
            label="Mahalle"
            placeholder={townId ? 'Seçilmedi' : 'Önce ilçe seçin'}
            disabled={!townId}
            error={errors.district_id?.message}
            options={districts.map((d) => ({ value: String(d.district_id), label: d.name }))}
            {...register('district_id')}
          />
          <SelectField
            label="Ev sahibi"
            placeholder="Acente (ev sahibi yok)"
            options={owners.map((o) => ({ value: String(o.id), label: `${o.name} (${o.email})` }))}
            {...register('owner_id')}
          />
          <TextField label="Enlem" inputMode="decimal" placeholder="36.6" error={errors.lat?.message} {...register('lat')} />
          <TextField label="Boylam" inputMode="decimal" placeholder="29.1" error={errors.lng?.message} {...register('lng')} />
          <TextField label="Turizm izin belge no" error={errors.permit_number?.message} {...register('permit_number')} />
        </div>
      </Section>

      <Section title="Kapasite ve kurallar">
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <NumberField form={form} name="capacity" label="Kapasite (kişi)" min={1} />
          <NumberField form={form} name="bedrooms" label="Yatak odası" min={0} />
          <NumberField form={form} name="bathrooms" label="Banyo" min={0} />
          <NumberField form={form} name="min_stay" label="En az konaklama (gece)" min={1} />
          <NumberField form={form} name="cleaning_fee_tl" label="Temizlik ücreti (₺)" min={0} />
          <NumberField form={form} name="damage_deposit_tl" label="Hasar depozitosu (₺)" min={0} />
          <NumberField form={form} name="prepayment_percent" label="Ön ödeme (%)" min={0} max={100} />
          <div className="grid grid-cols-2 gap-2">
            <TimeField form={form} name="check_in_time" label="Giriş" placeholder="16:00" />
            <TimeField form={form} name="check_out_time" label="Çıkış" placeholder="10:00" />
          </div>
        </div>
      </Section>

      <Section title="Mesafeler">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Villa sayfasında gösterilir; denize uzaklık aramada filtre olarak da kullanılır. Bilinmeyeni boş bırakın.
        </p>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {DISTANCE_FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              inputMode={f.name === 'airport_name' ? undefined : 'numeric'}
              placeholder={f.placeholder}
              error={errors[f.name]?.message}
              {...register(f.name)}
            />
          ))}
        </div>
      </Section>
    </GeneralFormFrame>
  );
}
