/**
 * The heading row of a back-office screen: the title (the page's `h1`), a
 * line under it (`lead`: what the screen holds, or a count such as
 * '12 kullanıcı'; `leadLive` announces its changes to screen readers), and
 * on the right, bottom-aligned, the screen's actions (`children`: buttons,
 * search box, filters).
 */
import type { ReactNode } from 'react';

export function ScreenHeader({
  title,
  lead,
  leadLive = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  leadLive?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {lead !== undefined && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live={leadLive ? 'polite' : undefined}>
            {lead}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
