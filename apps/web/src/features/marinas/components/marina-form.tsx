'use client';
/**
 * Create / edit a marina in a modal: name, address (slug; empty → made from
 * the name on the server), location and optional coordinates.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type MarinaItem, slugify } from '@yali/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { CatalogueFormDialog } from '@/features/catalogue/catalogue-form-dialog';
import { useSaveMarina } from '../api/marinas';

const coord = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || (Number.isFinite(Number(s.replace(',', '.'))) && Math.abs(Number(s.replace(',', '.'))) <= limit), {
      message: `${label} -${limit} ile ${limit} arasında bir sayı olmalı.`,
    });

const schema = z.object({
  name: z.string().trim().min(2, 'Ad en az 2 karakter olmalı.').max(80, 'Ad en fazla 80 karakter olabilir.'),
  slug: z
    .string()
    .trim()
    .max(80, 'Adres en fazla 80 karakter olabilir.')
    .refine((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), 'Yalnızca küçük harf, rakam ve tire (ör. gocek-marina).'),
  location: z.string().trim().max(120, 'Konum en fazla 120 karakter olabilir.'),
  lat: coord('Enlem', 90),
  lng: coord('Boylam', 180),
});
type Values = z.infer<typeof schema>;

const toNumberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
const defaults = (m: MarinaItem | null): Values => ({
  name: m?.name ?? '',
  slug: m?.slug ?? '',
  location: m?.location ?? '',
  lat: m?.lat === null || m?.lat === undefined ? '' : String(m.lat),
  lng: m?.lng === null || m?.lng === undefined ? '' : String(m.lng),
});

export function MarinaForm({ open, editing, onClose }: { open: boolean; editing: MarinaItem | null; onClose: () => void }) {
  const save = useSaveMarina(onClose);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults(null) });

  useEffect(() => {
    if (open) reset(defaults(editing));
  }, [open, editing, reset]);

  const name = useWatch({ control, name: 'name' });
  const slug = useWatch({ control, name: 'slug' });
  const onSubmit = handleSubmit((v) =>
    save.mutate({
      id: editing?.marina_id,
      body: { name: v.name, slug: v.slug, location: v.location, lat: toNumberOrNull(v.lat), lng: toNumberOrNull(v.lng) },
    }),
  );

  return (
    <CatalogueFormDialog
      open={open}
      onClose={onClose}
      title={['Yeni marina', 'Marinayı düzenle']}
      formId="marina-form"
      editing={editing !== null}
      pending={save.isPending}
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Marina adı"
        required
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Adres (slug)"
        autoComplete="off"
        error={errors.slug?.message}
        hint={slug ? `Adres: ${slug}` : `Boş bırakılırsa addan üretilir: ${slugify(name || 'marina', 'marina')}`}
        {...register('slug')}
      />
      <TextField
        label="Konum"
        placeholder="Muğla, Göcek"
        autoComplete="off"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextField label="Enlem" inputMode="decimal" placeholder="36.75" error={errors.lat?.message} {...register('lat')} />
      <TextField label="Boylam" inputMode="decimal" placeholder="28.94" error={errors.lng?.message} {...register('lng')} />
    </CatalogueFormDialog>
  );
}
