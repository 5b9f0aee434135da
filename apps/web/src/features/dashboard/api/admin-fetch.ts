'use client';
/**
 * Admin reads with the session's bearer token (SPEC §6). A 401 or 403 on an
 * admin read removes the stored session and reloads the page (SPEC §4, §8).
 */
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiClientError, apiFetch } from '@/lib/api.client';
import { clearSession, readSession } from '@/lib/session';

export async function adminRead<T>(path: string): Promise<T> {
  const session = readSession(window.localStorage);
  try {
    return await apiFetch<T>(path, { token: session?.token });
  } catch (err) {
    if (err instanceof ApiClientError && (err.status === 401 || err.status === 403)) {
      clearSession(window.localStorage);
      window.location.reload();
    }
    throw err;
  }
}

/** TanStack Query over `adminRead`; the query key is the path. */
export function useAdminQuery<T>(path: string | null, options: Partial<UseQueryOptions<T>> = {}) {
  return useQuery<T>({
    queryKey: ['admin', path],
    queryFn: () => adminRead<T>(path as string),
    enabled: path !== null,
    ...options,
  });
}

/**
 * Downloads an admin file (CSV, PDF) with the session's bearer token — a
 * plain link cannot carry it — and saves it under the server's file name
 * (Content-Disposition), else `fallbackName`. Throws the server's message.
 */
export async function adminDownload(path: string, fallbackName: string): Promise<void> {
  const token = readSession(window.localStorage)?.token;
  const res = await fetch(path, {
    credentials: 'same-origin',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!res) throw new ApiClientError(0, 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { content?: { message?: string } } | null;
    throw new ApiClientError(res.status, body?.content?.message ?? `Dosya indirilemedi (${res.status}).`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `adminDownload` for a button: `downloading` while it runs, and a failure shown as a toast. */
export function useAdminDownload() {
  const [downloading, setDownloading] = useState(false);
  const download = async (path: string, fallbackName: string) => {
    setDownloading(true);
    try {
      await adminDownload(path, fallbackName);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
