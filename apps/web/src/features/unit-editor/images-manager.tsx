'use client';
/**
 * 'Görseller' tab of the villa and boat editors: multi-upload with
 * client-side preparation (SPEC §5, §9: non-images fail before upload; files
 * above 5,000,000 bytes become JPEG q 0.8, at most 1280 px high), reordering
 * by drag and drop or the move buttons (saved at once with
 * `PUT …/image/updateorder`) and delete with confirmation. The server checks
 * type, size and content again.
 */
import { useMutation } from '@tanstack/react-query';
import type { VillaImage } from '@yali/contract';
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Trash2 } from '@/components/icons';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { adminUpload, adminWrite, errorMessage } from './admin-write';
import { compressImage } from './compress-image';
import { Section } from './section';

/** A villa's or a boat's image: both APIs answer this shape. */
type ManagedImage = VillaImage;

/**
 * The images of one villa or boat. `api.path` is the image endpoint
 * (`POST` upload, `PUT {path}/updateorder`, `DELETE {path}/{id}`) and
 * `api.idField` the owner's id field in its bodies; `refresh` invalidates the
 * queries that show the images after a write.
 */
export function ImagesManager({
  owner,
  api,
  emptyText,
  readOnly,
  refresh,
}: {
  owner: { id: number; name: string; images: ManagedImage[] };
  api: { path: string; idField: 'villa_id' | 'boat_id' };
  emptyText: string;
  readOnly?: boolean;
  refresh: () => Promise<unknown>;
}) {
  const [images, setImages] = useState<ManagedImage[]>(owner.images);
  const [deleting, setDeleting] = useState<ManagedImage | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => setImages(owner.images), [owner.images]);

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      setStatus('Görseller hazırlanıyor…');
      // Every file is checked and prepared first: a non-image stops the batch before anything is sent.
      const prepared: File[] = [];
      for (const f of files) prepared.push(await compressImage(f));
      setStatus(`${prepared.length} görsel yükleniyor…`);
      const form = new FormData();
      form.append(api.idField, String(owner.id));
      for (const f of prepared) form.append('files[]', f, f.name);
      return adminUpload<ManagedImage[]>(api.path, form);
    },
    onSuccess: (list, files) => {
      setImages(list);
      toast.success(`${files.length} görsel yüklendi.`);
      setStatus(`${files.length} görsel yüklendi.`);
      return refresh();
    },
    onError: (err) => {
      toast.error(errorMessage(err));
      setStatus(errorMessage(err));
    },
  });

  const reorder = useMutation({
    mutationFn: (list: ManagedImage[]) =>
      adminWrite<ManagedImage[]>('PUT', `${api.path}/updateorder`, {
        [api.idField]: owner.id,
        order: list.map((img, i) => ({ id: img.id, order: i + 1 })),
      }),
    onSuccess: (list) => {
      setImages(list);
      toast.success('Görsel sırası kaydedildi.');
      return refresh();
    },
    onError: (err) => {
      toast.error(errorMessage(err));
      setImages(owner.images);
    },
  });

  const del = useMutation({
    mutationFn: (id: number) => adminWrite('DELETE', `${api.path}/${id}`),
    onSuccess: (_d, id) => {
      setImages((list) => list.filter((i) => i.id !== id));
      toast.success('Görsel silindi.');
      setStatus('Görsel silindi.');
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
    onSettled: () => setDeleting(null),
  });

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setImages(next);
    setStatus(`Görsel ${to + 1}. sıraya taşındı.`);
    reorder.mutate(next);
  };

  return (
    <Section title={`Görseller (${images.length})`}>
      {!readOnly && (
        <div className="mb-5 rounded-xl border-2 border-dashed border-slate-300 p-5 text-center dark:border-slate-700">
          <ImagePlus className="mx-auto size-8 text-slate-400" aria-hidden />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            JPEG, PNG veya WebP; birden çok dosya seçebilirsiniz. 5 MB’tan büyük dosyalar yüklemeden önce küçültülür.
          </p>
          <FilePickerButton
            multiple
            accept="image/jpeg,image/png,image/webp"
            pending={upload.isPending}
            onFiles={(files) => upload.mutate(files)}
            className="mt-3"
          >
            Görsel yükle
          </FilePickerButton>
        </div>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {upload.isPending && <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{status}</p>}
      {images.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Görsel sırası">
          {images.map((img, i) => (
            <li
              key={img.id}
              draggable={!readOnly}
              onDragStart={() => setDragId(img.id)}
              onDragEnd={() => setDragId(null)}
              onDragOver={(e) => !readOnly && e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const from = images.findIndex((x) => x.id === dragId);
                if (from >= 0) moveTo(from, i);
                setDragId(null);
              }}
              data-image-id={img.id}
              className={clsx(
                'overflow-hidden rounded-lg border bg-white dark:bg-slate-900',
                dragId === img.id ? 'border-brand-500 opacity-60' : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <div className="relative">
                {/* biome-ignore lint/performance/noImgElement: stored WebP variants */}
                <img
                  src={img.variants[0]?.url}
                  alt={img.alt || `${owner.name} görsel ${i + 1}`}
                  width={img.width}
                  height={img.height}
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="absolute top-1.5 left-1.5 rounded bg-slate-900/75 px-1.5 text-xs font-semibold text-white">
                  {i + 1}
                  {i === 0 && ' · Kapak'}
                </span>
              </div>
              {!readOnly && (
                <div className="flex items-center justify-between gap-1 p-1.5">
                  <GripVertical className="size-4 cursor-grab text-slate-400" aria-hidden />
                  <span className="flex gap-0.5">
                    <IconButton
                      label={`Görsel ${i + 1} sola taşı`}
                      disabled={i === 0 || reorder.isPending}
                      onClick={() => moveTo(i, i - 1)}
                    >
                      <ArrowLeft className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton
                      label={`Görsel ${i + 1} sağa taşı`}
                      disabled={i === images.length - 1 || reorder.isPending}
                      onClick={() => moveTo(i, i + 1)}
                    >
                      <ArrowRight className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton label={`Görsel ${i + 1} sil`} onClick={() => setDeleting(img)}>
                      <Trash2 className="size-4 text-red-600" aria-hidden />
                    </IconButton>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Görseli sil"
        message="Bu görsel ve tüm boyutları kalıcı olarak silinsin mi?"
        pending={del.isPending}
        onConfirm={() => deleting && del.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
      {!readOnly && images.length > 1 && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          Sürükleyip bırakarak ya da ok düğmeleriyle sıralayın; ilk görsel kapak olarak kullanılır.
        </p>
      )}
      {upload.isPending && (
        <Button tone="ghost" size="sm" disabled className="mt-2">
          Yükleniyor…
        </Button>
      )}
    </Section>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
