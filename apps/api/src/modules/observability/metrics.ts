/**
 * The API's Prometheus metrics (issue 17, docs/operations/observability.md):
 * one prom-client Registry per app — tests build many apps in one process,
 * and the library's global registry would mix their counts — plus Node's
 * default process metrics in one registry per process (they describe the
 * process, not an app, and their collectors must be installed only once).
 *
 * Counted where things happen: requests (by the observe hooks), booking
 * conflicts (BookingConflictError at the error hook), mail send and calendar
 * sync failures (by the jobs, which reach the counters through `app.metrics`:
 * the use cases only return their counts). Read at scrape time: the
 * database pool, the outbox and feeds in error (one small query each) and the
 * villa index's search cache hits and misses.
 */
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { icalFeeds, mailOutbox } from '../../db/schema.ts';
import type { VillaIndex } from '../search/villa-index.ts';

export type AppMetrics = {
  /** `http_requests_total{method,route,status}`: answered requests; `route` is the route pattern or "unmatched". */
  httpRequests: Counter<'method' | 'route' | 'status'>;
  /** `http_request_duration_seconds{method,route,status}`: time from arrival to the last byte handed to the socket. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** `booking_conflicts_total{unit}`: 409s refusing taken days (hold writes and booking requests). */
  bookingConflicts: Counter<'unit'>;
  /** `mail_send_failures_total`: failed SMTP attempts of the mail sender (retried or given up). */
  mailSendFailures: Counter;
  /** `calendar_sync_failures_total{scope}`: scheduled sync failures, per feed ("feed") or of a whole run ("run"). */
  calendarSyncFailures: Counter<'scope'>;
  /** The exposition text of this app and of the process, and its content type. */
  scrape: () => Promise<{ contentType: string; body: string }>;
};

type Warn = (msg: string) => void;

let processRegistry: Registry | undefined;

/** Node's default metrics (CPU, memory, event loop lag, GC …), installed once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Creates the metrics of one app on `database` and `villaIndex`. A scrape
 * whose database query fails leaves that gauge without samples (and warns)
 * rather than failing the whole scrape or repeating a stale value.
 */
export function createMetrics(opts: { database: Database; villaIndex: VillaIndex; warn?: Warn }): AppMetrics {
  const { database, villaIndex } = opts;
  const registry = new Registry();
  const registers = [registry];
  const fromDatabase = async (gauge: Gauge<string>, name: string, read: () => Promise<void>) => {
    gauge.reset();
    try {
      await read();
    } catch (err) {
      opts.warn?.(`Metrik okunamadı (${name}): ${(err as Error).message}`);
    }
  };

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on embedded PGlite.',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mails in the outbox waiting to be sent (pending) or given up after every retry (failed).',
    labelNames: ['state'],
    registers,
    collect() {
      return fromDatabase(this, 'mail_outbox_messages', async () => {
        const rows = await database.db
          .select({ status: mailOutbox.status, n: count() })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['pending', 'failed']))
          .groupBy(mailOutbox.status);
        for (const state of ['pending', 'failed'] as const) {
          this.set({ state }, rows.find((r) => r.status === state)?.n ?? 0);
        }
      });
    },
  });

  new Gauge({
    name: 'calendar_feeds_in_error',
    help: 'Active iCal feeds whose last sync recorded an error (unreachable, unreadable or conflicting).',
    registers,
    collect() {
      return fromDatabase(this, 'calendar_feeds_in_error', async () => {
        const [row] = await database.db
          .select({ n: count() })
          .from(icalFeeds)
          .where(and(eq(icalFeeds.active, true), isNotNull(icalFeeds.last_error)));
        this.set(row?.n ?? 0);
      });
    },
  });

  new Counter({
    name: 'search_cache_requests_total',
    help: 'Villa searches answered from a kept body of the search index (hit) or computed (miss).',
    labelNames: ['result'],
    registers,
    // The index counts; the counter shows its totals (both only grow while the app lives).
    collect() {
      const stats = villaIndex.bodyStats();
      this.reset();
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });

  const labelNames = ['method', 'route', 'status'] as const;
  return {
    httpRequests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered.', labelNames, registers }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency in seconds, from arrival to the response handed to the socket.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    bookingConflicts: new Counter<'unit'>({
      name: 'booking_conflicts_total',
      help: 'Booking and hold writes refused with 409 because the days are taken, per unit kind.',
      labelNames: ['unit'],
      registers,
    }),
    mailSendFailures: new Counter({
      name: 'mail_send_failures_total',
      help: 'Failed SMTP send attempts of the mail sender (to be retried or given up).',
      registers,
    }),
    calendarSyncFailures: new Counter({
      name: 'calendar_sync_failures_total',
      help: 'Scheduled calendar sync failures: feeds that could not be synced (feed) or whole runs that failed (run).',
      labelNames: ['scope'],
      registers,
    }),
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
