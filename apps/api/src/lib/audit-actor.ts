/**
 * Who changes what (issue 20, decision 013). The audit log is written by database triggers
 * (migration 0013) that read the actor from two transaction-local settings; this module sets
 * them once per write instead of in every use case:
 * - each mutating `/v1/admin` request runs its handler in one transaction that names the
 *   signed-in user first (`auditAdminWrites`); `app.db` is a proxy (`requestScopedDb`) that
 *   hands the use cases that transaction, so their own `db.transaction` calls become
 *   savepoints and an error anywhere rolls the whole request back, records included;
 * - jobs and the iCal sync name themselves in their own transactions (`setAuditActor`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db, Tx } from '../db/client.ts';

export type AuditActor = { id: number | null; label: string };

type RequestScope = {
  tx: Tx;
  afterCommit: (() => Promise<void>)[];
  /** Whether a use case's own `db.transaction` becomes a savepoint (the second try) or joins the request's. */
  savepoints: boolean;
  /** Set when a joined use-case transaction threw: the request's transaction may be aborted. */
  failed: boolean;
};

const scope = new AsyncLocalStorage<RequestScope>();

/** Thrown inside the request's transaction to roll a failed first try back before the second. */
class RetryWithSavepoints extends Error {}

/**
 * `root` as seen from the current request: inside a mutating admin request, every call goes
 * to the request's transaction (one connection, so PGlite cannot wait on itself); anywhere
 * else, to `root`.
 *
 * A use case's `db.transaction(fn)` inside the request first runs `fn` on the request's
 * transaction itself: a savepoint would cost two round trips and a subtransaction on every
 * write, the larger part of what the audit log added to one (bench/README.md, audit-write).
 * When such an `fn` throws, the request is marked failed and `auditAdminWrites` runs it again
 * from the start with savepoints, so that a use case that catches a refusal (a 409 that then
 * reads the record holding the dates, a new code after a clash) meets it as it would on its own.
 */
export function requestScopedDb(root: Db): Db {
  return new Proxy(root, {
    get(target, prop) {
      const current = scope.getStore();
      if (prop === 'transaction' && current && !current.savepoints) return joinRequestTransaction(current);
      const db = current?.tx ?? target;
      const value = Reflect.get(db, prop, db) as unknown;
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}

function joinRequestTransaction(current: RequestScope) {
  return async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await fn(current.tx);
    } catch {
      // Not the error itself: the use case would act on it (retry, read the holder) in a
      // transaction that may be aborted. The second try meets it again, in a savepoint.
      current.failed = true;
      throw new RetryWithSavepoints();
    }
  };
}

/**
 * Names who makes the changes of the rest of transaction `tx` in its audit records; a null
 * id for a job ('Sistem: …') or a feed ('iCal: …'). One round trip; lasts until commit.
 */
export async function setAuditActor(tx: Db | Tx, actor: AuditActor): Promise<void> {
  const id = actor.id === null ? '' : String(actor.id);
  // PGlite's own client runs a statement without parameters in one exchange (`exec`) instead of
  // the five of a prepared one: a third of what naming the actor costs a write there.
  const client = (tx as unknown as { session?: { client?: { exec?: (q: string) => Promise<unknown> } } }).session?.client;
  if (typeof client?.exec === 'function') {
    // The label travels hex-encoded: no quoting rule of the server can turn a name into SQL.
    const label = Buffer.from(actor.label, 'utf8').toString('hex');
    await client.exec(
      `select set_config('yali.actor_id', '${/^\d*$/.test(id) ? id : ''}', true),
        set_config('yali.actor_label', convert_from(decode('${label}', 'hex'), 'UTF8'), true)`,
    );
    return;
  }
  await tx.execute(sql`select set_config('yali.actor_id', ${id}, true), set_config('yali.actor_label', ${actor.label}, true)`);
}

/**
 * Runs `fn` after the current request's transaction commits (a cache purge, a notice to
 * other processes must not announce what might still roll back); at once outside one.
 */
export async function afterCommit(fn: () => Promise<void>): Promise<void> {
  const current = scope.getStore();
  if (current) current.afterCommit.push(fn);
  else await fn();
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The audit actor of a signed-in user (none: 'Sistem'). */
export const actorOf = (user: { id: number; name: string } | null | undefined): AuditActor =>
  user ? { id: user.id, label: user.name } : { id: null, label: 'Sistem' };

/**
 * Route config of a write that runs its own transactions (`OWN_TRANSACTIONS`): one that waits
 * on the network (a calendar feed) between its reads and its writes must not hold a
 * connection (PGlite: the only one) meanwhile. Each of its transactions names the actor
 * itself (`setAuditActor(tx, actorOf(req.user))`).
 */
export const OWN_TRANSACTIONS = { ownTransactions: true } as const;

/**
 * Wraps the handler of every mutating route registered on `admin` from now on in one
 * transaction that names `req.user` as the actor. A reply sent from inside the handler is
 * held until the commit, so that no answer announces a write that then fails. Multipart
 * uploads stay outside: they stream a body while a transaction would hold the (PGlite: only)
 * connection, and they write no audited table.
 */
export function auditAdminWrites(admin: FastifyInstance, root: Db): void {
  admin.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => MUTATING.has(m))) return;
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes('multipart/form-data')) return;
    if ((route.config as { ownTransactions?: boolean } | undefined)?.ownTransactions) return;
    const handler = route.handler;
    route.handler = async function auditedHandler(req, reply) {
      const user = req.user;
      const { send, then } = reply;
      const attempt = async (savepoints: boolean) => {
        const held: { payload?: unknown; sent: boolean } = { sent: false };
        const afterCommit: RequestScope['afterCommit'] = [];
        const result = await root.transaction(async (tx) => {
          const store: RequestScope = { tx, afterCommit, savepoints, failed: false };
          await setAuditActor(tx, actorOf(user));
          reply.send = (payload?: unknown) => {
            held.payload = payload;
            held.sent = true;
            return reply;
          };
          // A reply is a thenable that settles once the answer has left: a handler returning
          // `reply.send(…)` would wait for an answer held until after it. Held, it settles at once.
          // biome-ignore lint/suspicious/noThenProperty: replaced for the handler's run only, restored below.
          reply.then = (fulfilled: () => void) => fulfilled();
          let out: unknown;
          try {
            out = await scope.run(store, () => handler.call(this, req, reply));
          } catch (err) {
            throw store.failed ? new RetryWithSavepoints() : err;
          } finally {
            reply.send = send;
            // biome-ignore lint/suspicious/noThenProperty: restores Fastify's own.
            reply.then = then;
          }
          // A use case caught its own failure and went on: its transaction may be aborted, try again.
          if (store.failed) throw new RetryWithSavepoints();
          return out;
        });
        for (const fn of afterCommit) await fn();
        return held.sent ? held.payload : result === reply ? undefined : result;
      };
      try {
        return await attempt(false);
      } catch (err) {
        if (!(err instanceof RetryWithSavepoints)) throw err;
        return attempt(true);
      }
    };
  });
}
