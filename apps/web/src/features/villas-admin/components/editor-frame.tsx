'use client';
/** Heading of the villa editor screens: back link, title, id, status badges and a link to the public page. */
import type { VillaDetail } from '@yali/contract';
import { ArrowLeft, ExternalLink } from '@/components/icons';
import Link from 'next/link';
import { Badge } from '@/components/ui/form-fields';
import { paths } from '@/lib/paths';

export function Frame({ title, villa, children }: { title: string; villa?: VillaDetail; children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <Link
        href={paths.dashboard.villas}
        className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline dark:text-sea-100"
      >
        <ArrowLeft className="size-4" aria-hidden /> Villalar
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {villa && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-500 dark:text-slate-400">#{villa.villa_id}</span>
            {villa.active ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Pasif</Badge>}
            {villa.popular && <Badge tone="gold">Popüler</Badge>}
            {villa.active && (
              <Link
                href={paths.villa(villa.slug)}
                // No prefetch: it would render (and cache) the public page before the edits made here.
                prefetch={false}
                target="_blank"
                className="inline-flex items-center gap-1 font-medium text-sea-700 hover:underline dark:text-sea-100"
              >
                Sitede gör <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">(yeni sekmede açılır)</span>
              </Link>
            )}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
