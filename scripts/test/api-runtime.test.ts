/**
 * The API's runtime (scripts/api-runtime.mjs) is one definition: the flags and environment that
 * `npm start`, the benches and the cluster test use are those the systemd unit and
 * `npm run start:api` spell out, and this Node accepts every flag (a misspelt V8 flag stops the
 * process at start).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_ENTRY, API_ENV, API_NODE_ARGS } from '../api-runtime.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = API_NODE_ARGS;
const envWords = Object.entries(API_ENV).map(([k, v]) => `${k}=${v}`);

it('the systemd unit starts the API with the same flags and environment', () => {
  const unit = readFileSync(path.join(root, 'deploy/systemd/yali-api@.service'), 'utf8');
  expect(unit).toContain(`\nExecStart=/usr/bin/node ${args.join(' ')} ${API_ENTRY}\n`);
  const environment = unit.split('\n').find((l) => l.startsWith('Environment=')) ?? '';
  for (const word of envWords) expect(environment.slice('Environment='.length).split(/\s+/)).toContain(word);
});

it('npm run start:api starts the API with the same flags and environment', () => {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  expect(scripts['start:api']).toBe(`${envWords.join(' ')} node ${args.join(' ')} ${API_ENTRY}`);
});

it('this Node accepts every flag', () => {
  const r = spawnSync(process.execPath, [...args, '-e', 'process.exit(0)'], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
});
