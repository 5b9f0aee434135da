/**
 * Read-only Drizzle view of `villa_holds`, the table behind the no-overlap
 * guarantee (migration 0002, decision 002). Kept outside schema.ts on
 * purpose: drizzle-kit must not manage it (it cannot express the EXCLUDE
 * constraint or the triggers that fill it).
 */
import { bigserial, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';

const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

export const villaHolds = pgTable('villa_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  villa_id: integer('villa_id').notNull(),
  period: daterange('period').notNull(),
  source: text('source', { enum: ['reservation', 'date'] }).notNull(),
  source_id: integer('source_id').notNull(),
});
