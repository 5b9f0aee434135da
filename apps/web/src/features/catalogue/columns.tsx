'use client';
/**
 * Columns that several catalogue tables share: the record number ('#12'),
 * the slug ('Adres') and a usage count that links to the records using it
 * ('3 villa', '2 tekne'; a plain 0 when unused).
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
