'use client';
/**
 * 'Takvim' tab: a 12-month calendar of the villa's nights from
 * `/villas/withdates` — reservations (option/confirmed), blockings and
 * closed ranges — and one list of what blocks the villa (issue 24: one
 * concept): manual blockings with their source and closed ranges (manual or
 * from an iCal feed). New blockings go through the shared BlockingDialog, an
 * OWNER's too (their own use, the agency is told); existing closed ranges
 * are edited or reopened here (`/villas/date`). Ranges are half-open: the
 * finishing day stays free for the next check-in. An overlap answers 409
 * naming the record; it is shown in the form.
 */
import { CalendarSyncPanel } from '@/features/calendar-sync/components/calendar-sync-panel';
import type { VillaDate, VillaDetail, VillaWithDates } from '@yali/contract';
import { clsx } from 'clsx';
import { Pencil, Plus, Trash2 } from '@/components/icons';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-fields';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { formatDate } from '@/lib/format';
import { useVillaDates } from '../api/queries';
import { covers, monthsFrom, todayIstanbul } from '../lib/calendar';
import { MonthTable } from './month-table';
import { BlockingDialog, blockSourceLabel } from '@/features/external/components/blocking-dialog';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import type { ExternalItem } from '@yali/contract';
import { PeriodFormDialog } from '@/features/unit-editor/period-dialog';
import { Section } from '@/features/unit-editor/section';

const STATUS: Record<string, string> = { option: 'Opsiyon', confirmed: 'Kesin' };

const schema = z
  .object({
    started_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Başlangıç tarihini seçin.'),
    finished_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitiş tarihini seçin.'),
    note: z.string().max(500, 'Not en fazla 500 karakter olabilir.'),
  })
  .refine((v) => v.finished_at > v.started_at, { path: ['finished_at'], message: 'Bitiş tarihi başlangıçtan sonra olmalı.' });
type Values = z.infer<typeof schema>;

