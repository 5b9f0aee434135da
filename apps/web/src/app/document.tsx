/**
 * The HTML document around every page: `<html lang>`, the Inter faces, and the
 * script that runs before first paint. Drawn by the two root layouts, the
 * public site's (`[locale]/layout.tsx`, in the page's language) and the back
 * office's (Turkish), and by the root 404.
 */
import localFont from 'next/font/local';
import type { CSSProperties, ReactNode } from 'react';
import { STORAGE_KEYS } from '@yali/contract';

/*
 * Inter, cut to what a Turkish page uses (fonts/README.md): 29 + 11 kB instead of
 * the 48 + 85 kB of fontsource's latin and latin-ext files (DESIGN §4). Two faces
 * with disjoint unicode-ranges, both preloaded; next/font adds a size-adjusted
 * Arial fallback so the swap moves nothing.
 */
const interLatin = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
const interLatinExtA = localFont({
  src: './fonts/inter-latin-ext-a-wght-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-017F, U+0218-021B, U+20BA' }],
});

// Both Inter faces first, then the metric-matched fallback (a family's own fallback would hide the second face).
const [latinFamily, latinFallback] = interLatin.style.fontFamily.split(',').map((f) => f.trim());
const fontVariable = {
  '--font-inter': [latinFamily, interLatinExtA.style.fontFamily, latinFallback].filter(Boolean).join(', '),
} as CSSProperties;

/*
 * Runs before first paint. 1. The stored theme, so it never flashes the wrong colours.
 * 2. React 19.2 reveals streamed Suspense boundaries in batches at least 300 ms apart
 * (its `$RT` global holds the last reveal); the page content usually arrives just after
 * the header's, so it waited 300 ms on a skeleton, which delayed LCP and let the footer
 * jump (issue 4). Keeping `$RT` unset makes every batch reveal on the next frame, as in
 * React ≤ 19.1. If a React upgrade renames the global this is a no-op.
 */
const headScript = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})==='dark')document.documentElement.classList.add('dark')}catch(e){}Object.defineProperty(window,'$RT',{configurable:true,get:function(){},set:function(){}});`;

export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang} suppressHydrationWarning style={fontVariable}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant inline script, no user input */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
