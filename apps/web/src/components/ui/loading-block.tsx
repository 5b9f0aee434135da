/**
 * A pulsing placeholder while a read is under way, announced to screen readers as 'Yükleniyor…'
 * (`aria-busy`). `className`: its size and shape, e.g. 'h-16 animate-pulse rounded bg-slate-100 dark:bg-slate-800'.
 */
export function LoadingBlock({ className }: { className: string }) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">Yükleniyor…</span>
    </div>
  );
}
