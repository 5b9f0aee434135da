/**
 * Contact form messages in the back office (SPEC §7 `/contact/messages?skip&take=10`,
 * `/contact/messages/{id}`; §9 page size 10). Newest first, optional `read`
 * filter; opening a message marks it read; unread ones feed `contactCount`
 * (`/unreadcount`). Unknown id → 404.
 */
import { desc, eq } from 'drizzle-orm';
import type { ContactMessageItem } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';

const NOT_FOUND = 'İletişim mesajı bulunamadı.';

const toItem = (r: typeof contactMessages.$inferSelect): ContactMessageItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  read: r.read,
  created_at: r.created_at.toISOString(),
  request:
    r.request_kind && r.reservation_kind && r.reservation_ref !== null && r.reservation_code
      ? {
          kind: r.request_kind,
          reservation_kind: r.reservation_kind,
          reservation_ref: r.reservation_ref,
          reservation_code: r.reservation_code,
          started_at: r.requested_started_at,
          finished_at: r.requested_finished_at,
        }
      : null,
});

export async function findContactMessages(opts: { db: Db; skip: number; take: number; read?: boolean }) {
  const where = opts.read === undefined ? undefined : eq(contactMessages.read, opts.read);
  return findPage(
    opts.db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.created_at), desc(contactMessages.id)),
    countRows(opts.db, contactMessages, where),
    opts,
    toItem,
  );
}

async function setRead(db: Db | Tx, id: number, read: boolean): Promise<ContactMessageItem> {
  const [row] = await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toItem(row);
}

/** The message, marked read (opening it in the back office reads it). */
export function openContactMessage(opts: { db: Db; id: number }): Promise<ContactMessageItem> {
  return opts.db.transaction((tx) => setRead(tx, opts.id, true));
}

/** Marks a message read or unread again. */
export function setContactMessageRead(opts: { db: Db; id: number; read: boolean }): Promise<ContactMessageItem> {
  return opts.db.transaction((tx) => setRead(tx, opts.id, opts.read));
}
