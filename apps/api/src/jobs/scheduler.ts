/**
 * Runs the background jobs every minute in this process (DESIGN §1 "jobs").
 * Several API processes may all run the scheduler: each job takes its
 * advisory lock, so only one of them does the work at a time. A run never
 * overlaps the previous run of the same job here; timers do not keep the
 * process alive, and closing the app stops them.
 */
import type { FastifyInstance } from 'fastify';
import { completeFinishedStays } from './complete-finished-stays.ts';
import { kaporaReminders } from './kapora-reminders.ts';
import { lapseExpiredOptions } from './lapse-expired-options.ts';
import { pruneAuditLog } from './prune-audit-log.ts';
import { pruneLoginAttempts } from './prune-login-attempts.ts';

export const JOBS = {
  lapseExpiredOptions,
  completeFinishedStays,
  pruneLoginAttempts,
  kaporaReminders,
  pruneAuditLog,
} as const;

/** Starts the jobs on `app.db`; they stop when the app closes. Answers a stop function too. */
export function startJobs(app: FastifyInstance, opts: { intervalMs?: number; firstRunMs?: number } = {}): () => void {
  const interval = opts.intervalMs ?? 60_000;
  const running = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runAll = () => {
    for (const [name, job] of Object.entries(JOBS)) {
      if (stopped || running.has(name)) continue;
      running.add(name);
      job(app.db)
        .then((r) => {
          if (r.count > 0) app.log.info({ job: name, count: r.count }, 'iş tamamlandı');
        })
        .catch((err: unknown) => {
          if (!stopped) app.log.error({ err, job: name }, 'iş başarısız');
        })
        .finally(() => running.delete(name));
    }
  };

  timers.push(setTimeout(runAll, opts.firstRunMs ?? 5_000), setInterval(runAll, interval));
  for (const t of timers) t.unref();
  const stop = () => {
    stopped = true;
    for (const t of timers) clearTimeout(t);
  };
  app.addHook('onClose', async () => {
    stop();
    // Let runs in flight finish before the database closes.
    while (running.size > 0) await new Promise((r) => setTimeout(r, 20));
  });
  return stop;
}
