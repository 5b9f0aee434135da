'use client';
/** Create / rename a villa type in a modal. The slug follows the name on the server. */
import { zodResolver } from '@hookform/resolvers/zod';
import { slugify, type VillaTypeBody, type VillaTypeItem, villaTypeBody } from '@yali/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useSaveVillaType } from '../api/villa-types';

export function VillaTypeForm({ open, editing, onClose }: { open: boolean; editing: VillaTypeItem | null; onClose: () => void }) {
  const save = useSaveVillaType(onClose);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<VillaTypeBody>({ resolver: zodResolver(villaTypeBody), defaultValues: { name: '' } });

  useEffect(() => {
    if (open) reset({ name: editing?.name ?? '' });
  }, [open, editing, reset]);

  const name = watch('name');
  const onSubmit = handleSubmit((body) => save.mutate({ id: editing?.id, body }));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Villa tipini düzenle' : 'Yeni villa tipi'}
      size="sm"
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form="villa-type-form" pending={save.isPending}>
            {editing ? 'Kaydet' : 'Ekle'}
          </Button>
        </>
      }
    >
      <form id="villa-type-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Tip adı"
          required
          autoComplete="off"
          error={errors.name?.message}
          hint={name?.trim() ? `Adres: /${slugify(name, 'tip')}` : 'Örnek: Muhafazakâr Villa, Balayı Villası'}
          {...register('name')}
        />
      </form>
    </Modal>
  );
}
