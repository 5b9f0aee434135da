/**
 * `console.error` during a test fails the test (STYLE "Tests"): an error
 * that something logged but nobody asserted is a bug hiding in plain sight.
 * The message is still printed, so the failing test shows what was logged.
 */
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const original = console.error.bind(console);
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
