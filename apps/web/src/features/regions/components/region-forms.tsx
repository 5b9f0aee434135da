'use client';
/** Modal forms of a town (ilçe: name) and a district (bölge: town + name). */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DistrictBody, type DistrictItem, districtBody, type TownBody, type TownItem, townBody } from '@yali/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { FormFooter, Modal } from '@/components/ui/modal';
import { useSaveDistrict, useSaveTown, useTownOptions } from '../api/regions';

export function TownForm({ open, editing, onClose }: { open: boolean; editing: TownItem | null; onClose: () => void }) {
  const save = useSaveTown(onClose);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TownBody>({ resolver: zodResolver(townBody), defaultValues: { name: '' } });
  useEffect(() => {
    if (open) reset({ name: editing?.name ?? '' });
  }, [open, editing, reset]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'İlçeyi düzenle' : 'Yeni ilçe'}
      size="sm"
      footer={
        <FormFooter formId="town-form" pending={save.isPending} onCancel={onClose}>
          {editing ? 'Kaydet' : 'Ekle'}
        </FormFooter>
      }
    >
      <form
        id="town-form"
        noValidate
        onSubmit={handleSubmit((body) => save.mutate({ id: editing?.town_id, body }))}
        className="space-y-4"
      >
        <TextField
          label="İlçe adı"
          required
          autoComplete="off"
          hint="Örnek: Kaş, Fethiye"
          error={errors.name?.message}
          {...register('name')}
        />
      </form>
    </Modal>
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
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Bölgeyi düzenle' : 'Yeni bölge'}
      size="sm"
      footer={
        <FormFooter formId="district-form" pending={save.isPending} onCancel={onClose}>
          {editing ? 'Kaydet' : 'Ekle'}
        </FormFooter>
      }
    >
      <form
        id="district-form"
        noValidate
        onSubmit={handleSubmit((body) => save.mutate({ id: editing?.district_id, body }))}
        className="space-y-4"
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
      </form>
    </Modal>
  );
}
