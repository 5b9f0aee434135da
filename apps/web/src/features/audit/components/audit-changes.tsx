/** The changed fields of one audit record, each as 'field: old → new'. */
import type { AuditEntry } from '@yali/contract';
import { fieldLabel, formatValue, type RecordNames } from '../lib/audit-labels';

/** `names`: the page's record names, so that a changed reference reads as a name. */
export function AuditChanges({
  entry,
  names,
}: {
  entry: Pick<AuditEntry, 'entity' | 'action' | 'changes'>;
  names?: RecordNames;
}) {
  // A new or deleted record lists what it holds; its empty fields say nothing, nor does a
  // setting's key (the record's own name).
  const fields = Object.entries(entry.changes).filter(
    ([field, [before, after]]) =>
      !(entry.entity === 'settings' && field === 'key') &&
      (entry.action === 'update' || (entry.action === 'insert' ? after : before) !== ''),
  );
  if (fields.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-sm">
      {fields.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium">{fieldLabel(field, after ?? before)}:</span>{' '}
          {entry.action === 'insert' ? (
            <span>{formatValue(field, after, names)}</span>
          ) : entry.action === 'delete' ? (
            <span className="line-through">{formatValue(field, before, names)}</span>
          ) : (
            <>
              <span className="text-slate-500 dark:text-slate-400">{formatValue(field, before, names)}</span>
              <span aria-hidden> → </span>
              <span className="sr-only">, yeni değer: </span>
              <span>{formatValue(field, after, names)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
