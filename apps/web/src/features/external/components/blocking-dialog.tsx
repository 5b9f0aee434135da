'use client';
/**
 * The one blocking dialog of the back office (issue 24), used by
 * `/dashboard/external`, the occupancy timeline (a dragged range) and the
 * villa's calendar tab. A blocking says where the nights went (source:
 * Airbnb, Booking.com, the owner's own use, maintenance, other); an OWNER's
 * is always their own use. While the dates are picked, the chosen villa's
 * next two months are drawn with its held nights; a refused range (409)
 * is shown under the dates, inside the dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOCK_SOURCE_LABEL, BLOCK_SOURCES, type BlockSource, type ExternalItem } from '@yali/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { adminWrite, errorMessage } from '@/features/unit-editor/admin-write';
import { useVillaChoices } from '@/features/reservations/api/use-villa-options';
import { useVillaDates } from '@/features/villas-admin/api/queries';
import { MonthTable } from '@/features/villas-admin/components/month-table';
import { covers, monthsFrom, todayIstanbul } from '@/features/villas-admin/lib/calendar';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih seçin.');
const schema = z
  .object({
    villa_id: z.string().min(1, 'Villa seçin.'),
    source: z.enum(BLOCK_SOURCES),
    started_at: day,
    finished_at: day,
    label: z.string().trim().max(120, 'En fazla 120 karakter.'),
    note: z.string().max(2000, 'En fazla 2000 karakter.'),
    status: z.enum(['confirmed', 'cancelled']),
  })
  .refine((v) => v.finished_at > v.started_at, { path: ['finished_at'], message: 'Bitiş tarihi başlangıçtan sonra olmalı.' });
type Values = z.infer<typeof schema>;

/** Values a new blocking starts with, e.g. the range dragged on the timeline. */
export type BlockingPreset = { villa_id?: number; villa_name?: string; started_at?: string; finished_at?: string };

