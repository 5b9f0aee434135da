/**
 * The dashboard's button, in four tones. A plain `<button>` (type="button"
 * unless given), so it takes every native prop; `pending` disables it and
 * sets aria-busy while a mutation runs.
 */
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'sm' | 'md';
  pending?: boolean;
};

export function buttonClass(tone: ButtonProps['tone'] = 'primary', size: ButtonProps['size'] = 'md') {
  return clsx(
    'inline-flex items-center justify-center gap-1.5 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    size === 'md' ? 'px-4 py-2 text-sm' : 'px-2.5 py-1.5 text-xs',
    tone === 'primary' && 'bg-sea-700 text-white shadow-sm hover:bg-sea-800',
    tone === 'secondary' &&
      'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
    tone === 'danger' && 'bg-red-600 text-white shadow-sm hover:bg-red-700',
    tone === 'ghost' && 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );
}

export function Button({ tone, size, pending, className, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={clsx(buttonClass(tone, size), className)}
      {...rest}
    />
  );
}
