/**
 * Preloaded into the API (`node --import tsx --import ./bench/memory-probe.mjs
 * apps/api/src/server.ts`) to see what holds its resident memory (issue 16)
 * without touching the API's code. It records every WebAssembly memory the
 * process creates (PGlite's Postgres runs in one), and on SIGUSR2 writes to
 * MEM_PROBE_OUT (default /tmp/yali-mem-probe.json):
 *   - process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers),
 *   - the size of each WebAssembly memory (its buffer's byteLength),
 *   - V8's heap spaces,
 *   - the largest mappings of /proc/self/smaps by resident size, with their
 *     anonymous / file-backed split (the WASM memory is an anonymous mapping of
 *     several GiB of reserved address space; only touched pages are resident).
 * bench/memory.mjs drives it; bench/memory-pglite.mjs uses it around PGlite alone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

// Weak references: the probe must not keep a memory alive that the program has let go.
const refs = new Set();
const seen = new WeakSet();
const track = (m) => {
  if (seen.has(m)) return;
  seen.add(m);
  refs.add(new WeakRef(m));
};
/** The WebAssembly memories still alive. */
const memories = () => [...refs].map((r) => r.deref()).filter(Boolean);
const remember = (instance) => {
  for (const value of Object.values(instance?.exports ?? {})) {
    if (value instanceof WebAssembly.Memory) track(value);
  }
};
/** `Original` (a WebAssembly constructor) wrapped so that every object it constructs is handed to `onMade` first. */
const watched = (Original, onMade) =>
  new Proxy(Original, {
    construct(target, args) {
      const made = Reflect.construct(target, args);
      onMade(made);
      return made;
    },
  });
WebAssembly.Memory = watched(WebAssembly.Memory, track);
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const r = await instantiate.apply(WebAssembly, args);
  remember(r.instance ?? r);
  return r;
};
const instantiateStreaming = WebAssembly.instantiateStreaming;
if (instantiateStreaming) {
  WebAssembly.instantiateStreaming = async (...args) => {
    const r = await instantiateStreaming.apply(WebAssembly, args);
    remember(r.instance);
    return r;
  };
}
WebAssembly.Instance = watched(WebAssembly.Instance, remember);

// For bench/memory-pglite.mjs, which runs PGlite in the probed process itself.
globalThis.__yaliMemProbe = { memories };

const MiB = (n) => Math.round((n / 1048576) * 10) / 10;

/** Mappings of /proc/self/smaps with their Rss (MiB), largest first. */
function mappings() {
  const out = [];
  let current = null;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      current = {
        sizeMiB: MiB(Number.parseInt(head[2], 16) - Number.parseInt(head[1], 16)),
        name: head[3] || '[anon]',
        rssMiB: 0,
      };
      out.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rssMiB = MiB(Number(rss[1]) * 1024);
  }
  return out.sort((a, b) => b.rssMiB - a.rssMiB);
}

function report() {
  const mem = process.memoryUsage();
  const maps = mappings();
  const byName = new Map();
  for (const m of maps) byName.set(m.name, (byName.get(m.name) ?? 0) + m.rssMiB);
  const wasm = memories().map((m) => {
    try {
      return MiB(m.buffer.byteLength);
    } catch {
      return null;
    }
  });
  return {
    at: new Date().toISOString(),
    memoryUsageMiB: Object.fromEntries(Object.entries(mem).map(([k, v]) => [k, MiB(v)])),
    wasmMemoriesMiB: wasm,
    heapSpacesMiB: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, MiB(s.space_used_size)])),
    heapSpacesCommittedMiB: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, MiB(s.space_size)])),
    rssByMappingName: Object.fromEntries(
      [...byName.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, v]) => [k, Math.round(v * 10) / 10]),
    ),
    largestMappings: maps.slice(0, 10),
  };
}

process.on('SIGUSR2', () => {
  // With MEM_PROBE_GC=1 and node --expose-gc: a full collection first, so that only live memory counts.
  if (process.env.MEM_PROBE_GC === '1' && globalThis.gc) {
    globalThis.gc();
    globalThis.gc();
  }
  writeFileSync(process.env.MEM_PROBE_OUT ?? '/tmp/yali-mem-probe.json', JSON.stringify(report(), null, 2));
});