export function CalendarTab({ villa, readOnly }: { villa: VillaDetail; readOnly?: boolean }) {
  const query = useVillaDates(villa.id);
  const data: VillaWithDates | undefined = query.data?.[0];
  const [editing, setEditing] = useState<VillaDate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VillaDate | null>(null);
  const [blocking, setBlocking] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<{ id: number; label: string } | null>(null);
  const stays = (data?.reservations ?? []).filter((r) => r.channel !== 'external');
  const blocks = (data?.reservations ?? []).filter((r) => r.channel === 'external');
  const today = todayIstanbul();
  const months = monthsFrom(today);
  const blockingSaved = (b: ExternalItem) => {
    toast.success(`${b.reservation_id} blokajı kaydedildi.`);
    setBlocking(null);
  };

  const del = useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `/v1/admin/villas/date/${id}` }),
    success: 'Kapalı tarih aralığı silindi.',
    invalidate: 'all',
    onSuccess: () => setDeleting(null),
    onError: () => setDeleting(null),
  });
  const unblock = useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `/v1/admin/external/${id}` }),
    success: 'Blokaj silindi.',
    invalidate: 'all',
    onSuccess: () => setRemoving(null),
    onError: () => setRemoving(null),
  });

  const dayState = (day: string) => {
    const block = blocks.find((r) => covers(r, day));
    if (block) return { kind: 'blocking' as const, title: `Blokaj: ${blockSourceLabel(block.block_source)}` };
    const res = stays.find((r) => covers(r, day));
    if (res) return { kind: 'reservation' as const, title: `${res.reservation_id} (${STATUS[res.status] ?? res.status})` };
    const closed = data?.dates.find((d) => covers(d, day));
    if (closed) return { kind: 'closed' as const, title: closed.note ? `Kapalı: ${closed.note}` : 'Kapalı' };
    return null;
  };

  return (
    <div className="space-y-6">
      <Section
        title="Takvim (12 ay)"
        actions={
          <Button onClick={() => setBlocking('new')}>
            <Plus className="size-4" aria-hidden /> Blokaj ekle
          </Button>
        }
      >
        <ul className="mb-4 flex flex-wrap gap-4 text-xs text-slate-600 dark:text-slate-300" aria-label="Renk açıklaması">
          <li className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-sea-600" aria-hidden /> Rezervasyon (opsiyon / kesin)
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-violet-600" aria-hidden /> Blokaj
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-slate-500" aria-hidden /> Kapalı
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span
              className="size-3 rounded-sm border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800"
              aria-hidden
            />{' '}
            Boş
          </li>
        </ul>
        {query.isPending ? (
          <div className="h-64 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {months.map((m) => (
              <div key={m.label}>
                <h3 className="mb-2 text-sm font-semibold capitalize">{m.label}</h3>
                <MonthTable
                  month={m}
                  className="text-xs"
                  day={(day) => {
                    const s = dayState(day);
                    return (
                      <td
                        key={day}
                        title={s?.title}
                        className={clsx(
                          'rounded py-1 tabular-nums',
                          day === today && 'ring-2 ring-brand-500',
                          day < today && 'opacity-50',
                          s?.kind === 'reservation' && 'bg-sea-600 font-semibold text-white',
                          s?.kind === 'closed' && 'bg-slate-500 font-semibold text-white',
                          s?.kind === 'blocking' && 'bg-violet-600 font-semibold text-white',
                          !s && 'bg-white text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                        )}
                      >
                        {Number(day.slice(8))}
                        <span className="sr-only">{s ? ` ${s.title}` : ' boş'}</span>
                      </td>
                    );
                  }}
                />
              </div>
            ))}
          </div>
        )}
      </Section>

      <Section title="Blokajlar ve kapalı tarihler">
        {data && data.dates.length === 0 && blocks.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Blokaj ya da kapalı tarih yok.</p>
        )}
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {blocks.map((b) => (
            <li key={`b${b.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
              <span>
                <span className="mr-2 rounded bg-violet-100 px-1.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
                  {blockSourceLabel(b.block_source)}
                </span>
                <span className="font-medium">
                  {formatDate(b.started_at)} – {formatDate(b.finished_at)}
                </span>
                {b.label !== blockSourceLabel(b.block_source) && (
                  <span className="text-slate-600 dark:text-slate-400"> · {b.label}</span>
                )}
                <span className="ml-1 font-mono text-xs text-slate-500">{b.reservation_id}</span>
              </span>
              {(!readOnly || b.block_source === 'owner') && (
                <span>
                  <Button
                    tone="ghost"
                    size="sm"
                    onClick={() => setBlocking(b.id)}
                    aria-label={`${formatDate(b.started_at)} blokajını düzenle`}
                  >
                    <Pencil className="size-3.5" aria-hidden /> Düzenle
                  </Button>
                  <Button
                    tone="ghost"
                    size="sm"
                    onClick={() => setRemoving({ id: b.id, label: `${formatDate(b.started_at)} – ${formatDate(b.finished_at)}` })}
                    aria-label={`${formatDate(b.started_at)} blokajını sil`}
                  >
                    <Trash2 className="size-3.5 text-red-600" aria-hidden /> Sil
                  </Button>
                </span>
              )}
            </li>
          ))}
          {data?.dates.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
              <span>
                <span className="mr-2 rounded bg-slate-200 px-1.5 text-xs font-semibold dark:bg-slate-700">
                  {d.source !== 'manual' ? 'iCal' : 'Kapalı tarih'}
                </span>
                <span className="font-medium">
                  {formatDate(d.started_at)} – {formatDate(d.finished_at)}
                </span>
                {d.note && <span className="text-slate-600 dark:text-slate-400"> · {d.note}</span>}
              </span>
              {!readOnly && (
                <span>
                  <Button
                    tone="ghost"
                    size="sm"
                    onClick={() => setEditing(d)}
                    aria-label={`${formatDate(d.started_at)} aralığını düzenle`}
                  >
                    <Pencil className="size-3.5" aria-hidden /> Düzenle
                  </Button>
                  <Button
                    tone="ghost"
                    size="sm"
                    onClick={() => setDeleting(d)}
                    aria-label={`${formatDate(d.started_at)} aralığını sil`}
                  >
                    <Trash2 className="size-3.5 text-red-600" aria-hidden /> Sil
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
        {stays.length > 0 && (
          <>
            <h3 className="mt-5 mb-2 text-sm font-semibold">Rezervasyonlar</h3>
            <ul className="space-y-1 text-sm">
              {stays.map((r) => (
                <li key={r.id}>
                  <span className="font-mono">{r.reservation_id}</span> · {formatDate(r.started_at)} – {formatDate(r.finished_at)}{' '}
                  · {STATUS[r.status] ?? r.status}
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      {/* Channel feeds (Airbnb, Booking.com, VRBO): import with preview, export address. ADMIN only. */}
      {!readOnly && <CalendarSyncPanel villaId={villa.id} />}

      {blocking === 'new' && (
        <BlockingDialog
          open
          preset={{ villa_id: villa.id, villa_name: villa.name }}
          onClose={() => setBlocking(null)}
          onSaved={blockingSaved}
        />
      )}
      {typeof blocking === 'number' && <EditBlocking id={blocking} onClose={() => setBlocking(null)} onSaved={blockingSaved} />}
      <ConfirmDelete
        target={removing}
        title="Blokajı sil"
        message={(removing) => `${removing.label} blokajı silinsin mi? Tarihler yeniden açılır.`}
        confirmLabel="Sil"
        pending={unblock.isPending}
        onConfirm={(removing) => unblock.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
      {editing && <DateDialog villaId={villa.id} range={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        target={deleting}
        title="Kapalı tarih aralığını sil"
        message={(deleting) => `${formatDate(deleting.started_at)} – ${formatDate(deleting.finished_at)} yeniden açılsın mı?`}
        pending={del.isPending}
        onConfirm={(deleting) => del.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** The blocking `id` loaded, then edited in the shared dialog. */
function EditBlocking({ id, onClose, onSaved }: { id: number; onClose: () => void; onSaved: (b: ExternalItem) => void }) {
  const q = useAdminQuery<ExternalItem>(`/v1/admin/external/${id}`);
  return <BlockingDialog open={q.data !== undefined} item={q.data} onClose={onClose} onSaved={onSaved} />;
}

function DateDialog({ villaId, range, onClose }: { villaId: number; range: VillaDate | null; onClose: () => void }) {
  return (
    <PeriodFormDialog<Values>
      title={range ? 'Kapalı tarih aralığını düzenle' : 'Kapalı tarih ekle'}
      description="Bitiş günü kapanmaz; o gün yeni bir giriş yapılabilir."
      formId="date-form"
      schema={schema}
      defaultValues={{ started_at: range?.started_at ?? '', finished_at: range?.finished_at ?? '', note: range?.note ?? '' }}
      save={{
        request: (v) =>
          range
            ? { method: 'PUT', path: `/v1/admin/villas/date/${range.id}`, body: v }
            : { method: 'POST', path: '/v1/admin/villas/date', body: { villa_id: villaId, ...v } },
        success: range ? 'Kapalı tarih aralığı güncellendi.' : 'Tarihler kapatıldı.',
        invalidate: 'all',
        // The form shows the server's message above its fields.
        errorToast: false,
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Başlangıç" type="date" error={errors.started_at?.message} {...register('started_at')} />
            <TextField label="Bitiş (çıkış günü)" type="date" error={errors.finished_at?.message} {...register('finished_at')} />
          </div>
          <TextField label="Not" placeholder="ör. Bakım, sahibi kullanacak" error={errors.note?.message} {...register('note')} />
        </>
      )}
    </PeriodFormDialog>
  );
}
