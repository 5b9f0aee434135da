/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the stay search and the quote really
 * send (DESIGN §4, issue 5): runs the use cases once to warm up, then again
 * while recording every statement the driver receives, and explains each one
 * with its parameters. Read-only: EXPLAIN ANALYZE of a SELECT changes nothing.
 *
 *   node --import tsx bench/explain-search.ts --data-dir /tmp/yali-bench        # PGlite
 *   node --import tsx bench/explain-search.ts --database-url postgres://…       # PostgreSQL
 *
 * Options: --checkin YYYY-MM-DD --checkout YYYY-MM-DD (default: the first
 * Saturday of next July, 7 nights), --slug (default: the first villa found).
 * Prints markdown-ready text blocks.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publicSearchQuery, stayQuoteQuery } from '@yali/contract';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { todayInIstanbul } from '../apps/api/src/domain/pricing.ts';
import { findPublicVilla, quoteVillaStay } from '../apps/api/src/modules/booking/quote-villa-stay.ts';
import { searchVillas } from '../apps/api/src/modules/search/search-villas.ts';
import { createLocalStorage } from '../apps/api/src/storage/storage.ts';

type Recorded = { text: string; params: unknown[] };
type QueryFn = (q: unknown, params?: unknown[], opts?: unknown) => Promise<{ rows: Record<string, unknown>[] }>;

/** The first Saturday of July after today: a high-season week most villas price. */
function nextJulySaturday(today: string): string {
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '07-01' ? 1 : 0);
  const d = new Date(Date.UTC(year, 6, 1));
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      checkin: { type: 'string' },
      checkout: { type: 'string' },
      slug: { type: 'string' },
      town: { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  if (!databaseUrl && !values['data-dir']) {
    console.error('Kullanım: explain-search.ts --data-dir DİZİN | --database-url postgres://…');
    process.exit(2);
  }
  const database = await openDatabase({
    databaseUrl,
    ...(values['data-dir'] ? { pgliteDir: path.join(path.resolve(values['data-dir']), 'pglite') } : {}),
  });
  const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
  const original = client.query.bind(client);
  let recording: Recorded[] | null = null;
  client.query = (q, params, opts) => {
    if (recording) recording.push({ text: typeof q === 'string' ? q : (q as { text: string }).text, params: params ?? [] });
    return original(q, params, opts);
  };

  const storage = createLocalStorage('/tmp/yali-bench-explain-uploads');
  const checkin = values.checkin ?? nextJulySaturday(todayInIstanbul());
  const checkout = values.checkout ?? new Date(Date.parse(checkin) + 7 * 86_400_000).toISOString().slice(0, 10);
  const searchQuery = publicSearchQuery.parse({
    checkin,
    checkout,
    guests: '4',
    sort: 'price_asc',
    ...(values.town ? { town: values.town } : {}),
  });
  const runSearch = () => searchVillas({ db: database.db, storage, query: searchQuery });
  const first = await runSearch();
  const slug = values.slug ?? first.items[0]?.slug;
  if (!slug) throw new Error('Arama sonuç vermedi; --slug verin.');
  const quoteQuery = stayQuoteQuery.parse({ checkin, checkout, adults: '2' });
  const runQuote = async () => {
    const villa = await findPublicVilla(database.db, slug);
    return quoteVillaStay({ db: database.db, villa, ...quoteQuery });
  };
  await runQuote();

  const cases: [string, () => Promise<unknown>][] = [
    [
      `GET /v2/search?checkin=${checkin}&checkout=${checkout}&guests=4&sort=price_asc${values.town ? `&town=${values.town}` : ''} (${first.total} villas found)`,
      runSearch,
    ],
    [`GET /v1/villas/${slug}/quote?checkin=${checkin}&checkout=${checkout}&adults=2`, runQuote],
  ];
  console.log(`# EXPLAIN (ANALYZE, BUFFERS) — ${database.kind}, today ${todayInIstanbul()}\n`);
  for (const [title, run] of cases) {
    // One request at a time, 30 times: the minimum is the cost with the least noise from other processes.
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${title}: min ${times[0]?.toFixed(2)} ms, median ${times[15]?.toFixed(2)} ms over 30 sequential runs\n`);
    recording = [];
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    const statements: Recorded[] = recording;
    recording = null;
    console.log(`## ${title}\n\n${statements.length} statements, use case ${ms.toFixed(1)} ms end to end\n`);
    for (const [i, s] of statements.entries()) {
      const plan = await original(`explain (analyze, buffers) ${s.text}`, s.params);
      const lines = plan.rows.map((r) => String(Object.values(r)[0]));
      console.log(`### ${i + 1}. ${s.text.replace(/\s+/g, ' ').slice(0, 160)}${s.text.length > 160 ? '…' : ''}\n`);
      console.log(`params: ${JSON.stringify(s.params)}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
    }
  }
  await database.close();
}

await main();
