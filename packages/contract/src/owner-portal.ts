/**
 * The owner portal's agency settings (issue 24): whether a villa owner sees
 * the guests' e-mail and phone — never (the default), from N days before
 * check-in, or always. `/dashboard/settings/owners`, `PUT /v1/admin/owners/edit`.
 * An owner's reads of a reservation (list, detail, CSV, board, payments due,
 * voucher) carry `guest_contact_hidden` instead of the contact while it is hidden.
 */
import { z } from 'zod';

export const OWNER_GUEST_CONTACT_MODES = ['hidden', 'before_arrival', 'always'] as const;
export type OwnerGuestContactMode = (typeof OWNER_GUEST_CONTACT_MODES)[number];
export const OWNER_GUEST_CONTACT_LABEL: Record<OwnerGuestContactMode, string> = {
  hidden: 'Gizli',
  before_arrival: 'Girişten belirli gün önce görünür',
  always: 'Her zaman görünür',
};

export const OWNER_PORTAL_SETTING_KEYS = ['owner_guest_contact', 'owner_guest_contact_days'] as const;
export const OWNER_PORTAL_SETTING_DEFAULTS: Record<(typeof OWNER_PORTAL_SETTING_KEYS)[number], string> = {
  owner_guest_contact: 'hidden',
  owner_guest_contact_days: '3',
};

export const ownerPortalSettingsBody = z.strictObject(
  {
    owner_guest_contact: z
      .enum(OWNER_GUEST_CONTACT_MODES, { error: 'Görünürlük hidden, before_arrival veya always olmalı.' })
      .optional(),
    owner_guest_contact_days: z
      .string({ error: 'Gün sayısı metin olmalı.' })
      .trim()
      .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 60, 'Gün sayısı 1 ile 60 arasında olmalı.')
      .optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);

/**
 * On an owner's read while the agency hides the guest's contact: the e-mail
 * and phone are '' and this says from which Istanbul day they show
 * (`visible_from`, null when the setting hides them for good).
 */
export const guestContactHidden = z.object({ visible_from: z.string().nullable() }).optional();
export type GuestContactHidden = z.infer<typeof guestContactHidden>;
