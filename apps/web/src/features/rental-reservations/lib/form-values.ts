/**
 * The values every reservation form shares, whatever its unit, without React:
 * the schema pieces (a date, a count, the guest's contact with the manual
 * total in TL and the notes, the creation status), the form's starting values
 * and the request fields they become (the total in kuruş). form-parts.tsx
 * holds the fields and the form built on them.
 */
import { z } from 'zod';
import { parseLira } from '@/lib/money-input';
import { toLocalInput } from './status';

/** '45.000,50' or '45000.5' TL → kuruş (`parseLira`); '' → null; NaN when unreadable. */
export function toKurus(s: string): number | null {
  return s.trim() === '' ? null : (parseLira(s) ?? Number.NaN);
}

/** A date input's value: 'YYYY-MM-DD'. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih seçin.');

/** A number input's value (text): digits only ('Sayı girin.'), from `min` to `max` inclusive, else `message`. */
export const countSchema = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d+$/, 'Sayı girin.')
    .refine((s) => Number(s) >= min && Number(s) <= max, message);

/** The shared fields' schema, to spread into a kind's `z.object({...})`. */
const contactShape = {
  guest_name: z.string().trim().min(2, 'Misafir adı en az 2 karakter olmalı.').max(120, 'En fazla 120 karakter.'),
  guest_email: z
    .string()
    .trim()
    .max(200)
    .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Geçerli bir e-posta adresi girin.'),
  guest_phone: z
    .string()
    .trim()
    .max(40)
    .refine((s) => s === '' || /^\+?[0-9 ()-]{7,}$/.test(s), 'Geçerli bir telefon numarası girin.'),
  total_tl: z
    .string()
    .trim()
    .refine((s) => {
      const k = toKurus(s);
      return k === null || (Number.isSafeInteger(k) && k >= 0 && k <= 2_147_483_647);
    }, 'Tutarı TL olarak girin (ör. 45000 veya 45.000,50).'),
  note: z.string().max(2000, 'En fazla 2000 karakter.'),
  admin_note: z.string().max(2000, 'En fazla 2000 karakter.'),
};

export type ContactValues = { [K in keyof typeof contactShape]: z.infer<(typeof contactShape)[K]> };

export type ContactSource = {
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  total_price_kurus: number | null;
  note: string;
  admin_note: string;
};

/** The form's starting values from a stored record, or empty ones for a new record. */
function contactDefaults(r?: ContactSource): ContactValues {
  return {
    guest_name: r?.guest_name ?? '',
    guest_email: r?.guest_email ?? '',
    guest_phone: r?.guest_phone ?? '',
    total_tl: r?.total_price_kurus != null ? String(r.total_price_kurus / 100) : '',
    note: r?.note ?? '',
    admin_note: r?.admin_note ?? '',
  };
}

/** The request's shared fields from validated values (the total in kuruş, null when empty). */
function contactBody(v: ContactValues): ContactSource {
  return {
    guest_name: v.guest_name,
    guest_email: v.guest_email,
    guest_phone: v.guest_phone,
    total_price_kurus: toKurus(v.total_tl),
    note: v.note,
    admin_note: v.admin_note,
  };
}

/**
 * The shared fields' schema `shape` (spread into a kind's `z.object({...})`),
 * `defaults(record?)` for the form and `body(values)` for the request.
 */
export const contact = { shape: contactShape, defaults: contactDefaults, body: contactBody };

export const CREATE_STATUSES = ['pending', 'option', 'confirmed'] as const;
const createStatusShape = { status: z.enum(CREATE_STATUSES), option_expires_at: z.string() };
export type CreateStatusValues = { status: (typeof CREATE_STATUSES)[number]; option_expires_at: string };

/**
 * The status a reservation entered by the agency starts in (Talep, Opsiyon,
 * Onaylı) and an option's expiry (default 24 h): `shape` for the schema,
 * `defaults()` for the form, `body(values)` for the POST.
 */
export const createStatus = {
  shape: createStatusShape,
  defaults: (): CreateStatusValues => ({
    status: 'pending',
    option_expires_at: toLocalInput(new Date(Date.now() + 24 * 3600_000)),
  }),
  body: (v: CreateStatusValues) => ({
    status: v.status,
    ...(v.status === 'option' && v.option_expires_at ? { option_expires_at: new Date(v.option_expires_at).toISOString() } : {}),
  }),
};

/**
 * A kind's reservation form schema: its own fields (`own`: unit, period,
 * party) with the shared contact, total, notes and creation status; refine
 * the result with the kind's period rule.
 */
export const reservationSchema = <S extends z.ZodRawShape>(own: S) => z.object({ ...own, ...contactShape, ...createStatusShape });
