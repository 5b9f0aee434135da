/** Shown while a public page loads its data (SPEC §2 "loading spinner"). */
export default function PublicLoading() {
  return (
    <div role="status" className="flex min-h-svh flex-col items-center justify-center gap-3 px-4 py-16">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500 dark:border-slate-700 dark:border-t-brand-400"
      />
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">Yükleniyor…</span>
    </div>
  );
}
