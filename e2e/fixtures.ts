/**
 * Shared fixtures: demo users, `loginAs`, `shoot` which saves a screenshot
 * under e2e/artifacts/screenshots (kept as a CI artifact), an automatic
 * Content-Security-Policy guard that fails a test on any violation, and an
 * automatic stall probe that runs after a failed test.
 */
import path from 'node:path';
import {
  type APIRequestContext,
  test as base,
  type CDPSession,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
  type WorkerInfo,
} from '@playwright/test';

export const USERS = {
  admin: { email: 'admin@example.com', password: 'Admin123!', name: 'Ayşe Yılmaz' },
  owner1: { email: 'owner1@example.com', password: 'Owner123!', name: 'Mehmet Öztürk' },
  owner2: { email: 'owner2@example.com', password: 'Owner123!', name: 'Şule Çelik' },
} as const;

export const SESSION_KEY = 'yali_admin';

export async function loginAs(page: Page, who: keyof typeof USERS) {
  const u = USERS[who];
  const welcome = page.getByText(`Welcome, ${u.name}`);
  await page.goto('/dashboard/login');
  // Right after 'Çıkış' the logout's own redirect to this page may land after our fill and render an
  // empty form ("E-posta adresi gerekli"): fill and send again until the dashboard greets the user.
  await expect(async () => {
    if (!(await welcome.isVisible())) {
      await page.getByLabel('E-posta').fill(u.email);
      await page.getByLabel('Şifre').fill(u.password);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
    }
    await expect(welcome).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs the current user out the hard way (session cookie and stored session and theme gone), then in as `who`. */
export async function switchUser(page: Page, who: keyof typeof USERS) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, who);
}

/** The signed-in dashboard user's bearer token, from the session the dashboard keeps in localStorage. */
export const tokenOf = (page: Page) =>
  page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { token?: string }).token ?? '', SESSION_KEY);

/** Calls the API as the signed-in dashboard user and answers its `content`; a non-2xx answer fails the test with its body. */
export async function adminApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await page.request.fetch(path, { method, headers, ...(method === 'GET' ? {} : { data }) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { content: T }).content;
}

/**
 * Runs `work` with an API client of its own on the project's address: for `beforeAll`/`afterAll`, which get
 * no `request` fixture. The client is disposed of afterwards, also when `work` fails.
 */
export async function withRequest<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  info: WorkerInfo | TestInfo,
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    return await work(request);
  } finally {
    await request.dispose();
  }
}

/**
 * The demo admin's API for seeding in `beforeAll`: signs in and returns the bearer `headers` and `get(url)`,
 * which expects a 200 and answers its `content`.
 */
export async function adminSession(request: APIRequestContext) {
  const login = await request.post('/v1/auth/login', { data: { email: USERS.admin.email, password: USERS.admin.password } });
  const headers = { authorization: `Bearer ${(await login.json()).content.accessToken}` };
  const get = async <T>(url: string): Promise<T> => {
    const res = await request.get(url, { headers });
    expect(res.status(), url).toBe(200);
    return (await res.json()).content as T;
  };
  return { headers, get };
}

/** One probe: 'ok 200 in 12 ms', 'HTTP 503 in 8 ms', or 'no answer in 3 s (…)'. */
async function probe(label: string, run: () => Promise<number | string>): Promise<string> {
  const started = Date.now();
  try {
    const result = await Promise.race([
      run(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 3_000)),
    ]);
    return `${label}: ${result} in ${Date.now() - started} ms`;
  } catch (err) {
    return `${label}: no answer in ${Date.now() - started} ms (${(err as Error).message})`;
  }
}

/** Pauses the page's JavaScript through the DevTools protocol and returns the top of its stack, with the code there. */
async function pausedStack(cdp: CDPSession | null): Promise<string> {
  if (!cdp) return 'no DevTools session to pause the page with';
  try {
    const paused = new Promise<{ callFrames: CallFrame[] }>((resolve) => cdp.once('Debugger.paused', resolve));
    const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
    // Only an interrupting command reaches a busy renderer: the session enabled the debugger before the test.
    await Promise.race([cdp.send('Debugger.pause'), timeout(3_000)]);
    const { callFrames } = await Promise.race([paused, timeout(5_000)]);
    const top = callFrames[0];
    let code = '';
    if (top) {
      const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId: top.location.scriptId });
      const line = scriptSource.split('\n')[top.location.lineNumber] ?? '';
      const at = top.location.columnNumber ?? 0;
      code = line.slice(Math.max(0, at - 200), at + 200);
    }
    const stack = callFrames
      .slice(0, 15)
      .map(
        (f) => `  ${f.functionName || '(anonymous)'} ${f.url}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`,
      );
    await cdp.send('Debugger.resume').catch(() => {});
    return `paused JavaScript stack:\n${stack.join('\n')}\ncode at the top frame: ${code}`;
  } catch (err) {
    return `could not pause the page's JavaScript (${(err as Error).message}): the renderer is stuck outside scripts or gone`;
  }
}

