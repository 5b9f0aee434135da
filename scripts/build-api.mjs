#!/usr/bin/env node
/**
 * The API's production build (issue 17): bundles each entry point of
 * apps/api/src — the server and the command-line tools — into one ES module
 * under apps/api/dist, with the workspace's own TypeScript packages
 * (@yali/contract) compiled in and every npm dependency left as an import
 * (sharp, PGlite and pg load native or WebAssembly parts from node_modules).
 * Source maps point stack traces at the TypeScript (`node --enable-source-maps`).
 *
 *   node scripts/build-api.mjs        (npm run build runs it, then the web build)
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const cli = path.join(api, 'src/cli');
const entryPoints = [
  path.join(api, 'src/server.ts'),
  ...(existsSync(cli)
    ? readdirSync(cli)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(cli, f))
    : []),
];

const started = Date.now();
await build({
  entryPoints,
  outbase: path.join(api, 'src'),
  outdir: path.join(api, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  // Bare imports stay imports, except the workspace's TypeScript packages, which Node cannot load.
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@yali/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: { js: "import { createRequire as __yaliRequire } from 'node:module'; const require = __yaliRequire(import.meta.url);" },
});
console.log(`API derlendi: apps/api/dist (${entryPoints.length} giriş, ${Date.now() - started} ms)`);
