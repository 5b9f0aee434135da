import type { ReactNode } from 'react';
import { SlidersHorizontal } from '@/components/public-icons';
import { useTranslations } from 'next-intl';

/**
 * The filter bar of a public results page (villas, boats, short-term offers),
 * written once (issue 21): a plain GET form, so the address carries every
 * filter and no script is needed, its fields, and the "Uygula" button.
 */

/**
 * A filter's label: small capitals above the field. Its look is the `.filter-label` of app/globals.css, one
 * short class for a string every filter of every listing repeated in its HTML and React payload (issue 16).
 */
export const filterLabelClass = 'filter-label';

/** A filter's field (select or date input), 44 px high (`.filter-field` of app/globals.css). */
export const filterFieldClass = 'filter-field';

/** `action`: the page's own path; `label`: the form's accessible name ("Villaları filtrele ve sırala"). */
export function FilterForm({
  action,
  label,
  className,
  children,
}: {
  action: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form action={action} method="get" aria-label={label} className={className}>
      {children}
      <ApplyButton />
    </form>
  );
}

/** The filter form's submit button, "Uygula" (`className`: extra layout, e.g. full width in the phone's sheet). */
export function ApplyButton({ className }: { className?: string }) {
  const t = useTranslations('Client.Filters');
  return (
    <button
      type="submit"
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-500 px-6 text-sm font-semibold text-sea-950 transition hover:bg-brand-400 ${className ?? ''}`}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('apply')}
    </button>
  );
}

/** The guests filter: "Fark etmez", then 1 … `max` kişi (`guests` preselected). */
export function GuestsFilter({ id, max, guests }: { id: string; max: number; guests: number | undefined }) {
  const t = useTranslations('Listing');
  return (
    <FilterSelect
      id={id}
      name="guests"
      label={t('guestsLabel')}
      defaultValue={guests ? String(guests) : ''}
      anyLabel={t('any')}
      options={Array.from({ length: max }, (_, i) => ({ value: i + 1, label: t('guests', { count: i + 1 }) }))}
    />
  );
}

/**
 * A select of the filter bar: `anyLabel` first with the empty value ("Tüm
 * bölgeler"), then `options`; `defaultValue` '' selects `anyLabel`.
 */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  anyLabel?: string;
  options: { value: string | number; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={filterFieldClass}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The empty state of a results page: an icon, what was not found (`title`), and what to do next (`children`). */
export function NoResults({ icon, title, children }: { icon: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      {icon}
      <h2 className="text-lg font-medium text-slate-800 dark:text-slate-100">{title}</h2>
      {children}
    </div>
  );
}
