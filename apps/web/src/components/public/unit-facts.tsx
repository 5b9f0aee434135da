import { clsx } from 'clsx';
import type { LucideIcon } from '@/components/icons';

/**
 * A rental unit's key facts as a compact row of icons ("8 kişi", "4 yatak
 * odası" for a villa; "12 kişi", "4 kabin", "24 m" for a boat): one row for
 * every kind, each kind naming its own facts.
 */
export function UnitFacts({ facts, className }: { facts: { icon: LucideIcon; text: string }[]; className?: string | undefined }) {
  return (
    <ul className={clsx('flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300', className)}>
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="unit-fact">
          <Icon aria-hidden="true" className="unit-fact-icon" />
          {text}
        </li>
      ))}
    </ul>
  );
}
