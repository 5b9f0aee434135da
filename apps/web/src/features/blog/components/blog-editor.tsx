'use client';
/**
 * Create / edit a blog post in a side panel (SPEC §7 `POST /blog`,
 * `POST /blog/edit`; cover `POST /blog/{id}/cover`). The slug is made from
 * the title on the server when left empty; the body is sanitised there too.
 * The cover can be uploaded once the post exists. Title, summary, body and
 * SEO texts have language tabs (issue 18), saved with the Turkish ones.
 */
import { type BlogPost, DEFAULT_LOCALE, type Locale } from '@yali/contract';
import { ImageUp } from '@/components/icons';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { Switch, TextField, inputClass } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { LanguageTabs, languageName, translationDefaults, type TranslationValues } from '@/components/ui/translation-tabs';
import { useBlogPost, useSaveBlogPost, useUploadCover } from '../api/blog';

type Draft = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  published: boolean;
  published_at: string;
  seo_title: string;
  seo_description: string;
  translations: TranslationValues<(typeof BLOG_FIELDS)[number]>;
};
/** The post's translatable texts (contract TRANSLATABLE.blogPost). */
const BLOG_FIELDS = ['title', 'summary', 'body', 'seo_title', 'seo_description'] as const;
const EMPTY: Draft = {
  title: '',
  slug: '',
  summary: '',
  body: '',
  published: false,
  published_at: '',
  seo_title: '',
  seo_description: '',
  translations: translationDefaults(BLOG_FIELDS, undefined),
};

