/**
 * `console.error` during a test fails the test (STYLE "Tests"): an error
 * that something logged but nobody asserted is a bug hiding in plain sight.
 * The message is still printed, so the failing test shows what was logged.
 */
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

// The real console.error, kept once per process even if this file runs again for another test file.
const ORIGINAL = Symbol.for('yali.test.console.error');
const holder = globalThis as { [ORIGINAL]?: typeof console.error };
holder[ORIGINAL] ??= console.error.bind(console);
const original = holder[ORIGINAL];
let logged: string[] = [];

console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  original(...args);
};

beforeEach(() => {
  logged = [];
});

afterEach(() => {
  if (logged.length === 0) return;
  const messages = logged.map((m) => `  - ${m.split('\n')[0]}`).join('\n');
  logged = [];
  throw new Error(`console.error was called during this test:\n${messages}`);
});
