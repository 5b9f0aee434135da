'use client';
/**
 * `/dashboard/website/other` (SPEC §1 car and transfer pages, §7 `GET /other`;
 * decision 022): each page's title, lead text and whether the site shows it.
 * A hidden page answers 404 and leaves the menus and the footer.
 */
import { otherPageBody, type OtherPageItem } from '@yali/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass, Switch, TextField } from '@/components/ui/form-fields';
import { useOtherPages, useSaveOtherPage } from '../api/website-pages';
import { PublicPageLink } from './website-page-editor';
import { ScreenHeader } from '@/components/ui/screen-header';

function OtherPageForm({ page }: { page: OtherPageItem }) {
  const save = useSaveOtherPage(page.page);
  const [title, setTitle] = useState(page.title);
  const [lead, setLead] = useState(page.lead);
  const [visible, setVisible] = useState(page.visible);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const leadId = useId();

  useEffect(() => {
    setTitle(page.title);
    setLead(page.lead);
    setVisible(page.visible);
  }, [page]);

  return (
    <form
      noValidate
      aria-label={page.title}
      data-testid={`other-page-${page.page}`}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = otherPageBody.safeParse({ title, lead, visible });
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
          return;
        }
        setErrors({});
        save.mutate(parsed.data);
      }}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{page.path}</h2>
        <PublicPageLink href={page.path} />
      </div>
      <TextField label="Başlık" required value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <div className="space-y-1.5">
        <label htmlFor={leadId} className="block text-sm font-medium">
          Giriş metni
        </label>
        <textarea
          id={leadId}
          rows={3}
          className={inputClass}
          value={lead}
          onChange={(e) => setLead(e.target.value)}
          aria-invalid={errors.lead ? true : undefined}
        />
        {errors.lead && <p className="text-sm text-red-600 dark:text-red-400">{errors.lead}</p>}
      </div>
      <div className="flex items-center gap-3 text-sm">
        <span className="font-medium">Sitede görünsün</span>
        <Switch checked={visible} onChange={setVisible} label={`${page.path} sitede görünsün`} onText="Görünür" offText="Gizli" />
      </div>
      <Button type="submit" pending={save.isPending}>
        Kaydet
      </Button>
    </form>
  );
}

export function OtherPagesEditor() {
  const query = useOtherPages();
  return (
    <div className="max-w-3xl space-y-6">
      <ScreenHeader
        title="Araç ve Transfer Sayfaları"
        lead="Başlık ve giriş metni sayfada, menüde ve alt bilgide görünür. Gizlenen sayfa sitede açılmaz ve bağlantıları kalkar."
      />
      {query.isPending ? (
        <p className="text-sm text-slate-500">Yükleniyor…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {query.error.message}
        </p>
      ) : (
        query.data?.pages.map((page) => <OtherPageForm key={page.page} page={page} />)
      )}
    </div>
  );
}
