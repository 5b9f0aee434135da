/**
 * The names an audit page reads by (issue 20): the records its entries are about, the records
 * they belong to, and the records their changed fields point at (`AUDIT_REFERENCES`), so that
 * a screen says "Villa: Villa Lavanta" and "Oluşturan: Ayşe Yılmaz" rather than numbers.
 */
import { AUDIT_NAMED_TABLES, AUDIT_REFERENCES, type AuditEntry, type AuditNamedTable } from '@yali/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  boatReservations,
  boats,
  boatTypes,
  districts,
  icalFeeds,
  mailTemplates,
  marinas,
  reservations,
  towns,
  users,
  villas,
} from '../../db/schema.ts';

type Source = { table: PgTable; id: AnyPgColumn; name: SQL | AnyPgColumn };

const SOURCES: Record<AuditNamedTable, Source> = {
  villas: { table: villas, id: villas.id, name: villas.name },
  boats: { table: boats, id: boats.id, name: boats.name },
  users: { table: users, id: users.id, name: sql`${users.first_name} || ' ' || ${users.last_name}` },
  reservations: { table: reservations, id: reservations.id, name: reservations.reservation_id },
  boat_reservations: { table: boatReservations, id: boatReservations.id, name: boatReservations.reservation_id },
  towns: { table: towns, id: towns.town_id, name: towns.name },
  districts: { table: districts, id: districts.district_id, name: districts.name },
  marinas: { table: marinas, id: marinas.marina_id, name: marinas.name },
  boat_types: { table: boatTypes, id: boatTypes.id, name: boatTypes.name },
  ical_feeds: { table: icalFeeds, id: icalFeeds.id, name: icalFeeds.name },
  mail_templates: { table: mailTemplates, id: mailTemplates.id, name: mailTemplates.name },
};

const isNamed = (table: string): table is AuditNamedTable => (AUDIT_NAMED_TABLES as readonly string[]).includes(table);
const MAX_INT = 2_147_483_647;

/** The ids each named table is asked for: entries' own records, their parents, referenced ids. */
export function referencedIds(entries: readonly AuditEntry[]): Map<AuditNamedTable, Set<number>> {
  const wanted = new Map<AuditNamedTable, Set<number>>();
  const want = (table: string, id: unknown) => {
    const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    if (!isNamed(table) || typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_INT) return;
    const ids = wanted.get(table) ?? new Set<number>();
    ids.add(n);
    wanted.set(table, ids);
  };
  for (const e of entries) {
    want(e.entity, e.entity_id);
    if (e.parent) want(e.parent.entity, e.parent.id);
    for (const [field, values] of Object.entries(e.changes)) {
      const table = (AUDIT_REFERENCES as Record<string, string>)[field];
      // A reservation's own `reservation_id` is its code (text), not a reference.
      if (table) for (const v of values) if (typeof v === 'number') want(table, v);
    }
  }
  return wanted;
}

/**
 * The current names of the records `entries` are about or point at: `{ table: { id: name } }`.
 * One query per table that has ids; a record deleted since has no name.
 */
export async function recordNames(db: Db, entries: readonly AuditEntry[]): Promise<Record<string, Record<string, string>>> {
  const wanted = referencedIds(entries);
  const found = await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      const { table: from, id, name } = SOURCES[table];
      const rows = await db
        .select({ id: sql<string>`${id}::text`, name: sql<string>`${name}` })
        .from(from)
        .where(inArray(id, [...ids]));
      return [table, Object.fromEntries(rows.map((r) => [r.id, r.name]))] as const;
    }),
  );
  return Object.fromEntries(found);
}
