/**
 * Stores a visitor's contact form message and queues the 'contact_received'
 * mail to the agency address (settings `site_email`) in one transaction
 * (DESIGN §3 "Mail", §4 "one transaction per write"). A filled honeypot field
 * answers as if stored but writes nothing, so a bot learns nothing.
 * Input: the validated `ContactRequest`; answers the new message id, or null
 * for a honeypot hit.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactRequest } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { contactMessages, settings } from '../../db/schema.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';

export async function createContactMessage(opts: {
  db: Db;
  input: z.output<typeof contactRequest>;
}): Promise<{ id: number } | null> {
  const { name, email, phone, message, website } = opts.input;
  if (website && website.trim() !== '') return null;
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values({ name, email, phone, message }).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');
    const [to] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_email'));
    const agency = to?.value.trim();
    if (agency) {
      await enqueueMail(tx, {
        templateKey: 'contact_received',
        to: agency,
        variables: { name, email, phone: phone || '—', message },
      });
    }
    return { id: row.id };
  });
}
