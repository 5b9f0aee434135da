'use client';
/**
 * `/dashboard/templates/mailtemplates` (SPEC §2, §7): the mails the agency
 * sends, listed by kind (villa reservation, boat rental, other), each with
 * its subject, body and the `{{variables}}` it offers (clickable chips
 * insert them), a live preview with sample data, unknown
 * variables shown as errors before saving, and an on/off switch (an inactive
 * template sends nothing). Issue 18: a language switch (Türkçe / English)
 * edits the template's version in each language; a guest template without
 * one is marked "çeviri eksik" (its guests then get the Turkish mail).
 */
import {
  BOAT_MAIL_TEMPLATE_KEYS,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type MailPreview,
  type MailTemplate,
  VILLA_MAIL_TEMPLATE_KEYS,
} from '@yali/contract';
import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch, TextField, inputClass } from '@/components/ui/form-fields';
import { previewMailTemplate, useMailTemplateActivity, useMailTemplates, useSaveMailTemplate } from '../api/mail-templates';
import { ScreenHeader } from '@/components/ui/screen-header';

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;
const unknownIn = (text: string, allowed: string[]) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))].filter((n) => !allowed.includes(n));

/** Villa reservation mails, boat rental mails (issue 7, `boat_…` keys), then the rest (contact). */
function groupTemplates(templates: MailTemplate[]) {
  const villa = new Set<string>(VILLA_MAIL_TEMPLATE_KEYS);
  const boat = new Set<string>(BOAT_MAIL_TEMPLATE_KEYS);
  return [
    { id: 'villa', title: 'Villa rezervasyonu', items: templates.filter((t) => villa.has(t.key)) },
    { id: 'boat', title: 'Tekne kiralama', items: templates.filter((t) => boat.has(t.key)) },
    { id: 'other', title: 'Diğer', items: templates.filter((t) => !villa.has(t.key) && !boat.has(t.key)) },
  ].filter((g) => g.items.length > 0);
}

/** Each language's name on the switch, in its own words. */
const LANGUAGE_NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };
/** The same names in a Turkish sentence (the back office is Turkish). */
export const LANGUAGE_NAMES_TR: Record<Locale, string> = { tr: 'Türkçe', en: 'İngilizce' };

/** The "çeviri eksik" badge of a template (or of one of its languages). */
function MissingTranslation({ inverted = false }: { inverted?: boolean }) {
  return (
    <span
      className={clsx(
        'rounded px-1.5 text-xs font-medium whitespace-nowrap',
        inverted ? 'bg-white/20 text-white' : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
      )}
    >
      çeviri eksik
    </span>
  );
}

