/** The changed fields of one audit record, each as 'field: old → new'. */
import type { AuditEntry } from '@yali/contract';
import { fieldLabel, formatValue } from '../lib/audit-labels';

export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'action' | 'changes'> }) {
  // A new or deleted record lists what it holds; its empty fields say nothing.
  const fields = Object.entries(entry.changes).filter(
    ([, [before, after]]) => entry.action === 'update' || (entry.action === 'insert' ? after : before) !== '',
  );
  if (fields.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-sm">
      {fields.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium">{fieldLabel(field)}:</span>{' '}
          {entry.action === 'insert' ? (
            <span>{formatValue(field, after)}</span>
          ) : entry.action === 'delete' ? (
            <span className="line-through">{formatValue(field, before)}</span>
          ) : (
            <>
              <span className="text-slate-500 dark:text-slate-400">{formatValue(field, before)}</span>
              <span aria-hidden> → </span>
              <span className="sr-only">, yeni değer: </span>
              <span>{formatValue(field, after)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
