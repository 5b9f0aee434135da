'use client';
/**
 * `/dashboard/website/{about|rental|cancel|privacy|kvkk|howrent}` (SPEC §2):
 * the page's title and rich text, saved with `PUT /v1/admin/{section}/edit`.
 * The server sanitises the HTML; the public page shows what is saved here.
 * Title and content have language tabs (issue 18): the English texts are saved
 * with the Turkish ones; left empty, the English page shows the Turkish text.
 */
import { DEFAULT_LOCALE, WEBSITE_SECTION_LABELS, type WebsiteSection } from '@yali/contract';
import { ExternalLink } from '@/components/icons';
import { useEffect, useState } from 'react';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { useSaveWebsitePage, useWebsitePage } from '../api/website-pages';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { LanguageTabs, languageName, translationDefaults } from '@/components/ui/translation-tabs';

const PAGE_FIELDS = ['title', 'content'] as const;

const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

/** 'Sitede gör': the public page in a new tab (the website editors' header). */
export function PublicPageLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sea-100"
    >
      Sitede gör <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  );
}

export function WebsitePageEditor({ section }: { section: WebsiteSection }) {
  const query = useWebsitePage(section);
  const save = useSaveWebsitePage(section);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [translations, setTranslations] = useState(() => translationDefaults(PAGE_FIELDS, undefined));
  const translate = (locale: string, field: (typeof PAGE_FIELDS)[number], value: string) =>
    setTranslations((t) => ({ ...t, [locale]: { ...(t[locale] ?? { title: '', content: '' }), [field]: value } }));

  useEffect(() => {
    if (query.data) {
      setTitle(query.data.title);
      setContent(query.data.content);
      setTranslations(translationDefaults(PAGE_FIELDS, query.data.translations));
    }
  }, [query.data]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (title.trim().length < 2) {
      setTitleError('Başlık en az 2 karakter olmalı.');
      return;
    }
    setTitleError(undefined);
    save.mutate(
      { title, content, translations },
      {
        onSuccess: (p) => {
          setContent(p.content);
          setTranslations(translationDefaults(PAGE_FIELDS, p.translations));
        },
      },
    );
  };

  const publicHref = section === 'about' ? '/about' : `/website/${section}`;
  return (
    <div className="max-w-4xl space-y-6">
      <ScreenHeader
        title={WEBSITE_SECTION_LABELS[section]}
        lead={
          query.data?.updated_at
            ? `Son kayıt: ${when.format(new Date(query.data.updated_at))}`
            : 'Henüz düzenlenmedi; sitede hazır metin görünüyor.'
        }
      >
        <PublicPageLink href={publicHref} />
      </ScreenHeader>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <LanguageTabs label="Sayfanın dili" missing={(l) => PAGE_FIELDS.some((f) => !translations[l]?.[f]?.trim())}>
          {(locale) =>
            locale === DEFAULT_LOCALE ? (
              <div className="space-y-4">
                <TextField
                  label="Başlık"
                  required
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                  error={titleError}
                  disabled={query.isPending}
                />
                {query.isPending ? (
                  <p className="text-sm text-slate-500">Yükleniyor…</p>
                ) : (
                  <RichTextEditor
                    label="İçerik"
                    value={content}
                    onChange={setContent}
                    hint="{{site_name}} yazdığınız yerde site adı görünür. Kayıtta izin verilmeyen biçimler temizlenir."
                  />
                )}
              </div>
            ) : (
              <div className="space-y-4">
                <TextField
                  label={`Başlık (${languageName(locale)})`}
                  value={translations[locale]?.title ?? ''}
                  onChange={(e) => translate(locale, 'title', e.target.value)}
                  hint="Boş bırakılırsa bu dilde Türkçe başlık gösterilir."
                  disabled={query.isPending}
                />
                <RichTextEditor
                  label={`İçerik (${languageName(locale)})`}
                  value={translations[locale]?.content ?? ''}
                  onChange={(v) => translate(locale, 'content', v)}
                  hint="Boş bırakılırsa bu dilde Türkçe içerik gösterilir."
                />
              </div>
            )
          }
        </LanguageTabs>
        <Button type="submit" pending={save.isPending}>
          Kaydet
        </Button>
      </form>
    </div>
  );
}
