'use client';
/**
 * "Toplu değişiklik" of the price tools (issue 24): choose villas (filters
 * by region, type, owner and name, then tick them by hand or "Tümünü seç"),
 * the nights (first and last) and the change (percent or TL), "Önizle"
 * shows every period before → after per villa, "Uygula" asks for
 * confirmation and applies it all in one transaction. The preview belongs
 * to the inputs it was made for: changing any of them asks for a new one.
 */
import {
  BULK_PERCENT,
  BULK_PRICE_MAX_VILLAS,
  DEBOUNCE_MS,
  MAX_TAKE,
  type BulkPriceBody,
  type BulkPriceResult,
} from '@yali/contract';
import { useEffect, useState } from 'react';
import { Eye, X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput, SelectField, TextField } from '@/components/ui/form-fields';
import { UrlFilterPanel } from '@/components/ui/url-filters';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { Section } from '@/features/unit-editor/section';
import { useOwners, useSearchOptions } from '@/features/villas-admin/api/queries';
import { formatDate } from '@/lib/format';
import { useBulkApply, useBulkPreview, useVillaSelection, type VillaFilters } from '../api/price-tools-api';
import { ChangeTable, ProblemList } from './change-table';

const NO_FILTERS: VillaFilters = { town_id: '', district_id: '', type_id: '', owner_id: '', q: '' };

type Change = { kind: 'percent' | 'amount'; value: string; roundTl: boolean };

/** The request body of the inputs, or the Turkish reason why there is none yet. */
function bodyOf(selected: Set<number>, from: string, to: string, change: Change): BulkPriceBody | string {
  if (selected.size === 0) return 'En az bir villa seçin.';
  if (selected.size > BULK_PRICE_MAX_VILLAS) return `Bir seferde en fazla ${BULK_PRICE_MAX_VILLAS} villa seçilebilir.`;
  if (!from || !to) return 'İlk ve son geceyi seçin.';
  if (to < from) return 'Son gece ilk geceden önce olamaz.';
  const n = Number(change.value.replace(',', '.'));
  if (!change.value.trim() || !Number.isFinite(n) || n === 0) return 'Değişikliği girin (0 olamaz).';
  if (change.kind === 'percent' && (n < BULK_PERCENT.min || n > BULK_PERCENT.max)) {
    return `Yüzde %${BULK_PERCENT.min} ile %${BULK_PERCENT.max} arasında olmalı.`;
  }
  return {
    villa_ids: [...selected],
    from,
    to,
    change: change.kind === 'percent' ? { kind: 'percent', value: n } : { kind: 'amount', value: Math.round(n * 100) },
    rounding: change.roundTl ? 'tl' : 'kurus',
  };
}

