'use client';
import { useMemo, useState } from 'react';

/**
 * The state of a back-office create-or-edit dialog over records `T`: closed, open for a new record
 * (`create()`) or open on `editing` (`edit(record)`). `props` is what the screens' form dialogs take:
 * `{ open, editing, onClose }`. The three functions keep their identity across renders, so a table's
 * memoised columns may call them.
 */
export function useFormDialog<T>() {
  const [state, setState] = useState<{ open: boolean; editing: T | null }>({ open: false, editing: null });
  const actions = useMemo(
    () => ({
      create: () => setState({ open: true, editing: null }),
      edit: (record: T) => setState({ open: true, editing: record }),
      close: () => setState({ open: false, editing: null }),
    }),
    [],
  );
  return { create: actions.create, edit: actions.edit, props: { ...state, onClose: actions.close } };
}
