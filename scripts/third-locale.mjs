#!/usr/bin/env node
/**
 * The third-language check (issue 18, decision 026 "Adding a language"): the
 * design admits a third language by data and translations alone. This script
 * proves it on a copy of the working tree:
 *
 * 1. applies `scripts/third-locale/nl.patch` — Dutch added to `LOCALES` and to
 *    each per-language table (`INTL_TAG`, `LOCALE_NAMES`, `DATE_MONTH`,
 *    `LOCALE_CURRENCY`, `OG_LOCALE`, `LOCALISED_PATHS`, the picker's date-fns
 *    locale, the booking calls' fallback texts, the mail editor's tab names),
 *    nothing else;
 * 2. writes `apps/web/messages/<part>/nl.json`: the English messages with a few
 *    Dutch ones over them (`scripts/third-locale/nl.messages.json`), a small
 *    test locale;
 * 3. runs the type checks, the language unit tests and the API suite that
 *    iterates `LOCALES` (`every-language.test.ts`: content, search and error
 *    answers in each language, Turkish where the language has no catalogue).
 *
 * A failure means a third language would need code changes beyond its data:
 * a `Record<Locale, …>` the patch does not know of (then add its entry to the
 * patch), or code that names the languages one by one. Exit code 0 when all
 * passes. `KEEP=1` leaves the copy for a look.
 *
 *   node scripts/third-locale.mjs
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = path.join(root, 'scripts', 'third-locale');
// Inside the repository (git-ignored): on the same file system, so the installed packages can be hard-linked.
mkdirSync(path.join(root, '.third-locale'), { recursive: true });
const copy = mkdtempSync(path.join(root, '.third-locale', 'nl-'));

/** Runs `cmd` in the copy; stops the script with its exit code when it fails. */
function run(title, cmd, args, cwd = copy) {
  console.log(`\n── ${title}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (r.status !== 0) {
    console.error(`Üçüncü dil denetimi başarısız: ${title} (kopya: ${copy})`);
    process.exit(r.status ?? 1);
  }
}

// 1. The working tree as git sees it (tracked and new files, without what .gitignore leaves out).
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  const from = path.join(root, file);
  try {
    if (!lstatSync(from).isFile()) continue;
  } catch {
    continue; // deleted in the working tree
  }
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  cpSync(from, path.join(copy, file));
}
// The installed packages as hard links (real files: Turbopack does not follow links out of the project);
// the workspace's own packages (@yali/*) are relative links, so they point into the copy.
execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);

// 2. The language's data and translations.
// A repository of its own, so that `git apply` patches the copy (not the repository around it).
execFileSync('git', ['init', '-q'], { cwd: copy });
run('nl.patch (dil verileri)', 'git', ['apply', '--verbose', path.join(here, 'nl.patch')]);
const overlay = JSON.parse(readFileSync(path.join(here, 'nl.messages.json'), 'utf8'));
/** `over`'s messages over `base`'s; a key English lacks is an error (it would be a key of its own). */
function merge(base, over, at) {
  for (const [key, value] of Object.entries(over)) {
    if (!(key in base)) throw new Error(`nl.messages.json: İngilizcede olmayan anahtar ${at}${key}`);
    base[key] = typeof value === 'object' ? merge(base[key], value, `${at}${key}.`) : value;
  }
  return base;
}
const messages = path.join(copy, 'apps', 'web', 'messages');
for (const part of readdirSync(messages)) {
  const english = JSON.parse(readFileSync(path.join(messages, part, 'en.json'), 'utf8'));
  writeFileSync(
    path.join(messages, part, 'nl.json'),
    `${JSON.stringify(merge(english, overlay[part] ?? {}, `${part}:`), null, 2)}\n`,
  );
}

// 3. The checks, with three languages.
const bin = (name) => path.join(copy, 'node_modules', '.bin', name);
for (const project of ['packages/contract', 'apps/api', 'apps/web'])
  run(`tsc ${project}`, bin('tsc'), ['-p', project, '--noEmit']);
run('birim testleri (diller)', bin('vitest'), [
  'run',
  '--project',
  'unit',
  'apps/web/test/messages.test.ts',
  'apps/web/test/locale-paths.test.ts',
  'packages/contract/test/i18n.test.ts',
]);
run('API: her dil', bin('vitest'), ['run', '--project', 'api', 'apps/api/test/integration/every-language.test.ts']);

// 4. The site in Dutch: built and served as `npm start` serves it, a few pages read (SKIP_PAGES=1 skips this).
if (process.env.SKIP_PAGES !== '1') await pagesInDutch();

if (process.env.KEEP !== '1') rmSync(path.join(root, '.third-locale'), { recursive: true, force: true });
console.log('\nÜçüncü dil (nl) yalnızca veri ve çeviriyle eklendi: denetimler geçti.');

/**
 * Builds the copy, starts it with the demo (PORT 3197, API 4297: ports `fetch` accepts) and reads `/nl`, a
 * listing, the Dutch address of the last-minute offers and a content page: `<html lang="nl">`, the Dutch
 * messages, the language's alternate and its switch; the Turkish home page is unchanged by the third language.
 */
async function pagesInDutch() {
  run('API derlemesi', process.execPath, ['scripts/build-api.mjs']);
  run('site derlemesi', bin('next'), ['build'], path.join(copy, 'apps', 'web'));
  const port = process.env.THIRD_LOCALE_PORT ?? '3197';
  const apiPort = process.env.THIRD_LOCALE_API_PORT ?? '4297';
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      API_PORT: apiPort,
      DEMO: 'true',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(copy, '.data'),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const failures = [];
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const up = await fetch(`${origin}/nl`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('Site 3 dakikada açılmadı.');
      await new Promise((r) => setTimeout(r, 1000));
    }
    const expectations = [
      ['/nl', ['<html lang="nl"', 'Boten', 'hrefLang="nl"', '>English<', '>Türkçe<']],
      ['/nl/listing', ['<html lang="nl"', 'Boten']],
      ['/nl/last-minute-aanbiedingen', ['<html lang="nl"']],
      ['/nl/about', ['<html lang="nl"', 'Over ons']],
      ['/nl/mijn-reserveringen', ['<html lang="nl"', 'Mijn reserveringen']],
      ['/', ['<html lang="tr"', 'Villalar', '>Nederlands<']],
      ['/sitemaps/sitemap/nl.xml', ['/nl/listing</loc>', 'hreflang="nl"']],
    ];
    for (const [url, wanted] of expectations) {
      const res = await fetch(`${origin}${url}`);
      const html = await res.text();
      if (res.status !== 200) failures.push(`${url}: ${res.status}`);
      for (const text of wanted) if (!html.includes(text)) failures.push(`${url}: "${text}" yok`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  console.log('\n── sayfalar (nl)');
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(`Üçüncü dil denetimi başarısız: sayfalar (kopya: ${copy})`);
    process.exit(1);
  }
  console.log(
    '/nl, /nl/listing, /nl/last-minute-aanbiedingen, /nl/about, /nl/mijn-reserveringen, / ve /sitemaps/sitemap/nl.xml beklendiği gibi.',
  );
}
