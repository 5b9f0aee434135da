'use client';
/**
 * Previous / next pagination with "Sayfa x / y" and the record range
 * (SPEC §9 page sizes come from the caller). Pages are 1-based.
 */
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { Button } from './button';

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the nav landmark when a screen has two tables. */
  label?: string;
};

export function Pagination({ page, pageSize, total, onPageChange, label = 'Sayfalama' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2" aria-label={label}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {total > 0 ? `${from}–${to} / ${total} kayıt · ` : ''}Sayfa {page} / {pages}
      </p>
      <div className="flex gap-2">
        <Button tone="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Önceki sayfa">
          <ChevronLeft className="size-4" aria-hidden /> Önceki
        </Button>
        <Button
          tone="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          aria-label="Sonraki sayfa"
        >
          Sonraki <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