/** How Chromium words a refused script, style, image, connection or frame in the console. */
const CSP_CONSOLE =
  /Refused to (execute|load|apply|connect|frame|create|evaluate|run)|violates the following Content Security Policy/i;
const CSP_BINDING = '__reportCspViolation';

/** One violation as the page saw it: directive, what was refused, where, and the first characters of a refused script. */
export type CspViolation = string;

type CallFrame = {
  functionName: string;
  url: string;
  location: { scriptId: string; lineNumber: number; columnNumber?: number };
};

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's own type for an automatic fixture with no value
export const test = base.extend<{ shoot: (name: string) => Promise<void>; cspViolations: CspViolation[]; stallProbe: void }>({
  shoot: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      const file = path.join(import.meta.dirname, 'artifacts/screenshots', `${name}-${testInfo.project.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
    });
  },
  // The site's policy (scripts/front.mjs, decision 006) allows inline scripts by hash only: a script Next.js
  // adds that the front did not hash, or a payload that reached the page as markup, shows up here. Both the
  // page's `securitypolicyviolation` events (with 'report-sample', the refused script's first characters) and
  // Chromium's console errors are collected, for every page and frame of the test's context.
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
          void report?.(
            `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${location.pathname}${where}: ${e.sample}`,
          );
        });
      }, CSP_BINDING);
      context.on('console', (msg) => {
        if (msg.type() === 'error' && CSP_CONSOLE.test(msg.text())) violations.push(`console: ${msg.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // After a failure this records which side stopped answering: the web server, the API behind it, or the
  // page's renderer, and where a busy renderer's JavaScript is. It found the table render loop that froze
  // dashboard lists when someone typed while they loaded (useServerTable in components/ui/data-table.tsx).
  stallProbe: [
    async ({ page, baseURL, browserName }, use, testInfo) => {
      // The debugger is enabled up front (no breakpoints: scripts run as usual) so that a busy page can be paused
      // later. It slows every script a little, so in CI only a retry (a test that already failed once) pays for it.
      const debug = browserName === 'chromium' && (!process.env.CI || testInfo.retry > 0);
      const cdp = debug ? await page.context().newCDPSession(page) : null;
      await cdp?.send('Debugger.enable');
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const apiPort = process.env.E2E_API_PORT ?? '4100';
      const lines = await Promise.all([
        probe('web /v1/health (proxied to the API)', async () => (await fetch(`${baseURL}/v1/health`)).status),
        probe(`API :${apiPort}/v1/health`, async () => (await fetch(`http://127.0.0.1:${apiPort}/v1/health`)).status),
        probe('web /icons.svg (static)', async () => (await fetch(`${baseURL}/icons.svg`)).status),
        probe('page renderer (evaluate)', async () => `answered ${await page.evaluate(() => document.readyState)}`),
      ]);
      // A renderer that does not answer is usually busy in a script: pause it and name where.
      if (lines[3]?.includes('no answer')) lines.push(await pausedStack(cdp));
      const report = lines.join('\n');
      console.log(`[stall probe] ${testInfo.title}\n${report}`);
      await testInfo.attach('stall-probe.txt', { body: report, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

/**
 * Registers a `beforeAll` in the current describe that runs `seed` with an
 * API client of its own (`withRequest`), and answers a function giving what
 * `seed` answered; call it inside the tests (before the hook ran it throws).
 */
export function seedBeforeAll<T>(seed: (request: APIRequestContext) => Promise<T>): () => T {
  let value: { seeded: T } | undefined;
  test.beforeAll(async ({ playwright }, info) => {
    value = { seeded: await withRequest(playwright, info, seed) };
  });
  return () => {
    if (!value) throw new Error('seedBeforeAll: read the seed inside a test');
    return value.seeded;
  };
}

export { expect };
