'use client';
/**
 * Filter fields of a back-office list whose value lives in the address
 * (`useUrlParams`): changing one sets its key and goes back to page 1.
 */
import type { ReactNode } from 'react';
import { useUrlParams } from '@/lib/use-url-params';
import { X } from '@/components/icons';
import { buttonClass } from './button';
import { inputClass } from './form-fields';

/** A day filter ('YYYY-MM-DD' under `name`). */
export function UrlDateFilter({ name, label }: { name: string; label: string }) {
  const { params, setParams } = useUrlParams();
  return (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <input
        type="date"
        value={params.get(name) ?? ''}
        onChange={(e) => setParams({ [name]: e.target.value, page: null })}
        className={inputClass}
      />
    </label>
  );
}

/**
 * A choice filter: `options` as [value, label], and an empty choice `allLabel` ('Tümü').
 * `clears`: keys that depend on this one (a town's district), removed when it changes.
 */
export function UrlSelectFilter({
  name,
  label,
  options,
  allLabel = 'Tümü',
  clears = [],
}: {
  name: string;
  label: string;
  options: readonly (readonly [string | number, string])[];
  allLabel?: string;
  clears?: readonly string[];
}) {
  const { params, setParams } = useUrlParams();
  return (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <select
        value={params.get(name) ?? ''}
        onChange={(e) => setParams({ ...Object.fromEntries(clears.map((k) => [k, null])), [name]: e.target.value, page: null })}
        className={inputClass}
      >
        <option value="">{allLabel}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 'Villa / tekne': the ADMIN's filter of a list that holds both kinds (`unit_kind`: villa, boat, or both). */
export function UnitKindFilter() {
  return (
    <UrlSelectFilter
      name="unit_kind"
      label="Villa / tekne"
      options={[
        ['villa', 'Villalar'],
        ['boat', 'Tekneler'],
      ]}
    />
  );
}

/** The card the filter fields sit in (a `search` landmark named `label`); `columns` are its grid columns from `lg` on. */
export function UrlFilterPanel({ label, columns, children }: { label: string; columns: string; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      className={`grid grid-cols-1 gap-3 [&>*]:min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900 ${columns}`}
    >
      {children}
    </div>
  );
}

/**
 * 'Süzgeçleri temizle' under a filter panel: shown while any of `keys` is in the address;
 * clears them and the page (and calls `onClear`, for a field kept in local state too).
 */
export function UrlClearFilters({
  keys,
  className,
  onClear,
}: {
  keys: readonly string[];
  className: string;
  onClear?: () => void;
}) {
  const { params, setParams } = useUrlParams();
  if (!keys.some((k) => params.get(k))) return null;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => {
          onClear?.();
          setParams(Object.fromEntries([...keys, 'page'].map((k) => [k, null])));
        }}
        className={buttonClass('ghost', 'sm')}
      >
        <X className="size-4" aria-hidden /> Süzgeçleri temizle
      </button>
    </div>
  );
}
