'use client';
/**
 * A back-office download (CSV, PDF) as a button: fetches `path` with the
 * session's token (adminDownload), shows the wait, and a failure as a toast
 * with the server's message (useAdminDownload).
 */
import { Download } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useAdminDownload } from '../api/admin-fetch';

export function DownloadButton({ path, fallbackName, label }: { path: string; fallbackName: string; label: string }) {
  const { downloading, download } = useAdminDownload();
  return (
    <Button tone="secondary" onClick={() => download(path, fallbackName)} pending={downloading}>
      <Download className="size-4" aria-hidden /> {label}
    </Button>
  );
}