export function BulkChange() {
  const [filters, setFilters] = useState<VillaFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [change, setChange] = useState<Change>({ kind: 'percent', value: '', roundTl: true });
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<BulkPriceResult | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const body = bodyOf(selected, from, to, change);
  const key = typeof body === 'string' ? null : JSON.stringify(body);
  const preview = useBulkPreview();
  const apply = useBulkApply((r) => {
    setApplied(r);
    setConfirming(false);
    preview.reset();
  });
  const current = preview.data && shown === key ? preview.data : null;
  /** An input changed: the last success message no longer describes the form. */
  const edit = (fn: () => void) => {
    fn();
    setApplied(null);
  };

  return (
    <div className="space-y-5">
      <VillaPicker
        filters={filters}
        setFilters={setFilters}
        selected={selected}
        setSelected={(s) => edit(() => setSelected(s))}
      />

      <Section title="2. Tarih aralığı ve değişiklik">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField label="İlk gece" type="date" value={from} onChange={(e) => edit(() => setFrom(e.target.value))} />
          <TextField
            label="Son gece"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => edit(() => setTo(e.target.value))}
          />
          <fieldset className="text-sm">
            <legend className="mb-1.5 font-medium">Değişiklik türü</legend>
            <div className="flex gap-2">
              {(
                [
                  ['percent', 'Yüzde (%)'],
                  ['amount', 'Tutar (₺)'],
                ] as const
              ).map(([kind, label]) => (
                <label
                  key={kind}
                  className="inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-2 has-checked:border-sea-600 has-checked:bg-sea-50 dark:border-slate-600 dark:has-checked:bg-sea-950"
                >
                  <input
                    type="radio"
                    name="change-kind"
                    className="size-4 accent-sea-700"
                    checked={change.kind === kind}
                    onChange={() => edit(() => setChange({ ...change, kind }))}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={change.kind === 'percent' ? 'Değişiklik (%)' : 'Değişiklik (₺, gecelik)'}
            hint="Eksi değer fiyatı düşürür."
            inputMode="decimal"
            value={change.value}
            onChange={(e) => edit(() => setChange({ ...change, value: e.target.value }))}
          />
        </div>
        <label className="mt-3 inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-sea-700"
            checked={change.roundTl}
            onChange={(e) => edit(() => setChange({ ...change, roundTl: e.target.checked }))}
          />
          Yeni fiyatları tam TL’ye yuvarla
        </label>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            onClick={() => {
              if (typeof body === 'string') return;
              setShown(key);
              preview.mutate(body);
            }}
            disabled={typeof body === 'string'}
            pending={preview.isPending}
          >
            <Eye className="size-4" aria-hidden /> Önizle
          </Button>
          {typeof body === 'string' && <p className="text-sm text-slate-600 dark:text-slate-400">{body}</p>}
        </div>
      </Section>

      {applied && (
        <Section title="Uygulandı">
          <p
            role="status"
            className="mb-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {applied.changed_villas} villada {applied.changed_periods} fiyat dönemi güncellendi
            {applied.villas_without_prices > 0 && `; ${applied.villas_without_prices} villanın bu aralıkta fiyatı yoktu`}.
          </p>
          <ResultTable result={applied} />
        </Section>
      )}

      {current && typeof body !== 'string' && (
        <Section
          title="3. Önizleme"
          actions={
            <Button
              onClick={() => setConfirming(true)}
              disabled={current.problems.length > 0 || current.changed_periods === 0}
              pending={apply.isPending}
            >
              Uygula
            </Button>
          }
        >
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" role="status">
            {current.changed_villas} villada {current.changed_periods} fiyat dönemi değişecek ({formatDate(body.from)} –{' '}
            {formatDate(body.to)})
            {current.villas_without_prices > 0 && `; ${current.villas_without_prices} villanın bu aralıkta fiyat dönemi yok`}.
            Henüz hiçbir şey kaydedilmedi.
          </p>
          <div className="space-y-3">
            <ProblemList problems={current.problems} />
            <ResultTable result={current} />
          </div>
          <ConfirmDialog
            open={confirming}
            title="Fiyatlar değiştirilsin mi?"
            message={`${current.changed_villas} villada ${current.changed_periods} fiyat dönemi tek seferde güncellenecek. Aralık dışındaki günler eski fiyatında kalır.`}
            confirmLabel="Uygula"
            tone="primary"
            pending={apply.isPending}
            onConfirm={() => apply.mutate(body)}
            onCancel={() => setConfirming(false)}
          />
        </Section>
      )}
    </div>
  );
}

function ResultTable({ result }: { result: BulkPriceResult }) {
  return (
    <ChangeTable
      caption="Fiyat değişikliği: eski ve yeni gecelik fiyatlar"
      groups={result.villas.map((v) => ({
        key: v.villa_id,
        name: v.name,
        rows: v.rows,
        ...(v.rows.length === 0 ? { note: 'bu aralıkta fiyat dönemi yok' } : {}),
      }))}
    />
  );
}

/** Step 1: the filters and the tick list of the matching villas. */
function VillaPicker({
  filters,
  setFilters,
  selected,
  setSelected,
}: {
  filters: VillaFilters;
  setFilters: (f: VillaFilters) => void;
  selected: Set<number>;
  setSelected: (s: Set<number>) => void;
}) {
  const options = useSearchOptions();
  const owners = useOwners(true);
  const [text, setText] = useState(filters.q);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed name restarts the debounce
  useEffect(() => {
    if (text === filters.q) return;
    const t = window.setTimeout(() => setFilters({ ...filters, q: text }), DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);
  const list = useVillaSelection(filters);
  const villas = list.data?.items ?? [];
  // The catalogue's own reads, not the search options: a region added a moment ago is there at once.
  const towns = useAdminQuery<{ town_id: number; name: string }[]>('/v1/admin/towns/select');
  const districts =
    useAdminQuery<{ items: { district_id: number; name: string }[] }>(
      filters.town_id ? `/v1/admin/districts?town_id=${filters.town_id}&take=${MAX_TAKE}` : null,
    ).data?.items ?? [];
  const allShownSelected = villas.length > 0 && villas.every((v) => selected.has(v.id));
  const set = (k: keyof VillaFilters, v: string) =>
    setFilters({ ...filters, [k]: v, ...(k === 'town_id' ? { district_id: '' } : {}) });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const v of villas) {
      if (on) next.add(v.id);
      else next.delete(v.id);
    }
    setSelected(next);
  };

  return (
    <Section title="1. Villaları seçin">
      <UrlFilterPanel label="Villa süzgeçleri" columns="lg:grid-cols-5">
        <SelectField
          label="İlçe"
          placeholder="Tümü"
          value={filters.town_id}
          onChange={(e) => set('town_id', e.target.value)}
          options={(towns.data ?? []).map((t) => ({ value: t.town_id, label: t.name }))}
        />
        <SelectField
          label="Mahalle"
          placeholder="Tümü"
          value={filters.district_id}
          disabled={!filters.town_id}
          onChange={(e) => set('district_id', e.target.value)}
          options={districts.map((d) => ({ value: d.district_id, label: d.name }))}
        />
        <SelectField
          label="Villa tipi"
          placeholder="Tümü"
          value={filters.type_id}
          onChange={(e) => set('type_id', e.target.value)}
          options={(options.data?.types ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
        <SelectField
          label="Ev sahibi"
          placeholder="Tümü"
          value={filters.owner_id}
          onChange={(e) => set('owner_id', e.target.value)}
          options={(owners.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
        />
        <div className="space-y-1 text-sm">
          <span className="block font-medium" aria-hidden>
            Villa adı
          </span>
          <SearchInput label="Villa adı" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
      </UrlFilterPanel>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="inline-flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-4 accent-sea-700"
            checked={allShownSelected}
            disabled={villas.length === 0}
            onChange={(e) => toggleAll(e.target.checked)}
          />
          Tümünü seç ({villas.length} villa)
        </label>
        <div className="flex items-center gap-3">
          <span aria-live="polite">
            <strong>{selected.size}</strong> villa seçili
          </span>
          {selected.size > 0 && (
            <Button tone="ghost" size="sm" onClick={() => setSelected(new Set())}>
              <X className="size-3.5" aria-hidden /> Seçimi temizle
            </Button>
          )}
        </div>
      </div>
      {list.data && list.data.total > villas.length && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {list.data.total} villadan ilk {villas.length} tanesi gösteriliyor; süzgeçlerle daraltın.
        </p>
      )}
      <fieldset className="mt-2">
        <legend className="sr-only">Villalar</legend>
        {list.isPending ? (
          <p role="status" className="p-3 text-sm text-slate-600 dark:text-slate-400">
            Villalar yükleniyor…
          </p>
        ) : villas.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Bu süzgeçlere uyan villa yok.
          </p>
        ) : (
          <ul className="grid max-h-80 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800">
            {villas.map((v) => (
              <li key={v.id}>
                <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 has-checked:bg-sea-50 dark:hover:bg-slate-800 dark:has-checked:bg-sea-950">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-sea-700"
                    checked={selected.has(v.id)}
                    onChange={(e) => toggle(v.id, e.target.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{v.name}</span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {[v.town?.name, v.district?.name, v.owner?.name].filter(Boolean).join(' · ') || '—'}
                      {!v.active && ' · pasif'}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </Section>
  );
}
