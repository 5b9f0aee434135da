/**
 * The loading spinner of SPEC §2 ("A loading spinner shows while data
 * loads"). `PageLoading` fills the page while a per-request page (a listing
 * searched with a query) renders; `LoadingBadge` floats over the current page
 * during a route change (RouteProgress). The cached pages have no loading
 * boundary of their own: their HTML is complete, and a boundary would hide
 * the content until a script reveals it (LCP, decision 004).
 */
function Spinner({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`animate-spin rounded-full border-slate-200 border-t-brand-500 dark:border-slate-700 dark:border-t-brand-400 ${className}`}
    />
  );
}

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-svh flex-col items-center justify-center gap-3 px-4 py-16">
      <Spinner className="size-10 border-4" />
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">Yükleniyor…</span>
    </div>
  );
}

export function LoadingBadge() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-1/3 z-[90] flex justify-center px-4">
      <div
        role="status"
        className="flex items-center gap-3 rounded-full bg-white/95 px-5 py-3 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900/95 dark:ring-slate-700"
      >
        <Spinner className="size-6 border-[3px]" />
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Yükleniyor…</span>
      </div>
    </div>
  );
}
