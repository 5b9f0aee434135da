'use client';
/**
 * The dashboard session as React state. Reads browser storage after mount
 * (storage is not available on the server), drops an expired session
 * (SPEC §4), and re-checks expiry every 30 s and when the tab regains focus.
 */
import type { AdminSession } from '@yali/contract';
import { useCallback, useEffect, useState } from 'react';
import { readSession, writeSession } from '@/lib/session';

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; session: AdminSession };

export function useSession() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(() => {
    const session = readSession(window.localStorage);
    setState(session ? { status: 'authenticated', session } : { status: 'anonymous' });
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, 30_000);
    window.addEventListener('focus', refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('storage', refresh);
    };
  }, [refresh]);

  const signIn = useCallback((session: AdminSession) => {
    writeSession(window.localStorage, session);
    setState({ status: 'authenticated', session });
  }, []);

  return { state, signIn };
}
