'use client';
/**
 * The search box and page of a paged admin list: the typed `text`, the
 * debounced query `q` (trimmed, after DEBOUNCE_MS.default) and the page,
 * which goes back to 1 whenever `q` changes.
 */
import { DEBOUNCE_MS } from '@yali/contract';
import { useEffect, useState } from 'react';

export function useSearchPaging() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const t = window.setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, DEBOUNCE_MS.default);
    return () => window.clearTimeout(t);
  }, [text]);

  return { page, setPage, text, setText, q };
}
