/**
 * The dashboard session in browser storage (SPEC §3 "Admin session", §4
 * "Session validity"). Pure functions over a Storage-like object so they
 * run in unit tests without a browser.
 */
import { decodeJwt } from 'jose';
import { adminSession, STORAGE_KEYS, tokenClaims, type AdminSession } from '@yali/contract';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Current time in seconds since the epoch. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session is valid only while the current time in seconds is below its exp. */
export function isSessionValid(session: Pick<AdminSession, 'exp'>, now = nowSeconds()): boolean {
  return now < session.exp;
}

/**
 * Builds the stored session from an access token.
 * Throws when the token cannot be decoded (SPEC §5: the caller shows the
 * 'Token decode failed' message of SPEC §8).
 */
export function sessionFromToken(token: string): AdminSession {
  const claims = tokenClaims.parse(decodeJwt(token));
  return { ...claims, token };
}

/**
 * Reads the stored session. A missing, malformed or expired one answers
 * null, and an expired or malformed one is removed from storage.
 */
export function readSession(store: KeyValueStore, now = nowSeconds()): AdminSession | null {
  const raw = store.getItem(STORAGE_KEYS.adminSession);
  if (!raw) return null;
  try {
    const parsed = adminSession.parse(JSON.parse(raw));
    if (isSessionValid(parsed, now)) return parsed;
  } catch {
    // malformed: fall through and remove it
  }
  store.removeItem(STORAGE_KEYS.adminSession);
  return null;
}

export function writeSession(store: KeyValueStore, session: AdminSession): void {
  store.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session));
}

export function clearSession(store: KeyValueStore): void {
  store.removeItem(STORAGE_KEYS.adminSession);
}
