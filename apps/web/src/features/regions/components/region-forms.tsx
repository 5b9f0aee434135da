'use client';
/** Modal forms of a town (ilçe: name) and a district (bölge: town + name). */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DistrictBody, type DistrictItem, districtBody, type TownItem, townBody } from '@yali/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { CatalogueFormDialog } from '@/features/catalogue/catalogue-form-dialog';
import { NameForm } from '@/features/catalogue/name-form';
import { useSaveDistrict, useSaveTown, useTownOptions } from '../api/regions';

export function TownForm({ open, editing, onClose }: { open: boolean; editing: TownItem | null; onClose: () => void }) {
  return (
    <NameForm
      open={open}
      editing={editing && { id: editing.town_id, name: editing.name }}
      onClose={onClose}
      schema={townBody}
      useSave={useSaveTown}
      formId="town-form"
      title={['Yeni ilçe', 'İlçeyi düzenle']}
      label="İlçe adı"
      hint={() => 'Örnek: Kaş, Fethiye'}
      translation="town"
    />
  );
}

type DistrictForm = z.input<typeof districtBody>;

export function DistrictForm({
  open,
  editing,
  defaultTownId,
  onClose,
}: {
  open: boolean;
  editing: DistrictItem | null;
  defaultTownId: number | null;
  onClose: () => void;
}) {
  const save = useSaveDistrict(onClose);
  const towns = useTownOptions();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DistrictForm, unknown, DistrictBody>({
    resolver: zodResolver(districtBody),
    defaultValues: { town_id: '', name: '' },
  });
  // Also after the town list arrives: a select keeps a value only once its option exists.
  const loaded = towns.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-applies the values once the options exist
  useEffect(() => {
    if (open) reset({ town_id: String(editing?.town_id ?? defaultTownId ?? ''), name: editing?.name ?? '' });
  }, [open, editing, defaultTownId, reset, loaded]);

  return (
    <CatalogueFormDialog
      open={open}
      onClose={onClose}
      title={['Yeni bölge', 'Bölgeyi düzenle']}
      formId="district-form"
      editing={editing !== null}
      pending={save.isPending}
      size="sm"
      onSubmit={handleSubmit((body) => save.mutate({ id: editing?.district_id, body }))}
      formClassName="space-y-4"
    >
      <SelectField
        label="İlçe"
        required
        placeholder={towns.isPending ? 'Yükleniyor…' : 'İlçe seçin'}
        options={(towns.data ?? []).map((t) => ({ value: t.town_id, label: t.name }))}
        error={errors.town_id?.message}
        hint={editing && editing.villa_count > 0 ? 'Villaları olan bir bölge başka ilçeye taşınamaz.' : undefined}
        {...register('town_id')}
      />
      <TextField
        label="Bölge adı"
        required
        autoComplete="off"
        hint="Örnek: Kalkan, Ölüdeniz"
        error={errors.name?.message}
        {...register('name')}
      />
    </CatalogueFormDialog>
  );
}