export function BlockingDialog({
  open,
  item,
  preset,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The blocking to edit; without it a new one. */
  item?: ExternalItem | undefined;
  preset?: BlockingPreset | undefined;
  onClose: () => void;
  onSaved: (saved: ExternalItem) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={item ? 'Blokajı düzenle' : 'Yeni blokaj'} size="lg">
      {open && (
        <BlockingForm
          key={item ? item.id : JSON.stringify(preset ?? {})}
          item={item}
          preset={preset}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function BlockingForm({
  item,
  preset,
  onClose,
  onSaved,
}: {
  item: ExternalItem | undefined;
  preset: BlockingPreset | undefined;
  onClose: () => void;
  onSaved: (saved: ExternalItem) => void;
}) {
  const qc = useQueryClient();
  const owner = useAdminSession().user_role === 'OWNER';
  const villas = useVillaChoices();
  const [conflict, setConflict] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      villa_id: item ? String(item.villa.id) : preset?.villa_id ? String(preset.villa_id) : '',
      source: owner ? 'owner' : (item?.source ?? 'other'),
      started_at: item?.started_at ?? preset?.started_at ?? '',
      finished_at: item?.finished_at ?? preset?.finished_at ?? '',
      label: item?.label ?? '',
      note: item?.note ?? '',
      status: item?.status ?? 'confirmed',
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        started_at: v.started_at,
        finished_at: v.finished_at,
        source: v.source,
        note: v.note,
        ...(v.label ? { label: v.label } : {}),
      };
      return item
        ? adminWrite<ExternalItem>('PUT', `/v1/admin/external/${item.id}`, { ...body, status: v.status })
        : adminWrite<ExternalItem>('POST', '/v1/admin/external', { ...body, villa_id: Number(v.villa_id) });
    },
    onSuccess: async (saved) => {
      await qc.invalidateQueries({ queryKey: ['admin'] });
      onSaved(saved);
    },
    onError: (err) => setConflict(errorMessage(err)),
  });
  const e = formState.errors;
  const villaId = Number(watch('villa_id')) || null;
  const [start, end] = [watch('started_at'), watch('finished_at')];
  return (
    <form
      onSubmit={handleSubmit((v) => {
        setConflict(null);
        save.mutate(v);
      })}
      noValidate
      className="grid grid-cols-1 gap-4 [&>*]:min-w-0 sm:grid-cols-2"
    >
      {item ? (
        <p className="text-sm sm:col-span-2">
          <span className="font-medium">Villa:</span> {item.villa.name} · <span className="font-mono">{item.reservation_id}</span>
        </p>
      ) : preset?.villa_name ? (
        <p className="text-sm">
          <span className="block font-medium">Villa</span>
          {preset.villa_name}
        </p>
      ) : (
        <SelectField
          label="Villa"
          required
          placeholder="Villa seçin"
          options={(villas.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
          error={e.villa_id?.message}
          {...register('villa_id')}
        />
      )}
      {owner ? (
        <p className="text-sm">
          <span className="block font-medium">Kaynak</span>
          {BLOCK_SOURCE_LABEL.owner}
          <span className="block text-xs text-slate-500 dark:text-slate-400">Acente blokajınızdan haberdar edilir.</span>
        </p>
      ) : (
        <SelectField
          label="Kaynak"
          required
          hint="Gecelerin nereye gittiği: başka kanal, ev sahibi, bakım…"
          options={BLOCK_SOURCES.map((s) => ({ value: s, label: BLOCK_SOURCE_LABEL[s] }))}
          {...register('source')}
        />
      )}
      <TextField type="date" label="Başlangıç" required error={e.started_at?.message} {...register('started_at')} />
      <TextField type="date" label="Bitiş (çıkış günü)" required error={e.finished_at?.message} {...register('finished_at')} />
      {conflict && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {conflict}
        </p>
      )}
      {villaId !== null && <Availability villaId={villaId} start={start} end={end} except={item?.id} className="sm:col-span-2" />}
      <TextField
        className="sm:col-span-2"
        label="Açıklama (isteğe bağlı)"
        hint="Boş bırakılırsa kaynağın adı yazılır."
        error={e.label?.message}
        {...register('label')}
      />
      <label className="space-y-1.5 text-sm sm:col-span-2">
        <span className="block font-medium">Not</span>
        <textarea rows={2} className={inputClass} {...register('note')} />
      </label>
      {item && (
        <SelectField
          label="Durum"
          options={[
            { value: 'confirmed', label: 'Aktif' },
            { value: 'cancelled', label: 'İptal' },
          ]}
          {...register('status')}
        />
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button tone="secondary" onClick={onClose}>
          Vazgeç
        </Button>
        <Button type="submit" pending={save.isPending}>
          Kaydet
        </Button>
      </div>
    </form>
  );
}

/** Two months of the villa from the chosen start (or today): held nights, the chosen range, free nights. */
function Availability({
  villaId,
  start,
  end,
  except,
  className,
}: {
  villaId: number;
  start: string;
  end: string;
  except: number | undefined;
  className?: string;
}) {
  const q = useVillaDates(villaId);
  const data = q.data?.[0];
  const today = todayIstanbul();
  const months = monthsFrom(/^\d{4}-\d{2}-\d{2}$/.test(start) && start >= today ? start : today, 2);
  const held = (d: string) =>
    (data?.reservations ?? []).some((r) => r.id !== except && covers(r, d)) || (data?.dates ?? []).some((c) => covers(c, d));
  const chosen = (d: string) => start !== '' && end !== '' && start <= d && d < end;
  return (
    <section
      aria-label="Villanın müsaitliği"
      className={clsx('rounded-lg border border-slate-200 p-3 dark:border-slate-700', className)}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
        <span className="font-semibold text-slate-800 dark:text-slate-100">Müsaitlik</span>
        <span className="flex gap-3">
          <span className="inline-flex items-center gap-1">
            <span className="size-3 rounded-sm bg-slate-500" aria-hidden /> Dolu
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="size-3 rounded-sm bg-violet-600" aria-hidden /> Seçilen
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="size-3 rounded-sm bg-red-600" aria-hidden /> Çakışma
          </span>
        </span>
      </div>
      {q.isPending ? (
        <div className="h-40 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {months.map((m) => (
            <MonthTable
              key={m.label}
              month={m}
              className="text-[11px]"
              captionClassName="pb-1 text-left text-xs font-semibold capitalize"
              day={(d) => {
                const h = held(d);
                const c = chosen(d);
                const state = h && c ? 'Çakışma' : h ? 'Dolu' : c ? 'Seçilen' : 'Boş';
                return (
                  <td
                    key={d}
                    data-state={state}
                    className={clsx(
                      'rounded py-0.5 tabular-nums',
                      d < today && 'opacity-40',
                      h && c && 'bg-red-600 font-semibold text-white',
                      h && !c && 'bg-slate-500 text-white',
                      !h && c && 'bg-violet-600 font-semibold text-white',
                      !h && !c && 'bg-slate-50 dark:bg-slate-800',
                    )}
                  >
                    {Number(d.slice(8))}
                    <span className="sr-only"> {state}</span>
                  </td>
                );
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** Label of a blocking's source, e.g. for a badge. */
export const blockSourceLabel = (s: BlockSource | string | null | undefined) =>
  s && s in BLOCK_SOURCE_LABEL ? BLOCK_SOURCE_LABEL[s as BlockSource] : BLOCK_SOURCE_LABEL.other;
