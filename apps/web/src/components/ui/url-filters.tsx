'use client';
/**
 * Filter fields of a back-office list whose value lives in the address
 * (`useUrlParams`): changing one sets its key and goes back to page 1.
 */
import { useUrlParams } from '@/lib/use-url-params';
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

/** A choice filter: `options` as [value, label], and an empty choice `allLabel` ('Tümü'). */
export function UrlSelectFilter({
  name,
  label,
  options,
  allLabel = 'Tümü',
}: {
  name: string;
  label: string;
  options: readonly (readonly [string | number, string])[];
  allLabel?: string;
}) {
  const { params, setParams } = useUrlParams();
  return (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <select
        value={params.get(name) ?? ''}
        onChange={(e) => setParams({ [name]: e.target.value, page: null })}
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
