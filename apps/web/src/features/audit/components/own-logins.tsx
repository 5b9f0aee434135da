'use client';
/** "Son girişlerim" (issue 20): the signed-in user's last 20 login attempts, on the home screen. */
import { Badge } from '@/components/ui/form-fields';
import { useOwnLogins } from '../api/audit-api';
import { formatAuditTime } from '../lib/audit-labels';
import { LoadingBlock } from '@/components/ui/loading-block';

export function LoginOutcome({ success }: { success: boolean }) {
  return success ? <Badge tone="green">Başarılı</Badge> : <Badge tone="red">Başarısız</Badge>;
}

export function OwnLogins() {
  const q = useOwnLogins();
  return (
    <section
      aria-labelledby="own-logins"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="own-logins" className="mb-2 text-base font-semibold">
        Son girişlerim
      </h2>
      {q.isPending ? (
        <LoadingBlock className="h-16 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      ) : !q.data || q.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Kayıt yok.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {q.data.items.slice(0, 5).map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <time dateTime={l.at}>{formatAuditTime(l.at)}</time>
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{l.ip}</span>
              <LoginOutcome success={l.success} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
