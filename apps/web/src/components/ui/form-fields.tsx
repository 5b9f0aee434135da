'use client';
/**
 * Labelled form fields for react-hook-form: `{...register('name')}` spreads
 * straight in (React 19 passes `ref` as a prop). Each field wires its label,
 * hint and error with ids (aria-describedby, aria-invalid), so screen readers
 * read the Turkish message next to the input.
 *
 * ```tsx
 * <TextField label="Ad" error={errors.name?.message} hint="En az 2 karakter" {...register('name')} />
 * <SelectField label="Rol" options={[{ value: 'ADMIN', label: 'Yönetici' }]} {...register('role')} />
 * ```
 */
import { clsx } from 'clsx';
import { Check, Circle, Eye, EyeOff, Search } from '@/components/icons';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@yali/contract';
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from 'react';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-sea-600 focus:outline-none focus:ring-2 focus:ring-sea-600/30 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

type FieldChrome = { label: string; hint?: ReactNode; error?: string; className?: string };

function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? auto;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

function Chrome({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; required?: boolean; children: ReactNode }) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={ids.id} className="block text-sm font-medium">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <div id={ids.hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (ids: ReturnType<typeof useFieldIds>, hint: unknown, error: unknown) =>
  [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;

/** A field's control attributes: its id, invalid while `error`, described by the hint and error, required. */
const controlProps = (
  ids: ReturnType<typeof useFieldIds>,
  { hint, error, required }: Pick<FieldChrome, 'hint' | 'error'> & { required?: boolean },
) => ({
  id: ids.id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(ids, hint, error),
  'aria-required': required || undefined,
});

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldChrome & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, hint, error, className, id, ref, required, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input ref={ref} {...controlProps(ids, { hint, error, required })} className={inputClass} {...input} />
    </Chrome>
  );
}

/**
 * A password field with a show/hide button (aria-pressed, named "Şifreyi
 * göster" / "Şifreyi gizle"), so that a long password can be checked before sending.
 * Takes the props of `TextField`; `type` is its own.
 */
export function PasswordField({ label, hint, error, className, id, ref, required, ...input }: Omit<TextFieldProps, 'type'>) {
  const ids = useFieldIds(id);
  const [shown, setShown] = useState(false);
  return (
    <Chrome ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="relative">
        <input
          ref={ref}
          {...controlProps(ids, { hint, error, required })}
          type={shown ? 'text' : 'password'}
          className={clsx(inputClass, 'pr-11')}
          {...input}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={ids.id}
          onClick={() => setShown((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          {/* The name as text, not aria-label: a label lookup for the field ("Şifre") must not find the button too. */}
          <span className="sr-only">{shown ? 'Şifreyi gizle' : 'Şifreyi göster'}</span>
        </button>
      </div>
    </Chrome>
  );
}

const PASSWORD_RULE_CHECKS: ((pw: string) => boolean)[] = [
  (pw) => pw.length >= PASSWORD_MIN_LENGTH,
  (pw) => /\p{Lu}/u.test(pw),
  (pw) => /\p{Ll}/u.test(pw),
  (pw) => /\p{Nd}/u.test(pw),
];

/** The contract's password rules (PASSWORD_RULES), each ticked off live as `password` meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-0.5" aria-label="Şifre kuralları">
      {PASSWORD_RULES.map((rule, i) => {
        const ok = PASSWORD_RULE_CHECKS[i]?.(password) ?? false;
        return (
          <li key={rule} className={clsx('flex items-center gap-1', ok && 'text-emerald-700 dark:text-emerald-400')}>
            {ok ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3" aria-hidden />}
            {rule}
            <span className="sr-only">{ok ? ' (sağlandı)' : ' (sağlanmadı)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

export type SelectOption = { value: string | number; label: string };
export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldChrome & { options: SelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  ref,
  options,
  placeholder,
  required,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select ref={ref} {...controlProps(ids, { hint, error, required })} className={inputClass} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Chrome>
  );
}

/** A search box with a magnifier icon and a visually hidden label. */
export function SearchInput({
  label,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className={clsx('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input type="search" placeholder={label} className={clsx(inputClass, 'pl-9')} {...input} />
    </label>
  );
}

/**
 * An on/off switch (role="switch") for activity toggles. `label` is its
 * accessible name (e.g. "Ayşe Yılmaz aktif"); the visible text says Aktif/Pasif.
 */
export function Switch({
  checked,
  onChange,
  label,
  disabled,
  onText = 'Aktif',
  offText = 'Pasif',
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  disabled?: boolean;
  onText?: string;
  offText?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-2 rounded-full text-xs font-semibold disabled:opacity-50"
    >
      <span
        className={clsx(
          'relative inline-block h-5 w-9 rounded-full transition-colors',
          checked ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-600',
        )}
        aria-hidden
      >
        <span
          className={clsx(
            'absolute left-0 top-0.5 size-4 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </span>
      <span className={checked ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-400'}>
        {checked ? onText : offText}
      </span>
    </button>
  );
}

/** A small status pill. */
export function Badge({ tone, children }: { tone: 'green' | 'slate' | 'gold' | 'red' | 'sea'; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'green' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
        tone === 'slate' && 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
        tone === 'gold' && 'bg-brand-100 text-brand-700',
        tone === 'red' && 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
        tone === 'sea' && 'bg-sea-100 text-sea-800 dark:bg-sea-900 dark:text-sea-100',
      )}
    >
      {children}
    </span>
  );
}