/** ISO → value of a datetime-local input (local time). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromPost = (p: BlogPost): Draft => ({
  title: p.title,
  slug: p.slug,
  summary: p.summary,
  body: p.body,
  published: p.published,
  published_at: toLocalInput(p.published_at),
  seo_title: p.seo_title,
  seo_description: p.seo_description,
  translations: translationDefaults(BLOG_FIELDS, p.translations),
});

export function BlogEditor({
  id,
  onClose,
  onCreated,
}: {
  id: number | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const query = useBlogPost(id);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveBlogPost((p) => {
    setDraft(fromPost(p));
    if (id === null) onCreated(p.id);
  });
  const cover = useUploadCover();

  useEffect(() => {
    if (query.data) setDraft(fromPost(query.data));
  }, [query.data]);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  /** Sets `field` of the post in `locale`: its own column in Turkish, else its translation. */
  const setIn = (locale: Locale, field: (typeof BLOG_FIELDS)[number], v: string) =>
    locale === DEFAULT_LOCALE
      ? set(field, v)
      : setDraft((d) => ({
          ...d,
          translations: {
            ...d.translations,
            [locale]: { ...d.translations[locale], [field]: v } as Draft['translations'][string],
          },
        }));
  const valueIn = (locale: Locale, field: (typeof BLOG_FIELDS)[number]) =>
    locale === DEFAULT_LOCALE ? draft[field] : (draft.translations[locale]?.[field] ?? '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (draft.title.trim().length < 3) next.title = 'Başlık en az 3 karakter olmalı.';
    if (draft.slug && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(draft.slug))
      next.slug = 'Adres yalnızca küçük harf, rakam ve tire içerebilir.';
    if (draft.seo_title.length > 70) next.seo_title = 'SEO başlığı en fazla 70 karakter olabilir.';
    if (draft.seo_description.length > 160) next.seo_description = 'SEO açıklaması en fazla 160 karakter olabilir.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      ...(id === null ? {} : { id }),
      title: draft.title,
      slug: draft.slug || undefined,
      summary: draft.summary,
      body: draft.body,
      published: draft.published,
      published_at: draft.published_at ? new Date(draft.published_at).toISOString() : null,
      seo_title: draft.seo_title,
      seo_description: draft.seo_description,
      translations: draft.translations,
    });
  };

  const coverUrl = (cover.data ?? query.data)?.cover.at(-1)?.url;
  return (
    <Modal open onClose={onClose} title={id === null ? 'Yeni blog yazısı' : 'Yazıyı düzenle'} variant="panel" size="lg">
      {id !== null && query.isPending ? (
        <p className="text-sm text-slate-500">Yükleniyor…</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <LanguageTabs
            label="Yazının dili"
            missing={(l) => !draft.translations[l]?.title?.trim() || !draft.translations[l]?.body?.trim()}
          >
            {(locale) => {
              const tr = locale === DEFAULT_LOCALE;
              const named = (label: string) => (tr ? label : `${label} (${languageName(locale)})`);
              const seoTitle = valueIn(locale, 'seo_title');
              const seoDescription = valueIn(locale, 'seo_description');
              return (
                <div className="space-y-4">
                  <TextField
                    label={named('Başlık')}
                    required={tr}
                    value={valueIn(locale, 'title')}
                    onChange={(e) => setIn(locale, 'title', e.target.value)}
                    error={tr ? errors.title : undefined}
                    hint={tr ? undefined : 'Boş bırakılan alanlarda bu dilde Türkçe metin gösterilir.'}
                  />
                  <div className="space-y-1.5">
                    <label htmlFor={`blog-summary-${locale}`} className="block text-sm font-medium">
                      {named('Özet')}
                    </label>
                    <textarea
                      id={`blog-summary-${locale}`}
                      rows={2}
                      maxLength={500}
                      className={inputClass}
                      value={valueIn(locale, 'summary')}
                      onChange={(e) => setIn(locale, 'summary', e.target.value)}
                    />
                  </div>
                  <RichTextEditor
                    label={named('Yazı')}
                    value={valueIn(locale, 'body')}
                    onChange={(v) => setIn(locale, 'body', v)}
                  />
                  <TextField
                    label={named('SEO başlığı')}
                    value={seoTitle}
                    onChange={(e) => setIn(locale, 'seo_title', e.target.value)}
                    error={tr ? errors.seo_title : seoTitle.length > 70 ? 'En fazla 70 karakter.' : undefined}
                    hint={`${seoTitle.length}/70`}
                  />
                  <TextField
                    label={named('SEO açıklaması')}
                    value={seoDescription}
                    onChange={(e) => setIn(locale, 'seo_description', e.target.value)}
                    error={tr ? errors.seo_description : seoDescription.length > 160 ? 'En fazla 160 karakter.' : undefined}
                    hint={`${seoDescription.length}/160`}
                  />
                </div>
              );
            }}
          </LanguageTabs>
          <TextField
            label="Adres (slug)"
            value={draft.slug}
            onChange={(e) => set('slug', e.target.value)}
            error={errors.slug}
            hint="Boş bırakırsanız başlıktan oluşturulur."
          />
          <div className="flex flex-wrap items-end gap-6">
            <div className="space-y-1.5">
              <span className="block text-sm font-medium">Yayın durumu</span>
              <Switch
                checked={draft.published}
                onChange={(v) => set('published', v)}
                label="Yazıyı yayınla"
                onText="Yayında"
                offText="Taslak"
              />
            </div>
            <TextField
              label="Yayın tarihi"
              type="datetime-local"
              value={draft.published_at}
              onChange={(e) => set('published_at', e.target.value)}
              hint="Boşsa yayınlandığı an."
            />
          </div>
          <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <legend className="px-1 text-sm font-medium">Kapak görseli</legend>
            {id === null ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                Kapak görselini yazıyı kaydettikten sonra yükleyebilirsiniz.
              </p>
            ) : (
              <>
                {coverUrl && (
                  // biome-ignore lint/performance/noImgElement: admin preview of an uploaded variant
                  <img src={coverUrl} alt="Kapak görseli" className="max-h-40 rounded-md object-cover" />
                )}
                <FilePickerButton
                  tone="secondary"
                  accept="image/jpeg,image/png,image/webp"
                  pending={cover.isPending}
                  icon={<ImageUp className="size-4" aria-hidden />}
                  onFiles={([file]) => file && cover.mutate({ id, file })}
                >
                  {coverUrl ? 'Kapağı değiştir' : 'Kapak yükle'}
                </FilePickerButton>
              </>
            )}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button tone="secondary" onClick={onClose}>
              Kapat
            </Button>
            <Button type="submit" pending={save.isPending}>
              Kaydet
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
