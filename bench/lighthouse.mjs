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
 * Prints the four scores and the first-load JavaScript (bytes transferred,
 * gzip, of the page's own scripts) per page, and writes the full reports to
 * bench/results/. Lighthouse 13 needs Node ≥ 22.19; keep 12.8.2 on Node 20
 * (STACK.md). Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = path.join(import.meta.dirname, 'results');
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

/** Bytes transferred (gzip) for the page's own JavaScript, from Lighthouse's network records. */
function firstLoadJs(report) {
  const origin = new URL(report.finalDisplayedUrl ?? report.finalUrl).origin;
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((i) => i.resourceType === 'Script' && i.url.startsWith(origin))
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

const pages = [
  ['home', '/'],
  ['listing', '/listing'],
  ['villa', await villaPath()],
];

const rows = [];
for (const [name, p] of pages) {
  const url = `${base}${p}`;
  await fetch(url); // warm the cache
  const report = lighthouse(url, path.join(outDir, `lighthouse-${name}.json`));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  rows.push({
    page: p,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'first-load JS (kB gzip)': Number((firstLoadJs(report) / 1024).toFixed(1)),
    LCP: report.audits['largest-contentful-paint']?.displayValue,
    CLS: report.audits['cumulative-layout-shift']?.displayValue,
  });
}

console.log(`Lighthouse 12.8.2, mobile emulation, ${base}`);
console.table(rows);
const failing = rows.filter(
  (r) =>
    r.performance < 95 || r.accessibility < 95 || r['best-practices'] < 95 || r.seo < 100 || r['first-load JS (kB gzip)'] > 150,
);
console.log(
  failing.length === 0 ? 'All DESIGN §4 Lighthouse targets met.' : `Below target: ${failing.map((r) => r.page).join(', ')}`,
);
