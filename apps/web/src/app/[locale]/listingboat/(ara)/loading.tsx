/** Shown while `/listingboat` loads its boats: the page's outline with placeholder cards. */
export default function BoatListingLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p role="status" className="sr-only">
        Tekneler yükleniyor…
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-40 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-4 h-9 w-72 max-w-full rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-3 h-5 w-32 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-6 h-40 rounded-2xl bg-slate-100 sm:h-28 xl:h-20 dark:bg-slate-900" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
              <div className="aspect-[3/2] bg-slate-200 dark:bg-slate-800" />
              <div className="space-y-3 p-5">
                <div className="h-5 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-6 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
