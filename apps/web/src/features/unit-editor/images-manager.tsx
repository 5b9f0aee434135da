'use client';
/**
 * 'Görseller' tab of the villa and boat editors: multi-upload with
 * client-side preparation (SPEC §5, §9: non-images fail before upload; files
 * above 5,000,000 bytes become JPEG q 0.8, at most 1280 px high), sent one file
 * per request so that a large batch shows its progress ("3 / 12 yüklendi") and
 * one bad file fails alone, listed with its reason (issue 24); reordering by drag
 * and drop, the move buttons or "Kapak yap" (the first photo is the cover; each
 * saved at once with `PUT …/image/updateorder`); the alternative text of each
 * photo, saved when its field is left (`PUT …/image/{id}`); delete of one photo or
 * of the selected ones in one transaction (`POST …/image/bulkdelete`), after a
 * confirmation. The server checks type, size and content again.
 */
import { useMutation } from '@tanstack/react-query';
import type { VillaImage } from '@yali/contract';
import { clsx } from 'clsx';
import { IMAGE_ALT_MAX } from '@yali/contract';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Star, Trash2 } from '@/components/icons';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDelete, ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { adminUpload, adminWrite, errorMessage } from './admin-write';
import { compressImage } from './compress-image';
import { Section } from './section';

/** A villa's or a boat's image: both APIs answer this shape. */
type ManagedImage = VillaImage;

/** One file of an upload batch that the server (or the preparation) refused, with its Turkish reason. */
type FailedFile = { name: string; message: string };

/** Where an upload batch is: `done` of `total` files sent, the failed ones listed. */
type Progress = { done: number; total: number; failed: FailedFile[]; running: boolean };

