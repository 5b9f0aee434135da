/**
 * Use case: log out (`POST /v1/auth/logout`, SPEC §2 "Logout clears the
 * session"). Raises the user's session version, which ends the token the
 * call came with and every other token the user holds, browser sessions and
 * API tokens alike. Only a token that is still valid can do so: an ended
 * token replayed later changes nothing. Answers whether a session ended.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { endSessions } from '../../lib/auth.ts';

export async function logout(opts: { db: Db; user: { id: number; sessionVersion: number } }): Promise<boolean> {
  const { db, user } = opts;
  const rows = await db
    .update(users)
    .set({ session_version: endSessions() })
    .where(and(eq(users.id, user.id), eq(users.session_version, user.sessionVersion)))
    .returning({ id: users.id });
  return rows.length > 0;
}
