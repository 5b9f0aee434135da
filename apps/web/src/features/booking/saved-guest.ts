/**
 * The guest's contact details remembered on this device (issue 23): after a
 * request is sent, its name, e-mail and phone are kept in this browser's
 * storage — never sent anywhere else — and offered in the next request form,
 * with a notice and a way to forget them (KVKK: the guest sees and controls
 * what is kept). The note and the consent are not kept: each request asks anew.
 */

/** localStorage key of the remembered details. */
export const SAVED_GUEST_KEY = 'yali_guest';

export type SavedGuest = { name: string; email: string; phone: string };

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The remembered details, or null (none, storage unavailable, or not ours). */
export function loadSavedGuest(): SavedGuest | null {
  try {
    const raw = localStorage.getItem(SAVED_GUEST_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<SavedGuest>;
    if (!isText(v.name, 100) || !isText(v.email, 200) || !isText(v.phone, 40) || !v.name) return null;
    return { name: v.name, email: v.email, phone: v.phone };
  } catch {
    return null;
  }
}

/** Remembers `guest` (silently nothing when storage is unavailable). */
export function saveGuest(guest: SavedGuest): void {
  try {
    localStorage.setItem(SAVED_GUEST_KEY, JSON.stringify({ name: guest.name, email: guest.email, phone: guest.phone }));
  } catch {
    // private mode or full storage: the next form starts empty
  }
}

export function forgetSavedGuest(): void {
  try {
    localStorage.removeItem(SAVED_GUEST_KEY);
  } catch {
    // nothing kept
  }
}
