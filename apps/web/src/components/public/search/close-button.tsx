import type { Ref } from 'react';
import { X } from '@/components/public-icons';

/** The round "×" of the search's dialogs (the date picker, the phone's filter sheet); `label` names what it closes. */
export function CloseButton({ label, onClick, ref }: { label: string; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
