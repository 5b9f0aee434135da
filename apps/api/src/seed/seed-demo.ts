/**
 * Seeds the demo agency into an empty database (issue: foundation).
 * PLACEHOLDER: users only; the full demo data replaces this file.
 */
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../storage/storage.ts';

export const DEMO_CREDENTIALS = [
  { role: 'ADMIN', email: 'admin@example.com', password: 'Admin123!', firstName: 'Ayşe', lastName: 'Yılmaz' },
  { role: 'OWNER', email: 'owner1@example.com', password: 'Owner123!', firstName: 'Mehmet', lastName: 'Öztürk' },
  { role: 'OWNER', email: 'owner2@example.com', password: 'Owner123!', firstName: 'Şule', lastName: 'Çelik' },
] as const;

export async function seedDemo(opts: { db: Db; storage: Storage }): Promise<void> {
  for (const c of DEMO_CREDENTIALS) {
    await opts.db.insert(users).values({
      email: c.email,
      password_hash: await hashPassword(c.password),
      role: c.role,
      first_name: c.firstName,
      last_name: c.lastName,
    });
  }
}