export function MailTemplatesScreen() {
  const query = useMailTemplates();
  const [selected, setSelected] = useState<number | null>(null);
  const [lang, setLang] = useState<Locale>(DEFAULT_LOCALE);
  const templates = query.data ?? [];
  const current = templates.find((t) => t.id === selected) ?? templates[0];

  return (
    <div className="space-y-4">
      <ScreenHeader
        title="Mail Şablonları"
        lead="Misafirlere ve acenteye giden e-postaların konusu ve metni. Durdurulan şablon e-posta göndermez."
      />
      {query.isPending && <p className="text-sm text-slate-500">Yükleniyor…</p>}
      {query.error && (
        <p role="alert" className="text-sm text-red-700">
          {query.error.message}
        </p>
      )}
      {current && (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Şablonlar" className="space-y-4">
            {groupTemplates(templates).map((g) => (
              <div key={g.title} className="space-y-1">
                <p
                  id={`tpl-group-${g.id}`}
                  className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                >
                  {g.title}
                </p>
                <ul aria-labelledby={`tpl-group-${g.id}`} className="space-y-1">
                  {g.items.map((t) => (
                    <li key={t.id}>
                      <button
                        type="button"
                        aria-current={t.id === current.id ? 'true' : undefined}
                        onClick={() => setSelected(t.id)}
                        className={clsx(
                          'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sea-600',
                          t.id === current.id
                            ? 'bg-sea-700 text-white'
                            : 'bg-white hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800',
                        )}
                      >
                        <span>{t.name}</span>
                        <span className="flex gap-1">
                          {t.missing_translations.length > 0 && <MissingTranslation inverted={t.id === current.id} />}
                          {!t.active && <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700">Pasif</span>}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="space-y-3">
            <LanguageSwitch template={current} lang={lang} onChange={setLang} />
            <div role="tabpanel" id="tpl-lang-panel" aria-labelledby={`tpl-lang-${lang}`}>
              <TemplateEditor key={`${current.id}-${lang}`} template={current} lang={lang} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** Türkçe / English tabs (WAI-ARIA tabs: arrow keys, Home, End) choosing which version the editor shows. */
function LanguageSwitch({
  template,
  lang,
  onChange,
}: {
  template: MailTemplate;
  lang: Locale;
  onChange: (lang: Locale) => void;
}) {
  const refs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const i = LOCALES.indexOf(lang);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1 + LOCALES.length, Home: 0, End: LOCALES.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = LOCALES[next % LOCALES.length] as Locale;
    onChange(to);
    refs.current[to]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Şablon dili"
      onKeyDown={onKeyDown}
      className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
    >
      {LOCALES.map((l) => (
        <button
          key={l}
          ref={(el) => {
            refs.current[l] = el;
          }}
          type="button"
          role="tab"
          id={`tpl-lang-${l}`}
          aria-selected={lang === l}
          aria-controls="tpl-lang-panel"
          tabIndex={lang === l ? 0 : -1}
          lang={l}
          onClick={() => onChange(l)}
          className={clsx(
            '-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sea-600',
            lang === l
              ? 'border-brand-500 text-sea-800 dark:text-white'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {LANGUAGE_NAMES[l]}
          {template.missing_translations.includes(l) && (
            <span lang="tr">
              <MissingTranslation />
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function TemplateEditor({ template, lang }: { template: MailTemplate; lang: Locale }) {
  const version = lang === DEFAULT_LOCALE ? template : template.translations[lang];
  const [subject, setSubject] = useState(version?.subject ?? '');
  const [body, setBody] = useState(version?.body ?? '');
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveMailTemplate();
  const activity = useMailTemplateActivity();
  const unknown = useMemo(() => unknownIn(`${subject}\n${body}`, template.variables), [subject, body, template.variables]);

  // Live preview, debounced 250 ms (SPEC §9 default debounce).
  useEffect(() => {
    if (unknown.length > 0 || subject.trim().length < 3 || body.trim().length < 10) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      previewMailTemplate(template.id, { subject, body }, ctrl.signal)
        .then((p) => {
          setPreview(p);
          setPreviewError(null);
        })
        .catch((e: Error) => {
          if (!ctrl.signal.aborted) setPreviewError(e.message);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [template.id, subject, body, unknown.length]);

  const insert = (name: string) => {
    const el = bodyRef.current;
    const token = `{{${name}}}`;
    if (!el) return setBody((b) => b + token);
    const start = el.selectionStart ?? body.length;
    const end = el.selectionEnd ?? body.length;
    const next = body.slice(0, start) + token + body.slice(end);
    setBody(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (unknown.length === 0) save.mutate({ id: template.id, subject, body, lang });
        }}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{template.name}</h2>
          <Switch
            checked={template.active}
            label={`${template.name} şablonu etkin`}
            onText="Etkin"
            offText="Pasif"
            disabled={activity.isPending}
            onChange={(active) => activity.mutate({ id: template.id, active })}
          />
        </div>
        {template.missing_translations.includes(lang) && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            Bu şablonun {LANGUAGE_NAMES_TR[lang]} sürümü yok: bu dildeki misafirlere Türkçe şablon gönderilir. Aynı değişkenlerle
            yazıp kaydedin.
          </p>
        )}
        <TextField label="Konu" value={subject} onChange={(e) => setSubject(e.target.value)} required />
        <div className="space-y-1.5">
          <label htmlFor={`tpl-body-${template.id}`} className="block text-sm font-medium">
            İleti metni
          </label>
          <textarea
            id={`tpl-body-${template.id}`}
            ref={bodyRef}
            rows={12}
            className={clsx(inputClass, 'font-mono')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={unknown.length > 0 ? true : undefined}
            aria-describedby={`tpl-vars-${template.id}${unknown.length ? ` tpl-err-${template.id}` : ''}`}
          />
        </div>
        <div id={`tpl-vars-${template.id}`} className="space-y-1.5">
          <p className="text-sm font-medium">Kullanılabilir değişkenler (eklemek için tıklayın)</p>
          <div className="flex flex-wrap gap-1.5">
            {template.variables.map((v) => (
              <button
                key={v}
                type="button"
                onClick={() => insert(v)}
                className="rounded-full bg-sea-100 px-2.5 py-0.5 font-mono text-xs text-sea-800 hover:bg-sea-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-sea-600 dark:bg-sea-900 dark:text-sea-100"
              >
                {`{{${v}}}`}
              </button>
            ))}
          </div>
        </div>
        {unknown.length > 0 && (
          <p id={`tpl-err-${template.id}`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            Bu şablonda kullanılamayan değişken: {unknown.map((n) => `{{${n}}}`).join(', ')}
          </p>
        )}
        <Button type="submit" pending={save.isPending} disabled={unknown.length > 0}>
          Kaydet
        </Button>
      </form>
      <section
        aria-labelledby={`tpl-prev-${template.id}`}
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={`tpl-prev-${template.id}`} className="text-lg font-semibold">
          Önizleme <span className="text-sm font-normal text-slate-500 dark:text-slate-400">(örnek verilerle)</span>
        </h2>
        {previewError && <p className="text-sm text-red-700">{previewError}</p>}
        {preview && (
          <div data-testid="mail-preview" className="space-y-2">
            <p className="text-sm">
              <span className="font-medium">Konu:</span> {preview.subject}
            </p>
            <iframe
              title="E-posta önizlemesi"
              sandbox=""
              srcDoc={preview.html}
              className="h-96 w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
            />
          </div>
        )}
      </section>
    </div>
  );
}
