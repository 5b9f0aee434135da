'use client';
/**
 * Columns that several catalogue tables share: the record number ('#12'),
 * the slug ('Adres'), a usage count that links to the records using it
 * ('3 villa', '2 tekne'; a plain 0 when unused) and a unit's cover thumbnail.
 */
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** 'No': '#12'. */
export function numberColumn<T extends { id: number }>(): ColumnDef<T> {
  return {
    id: 'id',
    header: 'No',
    cell: ({ row }) => <span className="tabular-nums text-slate-500">#{row.original.id}</span>,
  };
}

/** 'Adres': the record's slug in code type. */
export function slugColumn<T extends { slug: string }>(): ColumnDef<T> {
  return {
    id: 'slug',
    header: 'Adres',
    cell: ({ row }) => <code className="text-xs text-slate-600 dark:text-slate-400">{row.original.slug}</code>,
  };
}

/**
 * A usage count: `count(row)` records, as a link to `href(row)` with `label`
 * as its text, or a grey 0. `className` adds to the link's classes.
 */
export function countColumn<T>(opts: {
  id: string;
  header: string;
  count: (row: T) => number;
  href: (row: T) => string;
  label: (row: T) => ReactNode;
  newTab?: boolean;
  className?: string;
}): ColumnDef<T> {
  return {
    id: opts.id,
    header: opts.header,
    cell: ({ row }) =>
      opts.count(row.original) > 0 ? (
        <Link
          href={opts.href(row.original)}
          target={opts.newTab ? '_blank' : undefined}
          className={`font-medium ${opts.className ?? ''}text-sea-700 underline-offset-2 hover:underline dark:text-sea-100`}
        >
          {opts.label(row.original)}
        </Link>
      ) : (
        <span className="text-slate-500">0</span>
      ),
  };
}

/** The unit's cover image, 64 × 44 (a grey box without one); its header is read by screen readers only ('Görsel'). */
export function thumbnailColumn<T extends { thumbnail: string | null }>(): ColumnDef<T> {
  return {
    id: 'thumbnail',
    header: () => <span className="sr-only">Görsel</span>,
    cell: ({ row }) =>
      row.original.thumbnail ? (
        // biome-ignore lint/performance/noImgElement: stored WebP variants, already sized
        <img src={row.original.thumbnail} alt="" width={64} height={44} className="h-11 w-16 max-w-none rounded object-cover" />
      ) : (
        <span className="block h-11 w-16 rounded bg-slate-200 dark:bg-slate-700" />
      ),
  };
}
