'use client';
/**
 * 'Özellikler' tab: the villa's features as a checkbox list of the managed
 * feature list (`PUT /villas/{villa_id}/features`), and a small form to add
 * a feature (`POST /features`, Turkish name + icon).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VillaDetail } from '@yali/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-fields';
import { FeatureIcon } from '@/features/villas/components/feature-icon';
import { adminWrite, errorMessage } from '@/features/unit-editor/admin-write';
import { type Feature, useFeatures } from '../api/queries';
import { Section } from '@/features/unit-editor/section';

const ICONS = [
  'check',
  'waves',
  'wifi',
  'air-vent',
  'car',
  'flame',
  'tv',
  'utensils',
  'washing-machine',
  'sun',
  'umbrella',
  'trees',
  'mountain',
  'eye',
  'eye-off',
  'baby',
  'dog',
  'bath',
  'shower-head',
  'snowflake',
  'heater',
  'coffee',
  'shield-check',
  'anchor',
];

export function FeaturesTab({ villa }: { villa: VillaDetail }) {
  const qc = useQueryClient();
  const features = useFeatures();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(villa.features.map((f) => f.id)));
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('check');

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the saved set when the villa reloads
  useEffect(() => setSelected(new Set(villa.features.map((f) => f.id))), [villa.features.map((f) => f.id).join(',')]);

  const save = useMutation({
    mutationFn: () => adminWrite('PUT', `/v1/admin/villas/${villa.id}/features`, { feature_ids: [...selected] }),
    onSuccess: () => {
      toast.success('Özellikler kaydedildi.');
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const add = useMutation({
    mutationFn: () => adminWrite<Feature>('POST', '/v1/admin/features', { name: name.trim(), icon }),
    onSuccess: (f) => {
      toast.success(`“${f.name}” eklendi.`);
      setSelected((s) => new Set(s).add(f.id));
      setName('');
      return qc.invalidateQueries({ queryKey: ['admin', '/v1/admin/features'] });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <Section
        title="Villanın özellikleri"
        actions={
          <Button onClick={() => save.mutate()} pending={save.isPending}>
            Özellikleri kaydet
          </Button>
        }
      >
        {features.isPending && <p className="text-sm text-slate-500">Yükleniyor…</p>}
        {features.data?.length === 0 && <p className="text-sm text-slate-500">Henüz özellik yok; aşağıdan ekleyin.</p>}
        <fieldset>
          <legend className="sr-only">Özellikler</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {features.data?.map((f) => (
              <li key={f.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-sea-600 has-checked:bg-sea-50 dark:border-slate-700 dark:has-checked:bg-sea-950">
                  <input
                    type="checkbox"
                    className="size-4 accent-sea-700"
                    checked={selected.has(f.id)}
                    onChange={() => toggle(f.id)}
                  />
                  <FeatureIcon name={f.icon} className="size-4 text-sea-700 dark:text-brand-400" />
                  {f.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{selected.size} özellik seçili.</p>
      </Section>

      <Section title="Yeni özellik ekle">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim().length >= 2) add.mutate();
          }}
        >
          <label className="min-w-56 flex-1 text-sm">
            <span className="mb-1.5 block font-medium">Özellik adı</span>
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={inputClass}
              placeholder="ör. Özel Havuz"
              maxLength={60}
            />
          </label>
          <label className="text-sm">
            <span className="mb-1.5 block font-medium">Simge</span>
            <select value={icon} onChange={(e) => setIcon(e.target.value)} className={inputClass}>
              {ICONS.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          </label>
          <span className="mb-2" aria-hidden>
            <FeatureIcon name={icon} className="size-5 text-sea-700 dark:text-brand-400" />
          </span>
          <Button type="submit" tone="secondary" pending={add.isPending} disabled={name.trim().length < 2}>
            Ekle
          </Button>
        </form>
      </Section>
    </div>
  );
}
