'use client';
/**
 * A file picker with a Turkish button. The native `<input type="file">`
 * names its button in the browser's language (Chromium: "Choose Files"), so
 * the input is visually hidden — but kept in the DOM, focusable and labelled
 * by the button's text — and a `<label>` styled as a button opens it. Tab
 * reaches the input, Enter or Space opens the file dialog and the focus ring
 * shows on the button; screen readers name the input by the button's text.
 * Tests may still call `setInputFiles` on the input found by that label.
 *
 * `onFiles` receives the chosen files (never an empty list); the input is
 * cleared right after, so choosing the same file again fires again.
 * `pending` disables the picker while an upload runs.
 */
import { clsx } from 'clsx';
import { Upload } from '@/components/icons';
import { type ReactNode, useId } from 'react';
import { buttonClass } from './button';

export type FilePickerButtonProps = {
  /** The button text, also the input's accessible name (e.g. "Görsel yükle"). */
  children: ReactNode;
  onFiles: (files: File[]) => void;
  /** The input's `accept`, e.g. "image/jpeg,image/png,image/webp". */
  accept?: string;
  multiple?: boolean;
  /** Disabled with a waiting cursor (an upload is running). */
  pending?: boolean;
  disabled?: boolean;
  tone?: 'primary' | 'secondary';
  /** An icon before the text; defaults to an upload arrow. */
  icon?: ReactNode;
  className?: string;
};

export function FilePickerButton({
  children,
  onFiles,
  accept,
  multiple,
  pending,
  disabled,
  tone = 'primary',
  icon,
  className,
}: FilePickerButtonProps) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={clsx(
          buttonClass(tone),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-600 peer-disabled:opacity-60',
          pending ? 'peer-disabled:cursor-wait' : 'peer-disabled:cursor-not-allowed',
          className,
        )}
      >
        {icon ?? <Upload className="size-4" aria-hidden />} {children}
      </label>
    </>
  );
}
