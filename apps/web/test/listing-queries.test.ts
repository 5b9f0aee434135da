/**
 * Every query key a cached listing page reads is in LISTING_QUERIES: else an
 * address with only that key (e.g. `/listing?features=3`) is rewritten to the
 * cached, unfiltered page and the visitor's filter is silently ignored.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_QUERIES } from '@/lib/listing-queries';

const web = path.join(import.meta.dirname, '..');
/** The `raw.<key>` reads of a parser's source file. */
const keysRead = (file: string) =>
  [...new Set([...readFileSync(path.join(web, file), 'utf8').matchAll(/\braw\.([a-z_]+)/g)].map((m) => m[1] as string))].sort();

describe('LISTING_QUERIES', () => {
  it.each([
    ['/listing', 'src/app/[locale]/listing/listing-page.tsx', ['view']],
    ['/listingboat', 'src/components/public/boats/labels.ts', ['view']],
    ['/kisa-sureli-firsatlar', 'src/app/[locale]/kisa-sureli-firsatlar/(ara)/page.tsx', []],
  ])('%s lists every key its page reads', (route, file, apart) => {
    const read = keysRead(file).filter((k) => !apart.includes(k));
    expect(read.length).toBeGreaterThan(1);
    expect(read.filter((k) => !LISTING_QUERIES[route]?.includes(k))).toEqual([]);
  });
});
