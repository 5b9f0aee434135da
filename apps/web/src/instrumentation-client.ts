/**
 * Runs in the browser before the app's own modules (Next.js
 * `instrumentation-client`), so before the first zod schema is built.
 *
 * zod compiles object parsers with `new Function` where it may, and finds out
 * by trying once when it builds its first object schema. The site's
 * Content-Security-Policy has no 'unsafe-eval' (decision 006), so that try is
 * refused and reported as a violation on every dashboard page, although zod
 * catches it and falls back. `jitless` skips the try: the browser parses form
 * inputs and one page of rows, for which the interpreted parser is fast enough.
 * The API keeps the compiled parsers (its own process, no CSP).
 *
 * zod takes its settings from this global when it loads (`globalConfig` in
 * zod/v4/core, shared by every copy of zod on a page). Setting it here rather
 * than calling zod's `config()` keeps zod out of the first-load JavaScript of
 * every public page (that import cost 5 kB gzipped). Should a zod upgrade
 * rename it, the probe's violation fails the e2e suite's CSP check.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: a zod already loaded keeps a reference to this very object.
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
