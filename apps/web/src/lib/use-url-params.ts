import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/**
 * A back-office list's filters and page kept in the address, so that a view
 * survives reload and can be shared. Returns the current search params and
 * `setParams`, which merges `{ key: value }` into them — null or '' removes a
 * key — and replaces the address (no new history entry). `scroll: false`
 * keeps the page where it is (a view that changes in place, such as the
 * occupancy timeline). For client components only.
 */
export function useUrlParams(opts: { scroll?: boolean } = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const setParams = (next: Record<string, string | null>) => {
    // The address as it is now, not this render's snapshot: a debounced field firing after
    // "Süzgeçleri temizle" must not write the cleared filters back.
    const sp = new URLSearchParams(typeof window === 'undefined' ? params.toString() : window.location.search);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') sp.delete(k);
      else sp.set(k, v);
    }
    router.replace(sp.size ? `${pathname}?${sp.toString()}` : pathname, { scroll: opts.scroll ?? true });
  };
  return { params, setParams };
}
