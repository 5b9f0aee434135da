#!/usr/bin/env node
/**
 * Lighthouse 12.8.2 (mobile emulation, the default form factor) on the home
 * page, the listing and a villa page of a running production build
 * (DESIGN §4 targets: performance, accessibility, best practices ≥ 95,
 * SEO 100; ≤ 150 kB gzipped JavaScript on first load).
 *
 *   npm start                                   # or any running production build
 *   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs
 *
 * Each page is measured RUNS times (default 3: scores are noisy on a loaded
 * machine) and the median run by performance score is printed: the four
 * scores, LCP, CLS, TBT, and the deterministic figures that decide — first-load
 * JavaScript (bytes transferred, gzip, of the scripts the page's HTML
 * references: what must load before the page is interactive), all JavaScript
 * the run saw (plus chunks loaded later, e.g. the villa page's booking section
 * when it comes into view), web fonts, and the LCP element. Full reports of the
 * median runs go to bench/results/. Lighthouse 13 needs Node ≥ 22.19; keep
 * 12.8.2 on Node 20 (STACK.md). Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = path.join(import.meta.dirname, 'results');
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
mkdirSync(outDir, { recursive: true });

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

async function villaPath() {
  const res = await fetch(`${base}/v2/search?client=true&take=1&sort=popular`);
  if (!res.ok) throw new Error(`The site at ${base} does not answer the villa search (${res.status}). Is it running?`);
  const body = await res.json();
  const slug = body.content.items[0]?.slug;
  if (!slug) throw new Error('No villa to measure.');
  return `/villa/${slug}`;
}

function lighthouse(url, file) {
  // A first request renders (and caches) the page, so that the run measures what visitors get.
  const r = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${r.status}).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The same-origin requests of one type in Lighthouse's network records. */
function requests(report, type) {
  const origin = new URL(report.finalDisplayedUrl ?? report.finalUrl).origin;
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items.filter((i) => i.resourceType === type && i.url.startsWith(origin));
}

const kB = (bytes) => Number((bytes / 1024).toFixed(1));
const sum = (items) => items.reduce((total, i) => total + (i.transferSize ?? 0), 0);

/** Paths of the scripts a page's HTML references (<script src>, not the legacy-browser `nomodule` one): its first-load JavaScript. */
function htmlScripts(html) {
  return new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/\snomodule\b/i.test(tag))
      .map((tag) => tag.match(/\ssrc="([^"]+)"/)?.[1] ?? '')
      .filter((src) => src.startsWith('/')),
  );
}

/**
 * Gzipped size of the scripts as the server sends them: body only, without HTTP
 * headers (scripts under 1 kB go uncompressed, as Next.js's compression skips them).
 */
async function gzipBytes(paths) {
  let total = 0;
  for (const p of paths) total += (await rawBody(`${base}${p}`)).length;
  return total;
}

/** Length and encoding of a GET's raw body (fetch() would decompress it). */
function rawBody(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let length = 0;
      res.on('data', (chunk) => {
        length += chunk.length;
      });
      res.on('end', () => resolve({ length, encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The page's HTML; one retry, as a loaded machine sometimes drops a streamed response. */
async function fetchText(url) {
  try {
    return await (await fetch(url)).text();
  } catch {
    return await (await fetch(url)).text();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const villa = await villaPath();
// The Turkish pages and their English twins (issue 18: the same targets under /en).
const pages = [
  ['home', '/'],
  ['listing', '/listing'],
  ['villa', villa],
  ['en home', '/en'],
  ['en listing', '/en/listing'],
  ['en villa', `/en${villa}`],
];

const rows = [];
for (const [name, p] of pages) {
  const url = `${base}${p}`;
  const html = await fetchText(url); // warms the cache too
  const inHtml = htmlScripts(html);
  const firstLoadGzip = await gzipBytes(inHtml);
  const measured = [];
  for (let run = 0; run < runs; run++) {
    const file = path.join(outDir, `lighthouse-${name}-${run}.json`);
    const report = lighthouse(url, file);
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const scripts = requests(report, 'Script');
    measured.push({
      file,
      row: {
        page: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'first-load JS (kB gzip)': kB(firstLoadGzip),
        'first-load transferred (kB)': kB(sum(scripts.filter((i) => inHtml.has(new URL(i.url).pathname)))),
        'all JS transferred (kB)': kB(sum(scripts)),
        'fonts (kB)': kB(sum(requests(report, 'Font'))),
        LCP: report.audits['largest-contentful-paint']?.displayValue,
        CLS: report.audits['cumulative-layout-shift']?.displayValue,
        TBT: report.audits['total-blocking-time']?.displayValue,
        'LCP element': (
          report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''
        ).slice(0, 40),
      },
    });
  }
  const mid = median(measured.map((m) => m.row.performance));
  const chosen = measured.find((m) => m.row.performance === mid);
  renameSync(chosen.file, path.join(outDir, `lighthouse-${name}.json`));
  rows.push({ ...chosen.row, runs: measured.map((m) => m.row.performance).join('/') });
}

console.log(`Lighthouse 12.8.2, mobile emulation, ${base}, median of ${runs} run(s) by performance`);
console.table(rows);
const failing = rows.filter(
  (r) =>
    r.performance < 95 || r.accessibility < 95 || r['best-practices'] < 95 || r.seo < 100 || r['first-load JS (kB gzip)'] > 150,
);
console.log(
  failing.length === 0 ? 'All DESIGN §4 Lighthouse targets met.' : `Below target: ${failing.map((r) => r.page).join(', ')}`,
);
