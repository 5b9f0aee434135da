/**
 * Browser tests against the production build, in Debian's Chromium
 * (STACK.md: never download Playwright's own browser). The web server is
 * `npm start` itself on its own ports with a fresh data folder, so every run
 * starts from the demo agency.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
// Per-port data folder, so that two suites (say, two branches of work) can run side by side.
const dataDir = path.join(os.tmpdir(), `yali-e2e-data-${E2E_PORT}`);
const root = path.resolve(import.meta.dirname, '..');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A trace records every action's DOM snapshot, which costs every test; in CI only the retry of a failed
    // test records one (retries: 1), locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    cwd: root,
    // The home page answers 200 only once start.mjs has rendered it with data (the build bakes a 404).
    url: `http://localhost:${E2E_PORT}/`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(E2E_PORT),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The suite logs in many times from one address.
      LOGIN_RATE_LIMIT: '1000',
      BOOKING_RATE_LIMIT: '1000',
      // The calendar-sync test serves its feeds from this machine.
      ICAL_ALLOW_PRIVATE: 'true',
    },
  },
});
