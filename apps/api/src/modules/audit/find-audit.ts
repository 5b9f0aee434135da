/**
 * Use cases: read the audit log (issue 20) — the global log with its filters (ADMIN) and one
 * record's history with its children's changes (a reservation's payments, a villa's price
 * periods, closed dates and iCal feeds), newest first, with the names of the records they
 * concern (`recordNames`).
 */
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery } from '@yali/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { recordNames } from './record-names.ts';

/** Records from the first moment of `from` to the last of `to`, Istanbul days ('YYYY-MM-DD'). */
export function istanbulDayRange(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(sql`${column} >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'`);
  if (to) where.push(sql`${column} < ((${to}::date) + 1)::timestamp AT TIME ZONE 'Europe/Istanbul'`);
  return where;
}

async function findEntries(db: Db, where: SQL | undefined, skip: number, take: number): Promise<AuditPage> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor_id: auditLog.actor_id,
        actor_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
        actor_label: auditLog.actor_label,
        entity: auditLog.entity,
        entity_id: auditLog.entity_id,
        action: auditLog.action,
        changes: auditLog.changes,
        parent_entity: auditLog.parent_entity,
        parent_id: auditLog.parent_id,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_id))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(skip)
      .limit(take),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const items: AuditEntry[] = rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor_id !== null && r.actor_name !== null ? { id: r.actor_id, name: r.actor_name } : null,
    actor_label: r.actor_label,
    entity: r.entity,
    entity_id: r.entity_id,
    action: r.action,
    changes: r.changes,
    parent: r.parent_entity && r.parent_id ? { entity: r.parent_entity, id: r.parent_id } : null,
  }));
  return { items, total: count?.n ?? 0, names: await recordNames(db, items) };
}

/** The global log (ADMIN): filters by user, entity (and id) and Istanbul days; `take` a page. */
export function findAudit(opts: { db: Db; query: Required<Pick<AuditQuery, 'skip' | 'take'>> & AuditQuery }) {
  const { db, query } = opts;
  const where: SQL[] = [];
  if (query.user_id !== undefined) where.push(eq(auditLog.actor_id, Number(query.user_id)));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entity_id, query.entity_id));
  where.push(...istanbulDayRange(auditLog.at, query.from, query.to));
  return findEntries(db, and(...where), Number(query.skip), Number(query.take));
}

/**
 * One record's history: its own changes and those of the rows that belong to it. The caller
 * has checked that the user may see the record.
 */
export function findRecordHistory(opts: { db: Db; entity: string; id: number; skip: number; take: number }) {
  const { db, entity, id, skip, take } = opts;
  const key = String(id);
  const where = or(
    and(eq(auditLog.entity, entity), eq(auditLog.entity_id, key)),
    and(eq(auditLog.parent_entity, entity), eq(auditLog.parent_id, key)),
  );
  return findEntries(db, where, skip, take);
}
