'use client';
/**
 * A back-office download (CSV, PDF) as a button: fetches `path` with the
 * session's token (adminDownload), shows the wait, and a failure as a toast
 * with the server's message.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Download } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { adminDownload } from '../api/admin-fetch';

export function DownloadButton({ path, fallbackName, label }: { path: string; fallbackName: string; label: string }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await adminDownload(path, fallbackName);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button tone="secondary" onClick={download} pending={pending}>
      <Download className="size-4" aria-hidden /> {label}
    </Button>
  );
}
