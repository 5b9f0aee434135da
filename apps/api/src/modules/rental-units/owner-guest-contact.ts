/**
 * Whether a villa owner sees a guest's e-mail and phone (issue 24): the
 * agency's `owner_guest_contact` setting — 'hidden' (the default: the agency
 * keeps the guest relationship), 'before_arrival' (from
 * `owner_guest_contact_days` days before check-in, Europe/Istanbul days, so
 * the owner can arrange the key handover) or 'always'. An ADMIN always sees
 * the contact. Applied to every owner read that carries a contact: the
 * reservation list, its CSV, the detail, the day board and its CSV, the home,
 * the payments due and the voucher.
 */
import {
  type GuestContactHidden,
  OWNER_GUEST_CONTACT_MODES,
  OWNER_PORTAL_SETTING_DEFAULTS,
  OWNER_PORTAL_SETTING_KEYS,
  type OwnerGuestContactMode,
} from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays } from '../../domain/quote.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { readSettings } from '../settings/settings-store.ts';

export type GuestContactPolicy = { mode: OwnerGuestContactMode; days: number };

/** The agency's setting; an unset or unreadable value falls back to the default (hidden, 3 days). */
export async function readGuestContactPolicy(db: Db | Tx): Promise<GuestContactPolicy> {
  const [mode, days] = await readSettings(db, OWNER_PORTAL_SETTING_KEYS);
  const m = (OWNER_GUEST_CONTACT_MODES as readonly string[]).includes(mode?.value ?? '')
    ? (mode?.value as OwnerGuestContactMode)
    : (OWNER_PORTAL_SETTING_DEFAULTS.owner_guest_contact as OwnerGuestContactMode);
  const d = Number(days?.value || OWNER_PORTAL_SETTING_DEFAULTS.owner_guest_contact_days);
  return { mode: m, days: Number.isInteger(d) && d >= 1 ? d : 3 };
}

/**
 * For a check-in day (YYYY-MM-DD): undefined when the owner sees the contact
 * on `today`, else `{ visible_from }` — the first Istanbul day it shows, or
 * null when the setting hides it for good.
 */
export function hiddenGuestContact(policy: GuestContactPolicy, startedAt: string, today: string): GuestContactHidden {
  if (policy.mode === 'always') return undefined;
  if (policy.mode === 'hidden') return { visible_from: null };
  const from = addDays(startedAt, -policy.days);
  return today >= from ? undefined : { visible_from: from };
}

type Contactable = { started_at: string; guest_phone: string; guest_email?: string };

/**
 * A function that blanks the guest's e-mail and phone of an item an OWNER may
 * not see yet and marks it `guest_contact_hidden`; the identity for an ADMIN
 * (no settings read). Read the policy once per request, then map the items.
 */
export async function guestContactMasker(
  db: Db | Tx,
  user: AuthUser,
  today: string = todayInIstanbul(),
): Promise<<T extends Contactable>(item: T) => T> {
  if (user.role !== 'OWNER') return (item) => item;
  const policy = await readGuestContactPolicy(db);
  return (item) => {
    const hidden = hiddenGuestContact(policy, item.started_at, today);
    if (!hidden) return item;
    return {
      ...item,
      guest_phone: '',
      ...('guest_email' in item ? { guest_email: '' } : {}),
      guest_contact_hidden: hidden,
    };
  };
}
