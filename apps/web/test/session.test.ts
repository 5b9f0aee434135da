/** The dashboard session in browser storage (SPEC §3 "Admin session", §4 "Session validity"). */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AdminSession, STORAGE_KEYS } from '@yali/contract';
import { clearSession, isSessionValid, readSession, sessionFromToken, writeSession } from '../src/lib/session.ts';

/** A Storage-like object over a Map, recording removals. */
function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const removed: string[] = [];
  return {
    map,
    removed,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => {
      removed.push(k);
      map.delete(k);
    },
  };
}

const KEY = STORAGE_KEYS.adminSession;
const key = new TextEncoder().encode('web-test-secret-web-test-secret-0123456789');
const session = (exp: number): AdminSession => ({
  iat: exp - 3600,
  exp,
  id: 7,
  user_role: 'ADMIN',
  user_name: 'Ayşe Yılmaz',
  token: 'header.payload.signature',
});

describe('isSessionValid', () => {
  it('is valid while now is below exp, and invalid from exp on', () => {
    expect(isSessionValid({ exp: 1_800_000_000 }, 1_799_999_999)).toBe(true);
    expect(isSessionValid({ exp: 1_800_000_000 }, 1_800_000_000)).toBe(false);
    expect(isSessionValid({ exp: 1_800_000_000 }, 1_800_000_001)).toBe(false);
  });

  it('uses the current time in seconds by default', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(isSessionValid({ exp: now + 60 })).toBe(true);
    expect(isSessionValid({ exp: now - 1 })).toBe(false);
  });
});

describe('readSession', () => {
  it('answers null for no stored session, and removes nothing', () => {
    const store = memoryStore();
    expect(readSession(store, 1000)).toBeNull();
    expect(store.removed).toEqual([]);
  });

  it('answers a valid session and keeps it', () => {
    const s = session(2000);
    const store = memoryStore({ [KEY]: JSON.stringify(s) });
    expect(readSession(store, 1999)).toEqual(s);
    expect(store.map.has(KEY)).toBe(true);
  });

  it('removes an expired session and answers null', () => {
    const store = memoryStore({ [KEY]: JSON.stringify(session(2000)) });
    expect(readSession(store, 2000)).toBeNull();
    expect(store.map.has(KEY)).toBe(false);
    expect(store.removed).toEqual([KEY]);
  });

  it('removes a malformed session and answers null', () => {
    const { token: _token, ...withoutToken } = session(2000);
    for (const raw of [
      '{not json',
      '"a string"',
      'null',
      '[]',
      JSON.stringify(withoutToken),
      JSON.stringify({ ...session(2000), user_role: 'ROOT' }),
    ]) {
      const store = memoryStore({ [KEY]: raw });
      expect(readSession(store, 1000), raw).toBeNull();
      expect(store.map.has(KEY), raw).toBe(false);
    }
  });

  it('leaves other keys alone', () => {
    const store = memoryStore({ [KEY]: 'bozuk', [STORAGE_KEYS.currency]: 'EURO' });
    readSession(store, 1000);
    expect(store.map.get(STORAGE_KEYS.currency)).toBe('EURO');
  });
});

describe('sessionFromToken', () => {
  it('throws on something that is not a token', () => {
    expect(() => sessionFromToken('not-a-token')).toThrow();
    expect(() => sessionFromToken('')).toThrow();
  });

  it('throws on a token without the claims of DESIGN §2', async () => {
    const token = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(() => sessionFromToken(token)).toThrow();
  });

  it('round-trips a real token through storage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ id: 12, user_role: 'OWNER', user_name: 'Şule Çelik' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 12 * 3600)
      .sign(key);

    const s = sessionFromToken(token);
    expect(s).toEqual({ iat: now, exp: now + 12 * 3600, id: 12, user_role: 'OWNER', user_name: 'Şule Çelik', token });

    const store = memoryStore();
    writeSession(store, s);
    expect(JSON.parse(store.map.get(KEY) ?? '')).toEqual(s);
    expect(readSession(store, now + 60)).toEqual(s);
    expect(readSession(store, now + 12 * 3600 - 1)).toEqual(s);

    clearSession(store);
    expect(store.map.has(KEY)).toBe(false);
    expect(readSession(store, now)).toBeNull();
  });
});
