'use client';
/**
 * A row of pressed/unpressed buttons choosing one of a few values (a list's
 * 'Tümü / Okunmamış / Okunmuş'): a `group` named by `label`, each button
 * `aria-pressed` when its value is `value`; `onChange(value)` on a click.
 * `flat`: no background of its own and tighter buttons, for a toolbar (the
 * occupancy calendar's unit kind and zoom).
 */
import { clsx } from 'clsx';

export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  flat = false,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  flat?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={
        flat
          ? 'inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600'
          : 'inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900'
      }
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={clsx(
            flat ? 'rounded-md px-3 py-1 text-sm font-medium' : 'rounded-md px-3 py-1.5 text-sm font-medium',
            value === o.value
              ? 'bg-sea-700 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
