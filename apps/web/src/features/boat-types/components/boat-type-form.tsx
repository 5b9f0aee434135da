'use client';
/** Create / rename a boat type in a modal. The slug follows the name on the server. */
import { zodResolver } from '@hookform/resolvers/zod';
import { type BoatTypeBody, type BoatTypeItem, boatTypeBody, slugify } from '@yali/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useSaveBoatType } from '../api/boat-types';

export function BoatTypeForm({ open, editing, onClose }: { open: boolean; editing: BoatTypeItem | null; onClose: () => void }) {
  const save = useSaveBoatType(onClose);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<BoatTypeBody>({ resolver: zodResolver(boatTypeBody), defaultValues: { name: '' } });

  useEffect(() => {
    if (open) reset({ name: editing?.name ?? '' });
  }, [open, editing, reset]);

  const name = watch('name');
  const onSubmit = handleSubmit((body) => save.mutate({ id: editing?.id, body }));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Tekne tipini düzenle' : 'Yeni tekne tipi'}
      size="sm"
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form="boat-type-form" pending={save.isPending}>
            {editing ? 'Kaydet' : 'Ekle'}
          </Button>
        </>
      }
    >
      <form id="boat-type-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Tip adı"
          required
          autoComplete="off"
          error={errors.name?.message}
          hint={name?.trim() ? `Adres: ${slugify(name, 'tekne-tipi')}` : 'Örnek: Gulet, Motor Yat, Katamaran'}
          {...register('name')}
        />
      </form>
    </Modal>
  );
}