/**
 * The images of one villa or boat. `api.path` is the image endpoint
 * (`POST` upload, `PUT {path}/updateorder`, `PUT {path}/{id}` alt text,
 * `DELETE {path}/{id}`, `POST {path}/bulkdelete`) and
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
  const [progress, setProgress] = useState<Progress | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);

  useEffect(() => setImages(owner.images), [owner.images]);
  // A selection only ever holds photos that are still there.
  useEffect(() => setSelected((s) => new Set([...s].filter((id) => images.some((i) => i.id === id)))), [images]);

  const upload = useMutation({
    // One request per file: the batch's progress is counted in files, and a refused file does not take the others down.
    mutationFn: async (files: File[]) => {
      const failed: FailedFile[] = [];
      let latest: ManagedImage[] | null = null;
      setProgress({ done: 0, total: files.length, failed, running: true });
      for (const [i, f] of files.entries()) {
        try {
          const prepared = await compressImage(f);
          const form = new FormData();
          form.append(api.idField, String(owner.id));
          form.append('files[]', prepared, prepared.name);
          latest = await adminUpload<ManagedImage[]>(api.path, form);
          setImages(latest);
        } catch (err) {
          failed.push({ name: f.name, message: errorMessage(err) });
        }
        setProgress({ done: i + 1, total: files.length, failed: [...failed], running: i + 1 < files.length });
        setStatus(`${i + 1} / ${files.length} görsel işlendi.`);
      }
      return { uploaded: files.length - failed.length, failed };
    },
    onSuccess: ({ uploaded, failed }) => {
      const text = failed.length
        ? `${uploaded} görsel yüklendi, ${failed.length} görsel yüklenemedi.`
        : `${uploaded} görsel yüklendi.`;
      if (failed.length) toast.error(text);
      else toast.success(text);
      setStatus(text);
      return refresh();
    },
  });

  const saveAlt = useMutation({
    mutationFn: (v: { id: number; alt: string }) => adminWrite<ManagedImage>('PUT', `${api.path}/${v.id}`, { alt: v.alt }),
    onSuccess: (img) => {
      setImages((list) => list.map((i) => (i.id === img.id ? img : i)));
      toast.success('Alternatif metin kaydedildi.');
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  const bulkDelete = useMutation({
    mutationFn: (ids: number[]) =>
      adminWrite<{ ids: number[] }>('POST', `${api.path}/bulkdelete`, { [api.idField]: owner.id, ids }),
    onSuccess: ({ ids }) => {
      setImages((list) => list.filter((i) => !ids.includes(i.id)));
      setSelected(new Set());
      toast.success(`${ids.length} görsel silindi.`);
      setStatus(`${ids.length} görsel silindi.`);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
    onSettled: () => setConfirmBulk(false),
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
      {progress && <UploadProgress progress={progress} onClose={() => setProgress(null)} />}
      {!readOnly && images.length > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-sea-700"
              checked={selected.size === images.length}
              onChange={(e) => setSelected(e.target.checked ? new Set(images.map((i) => i.id)) : new Set())}
            />
            Tümünü seç
          </label>
          <Button tone="danger" size="sm" disabled={selected.size === 0} onClick={() => setConfirmBulk(true)}>
            <Trash2 className="size-4" aria-hidden /> Seçilenleri sil{selected.size ? ` (${selected.size})` : ''}
          </Button>
        </div>
      )}
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
                {!readOnly && (
                  <input
                    type="checkbox"
                    checked={selected.has(img.id)}
                    onChange={(e) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.add(img.id);
                        else next.delete(img.id);
                        return next;
                      })
                    }
                    aria-label={`Görsel ${i + 1} seç`}
                    className="absolute top-1.5 right-1.5 size-5 accent-sea-700"
                  />
                )}
              </div>
              {!readOnly && <AltField image={img} index={i} onSave={(alt) => saveAlt.mutate({ id: img.id, alt })} />}
              {!readOnly && (
                <div className="flex items-center justify-between gap-1 p-1.5">
                  <GripVertical className="size-4 cursor-grab text-slate-400" aria-hidden />
                  <span className="flex gap-0.5">
                    {i > 0 && (
                      <IconButton label={`Görsel ${i + 1} kapak yap`} disabled={reorder.isPending} onClick={() => moveTo(i, 0)}>
                        <Star className="size-4" aria-hidden />
                      </IconButton>
                    )}
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
      <ConfirmDelete
        target={deleting}
        title="Görseli sil"
        message={() => 'Bu görsel ve tüm boyutları kalıcı olarak silinsin mi?'}
        pending={del.isPending}
        onConfirm={(deleting) => del.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={confirmBulk}
        title="Seçilen görselleri sil"
        message={`Seçilen ${selected.size} görsel ve tüm boyutları kalıcı olarak silinsin mi?`}
        pending={bulkDelete.isPending}
        onConfirm={() => bulkDelete.mutate([...selected])}
        onCancel={() => setConfirmBulk(false)}
      />
      {!readOnly && images.length > 1 && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          Sürükleyip bırakarak, ok düğmeleriyle ya da yıldızla (kapak yap) sıralayın; ilk görsel kapak olarak kullanılır.
        </p>
      )}
    </Section>
  );
}

/** "3 / 12 yüklendi" with a bar, then the files that failed and why. */
function UploadProgress({ progress, onClose }: { progress: Progress; onClose: () => void }) {
  const { done, total, failed, running } = progress;
  return (
    <div className="mb-4 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700" data-upload-progress>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">
          {done} / {total} {running ? 'yükleniyor…' : 'yüklendi'}
        </span>
        {!running && (
          <Button tone="ghost" size="sm" onClick={onClose}>
            Kapat
          </Button>
        )}
      </div>
      <progress value={done} max={total} aria-label="Yükleme durumu" className="mt-2 h-2 w-full accent-sea-700">
        {done} / {total}
      </progress>
      {failed.length > 0 && (
        <ul aria-label="Yüklenemeyen dosyalar" className="mt-2 space-y-1 text-red-700 dark:text-red-400">
          {failed.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
            <li key={i}>
              <span className="font-medium">{f.name}</span>: {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The photo's alternative text, saved when the field is left with a changed value. */
function AltField({ image, index, onSave }: { image: ManagedImage; index: number; onSave: (alt: string) => void }) {
  const [value, setValue] = useState(image.alt);
  useEffect(() => setValue(image.alt), [image.alt]);
  const id = `alt-${image.id}`;
  return (
    <div className="px-1.5 pt-1.5">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
        Alternatif metin (görme engelliler için)
        <span className="sr-only"> – görsel {index + 1}</span>
      </label>
      <input
        id={id}
        value={value}
        maxLength={IMAGE_ALT_MAX}
        placeholder="Örn. Deniz manzaralı havuz"
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => value.trim() !== image.alt && onSave(value.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
        className="mt-0.5 w-full rounded border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-800"
      />
    </div>
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
