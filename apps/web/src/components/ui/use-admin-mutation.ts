'use client';
/**
 * A TanStack Query mutation for an admin write: sends the session's bearer
 * token, shows a success toast, shows the server's Turkish message as an
 * error toast (409 conflicts included), and invalidates the admin reads
 * whose path starts with one of `invalidate`. A 401 (expired or
 * deactivated session) removes the session and reloads, like the reads
 * (SPEC §4).
 *
 * ```ts
 * const del = useAdminMutation({
 *   request: (id: number) => ({ method: 'DELETE', path: `/v1/admin/villatypes/${id}` }),
 *   success: 'Villa tipi silindi.',
 *   invalidate: ['/v1/admin/villatypes'],
 * });
 * del.mutate(18);
 * ```
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiClientError, apiFetch } from '@/lib/api.client';
import { clearSession, readSession } from '@/lib/session';

export type AdminRequest = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

export function useAdminMutation<TVars, TResult = unknown>(opts: {
  request: (vars: TVars) => AdminRequest;
  /** Success toast; a function gets the result and the variables. Omit for none. */
  success?: string | ((result: TResult, vars: TVars) => string);
  /**
   * Path prefixes of admin reads to refetch, e.g. ['/v1/admin/villatypes'];
   * 'all' refetches every admin read (a write seen by many screens, such as a villa's calendar).
   */
  invalidate?: string[] | 'all';
  onSuccess?: (result: TResult, vars: TVars) => void;
  onError?: (err: Error, vars: TVars) => void;
  /** Error codes the caller answers itself (e.g. 'OVERPAYMENT' asks a question): no error toast for them. */
  quietCodes?: string[];
  /** False where the caller shows every error itself (a form's message above its fields): no error toast. */
  errorToast?: boolean;
}) {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVars>({
    mutationFn: async (vars) => {
      const req = opts.request(vars);
      try {
        return await apiFetch<TResult>(req.path, {
          method: req.method,
          token: readSession(window.localStorage)?.token,
          ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
        });
      } catch (err) {
        if (err instanceof ApiClientError && err.status === 401) {
          clearSession(window.localStorage);
          window.location.reload();
        }
        throw err;
      }
    },
    onSuccess: async (result, vars) => {
      if (opts.success) toast.success(typeof opts.success === 'string' ? opts.success : opts.success(result, vars));
      opts.onSuccess?.(result, vars);
      const prefixes = opts.invalidate ?? [];
      if (prefixes === 'all') await client.invalidateQueries({ queryKey: ['admin'] });
      else if (prefixes.length > 0) {
        await client.invalidateQueries({
          predicate: (q) =>
            q.queryKey[0] === 'admin' &&
            typeof q.queryKey[1] === 'string' &&
            prefixes.some((p) => (q.queryKey[1] as string).startsWith(p)),
        });
      }
    },
    onError: (err, vars) => {
      const quiet = err instanceof ApiClientError && err.code !== undefined && opts.quietCodes?.includes(err.code);
      if (!quiet && opts.errorToast !== false) toast.error(err.message);
      opts.onError?.(err, vars);
    },
  });
}
