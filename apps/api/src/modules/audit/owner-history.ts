/**
 * What an OWNER reads of a record's history (issue 24): the same entries as
 * the agency, with the agency's internal note (`admin_note`) never shown and
 * the guest's e-mail and phone only as the agency's setting allows
 * (rental-units/owner-guest-contact.ts) — for a reservation, by its check-in
 * day; on a villa's history, which spans many stays, only when contacts are
 * always shown. A hidden value reads 'Gizli'.
 */
import type { AuditEntry, AuditPage } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { hiddenGuestContact, readGuestContactPolicy } from '../rental-units/owner-guest-contact.ts';

const HIDDEN = 'Gizli';
const AGENCY_ONLY = ['admin_note'];
const CONTACT = ['guest_email', 'guest_phone'];

function redact(entry: AuditEntry, fields: readonly string[]): AuditEntry {
  if (!fields.some((f) => f in entry.changes)) return entry;
  const changes = { ...entry.changes };
  for (const f of fields) {
    const change = changes[f];
    if (change) changes[f] = [change[0] == null ? null : HIDDEN, change[1] == null ? null : HIDDEN];
  }
  return { ...entry, changes };
}

/** `page` of `entity` `id`'s history as its OWNER may read it. */
export async function ownerHistory(db: Db, entity: string, id: number, page: AuditPage): Promise<AuditPage> {
  const policy = await readGuestContactPolicy(db);
  let showContact = policy.mode === 'always';
  if (entity === 'reservations' && policy.mode === 'before_arrival') {
    const [r] = await db.select({ started_at: reservations.started_at }).from(reservations).where(eq(reservations.id, id));
    showContact = r !== undefined && hiddenGuestContact(policy, r.started_at, todayInIstanbul()) === undefined;
  }
  const fields = showContact ? AGENCY_ONLY : [...AGENCY_ONLY, ...CONTACT];
  return { ...page, items: page.items.map((e) => redact(e, fields)) };
}
