/**
 * Back-office users (SPEC §7 `/users…`, §9: 10 per page): ADMIN and OWNER
 * accounts, the password policy and the activity toggle. Field names follow
 * the login response (`firstName`, `lastName`, SPEC §3).
 */
import { z } from 'zod';
import { MAX_DB_INT, pagingQuery } from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { UserRole } from './enums.ts';

/** Shortest password that may be set (issue 22, finding 10). */
export const PASSWORD_MIN_LENGTH = 10;

/** The password policy, as shown beside the field (same order as the checks). */
export const PASSWORD_RULES = [
  `En az ${PASSWORD_MIN_LENGTH} karakter`,
  'En az bir büyük harf',
  'En az bir küçük harf',
  'En az bir rakam',
] as const;

/**
 * The API also refuses a password found in a list of common passwords
 * (letter case aside); the list stays on the server, so the form can only say so.
 */
export const COMMON_PASSWORD_NOTE = 'Sık kullanılan, kolay tahmin edilen şifreler kabul edilmez.';
export const COMMON_PASSWORD_MESSAGE =
  'Bu şifre çok yaygın kullanılıyor ve kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.';

/**
 * Password policy: ≥ 10 characters with an upper-case letter, a lower-case
 * letter and a digit (Turkish letters count). Applies where a password is
 * set, not to passwords already stored.
 */
export const passwordPolicy = z
  .string({ error: 'Şifre gerekli.' })
  .min(PASSWORD_MIN_LENGTH, `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı.`)
  .max(200, 'Şifre en fazla 200 karakter olabilir.')
  .regex(/\p{Lu}/u, 'Şifre en az bir büyük harf içermeli.')
  .regex(/\p{Ll}/u, 'Şifre en az bir küçük harf içermeli.')
  .regex(/\p{Nd}/u, 'Şifre en az bir rakam içermeli.');

const personName = (what: string) =>
  z
    .string({ error: `${what} gerekli.` })
    .trim()
    .min(1, `${what} gerekli.`)
    .max(60, `${what} en fazla 60 karakter olabilir.`);

export const userPhone = z
  .string()
  .trim()
  .max(30, 'Telefon en fazla 30 karakter olabilir.')
  .regex(/^[+\d\s()-]*$/, 'Telefon yalnızca rakam, boşluk, +, (, ) ve - içerebilir.');

const roleField = z.enum(UserRole.options, { error: 'Rol ADMIN veya OWNER olmalı.' });

export const createUserBody = z.object({
  email: z
    .string({ error: 'E-posta adresi gerekli.' })
    .trim()
    .min(1, 'E-posta adresi gerekli.')
    .max(254, 'E-posta adresi çok uzun.')
    .email('Geçerli bir e-posta adresi girin.'),
  password: passwordPolicy,
  role: roleField,
  firstName: personName('Ad'),
  lastName: personName('Soyad'),
  phone: userPhone.default(''),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** Edit: names, phone, role; `password` only when it changes (empty or missing keeps the old one). */
export const updateUserBody = z.object({
  role: roleField,
  firstName: personName('Ad'),
  lastName: personName('Soyad'),
  phone: userPhone.default(''),
  password: z.union([z.literal(''), passwordPolicy]).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const userItem = z.object({
  id: z.number().int(),
  email: z.string(),
  role: UserRole,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  active: z.boolean(),
  /** Villas this user owns. */
  villa_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type UserItem = z.infer<typeof userItem>;

export const usersQuery = pagingQuery(PAGE_SIZE.users).extend({
  q: z.string().trim().max(80, 'Arama metni en fazla 80 karakter olabilir.').optional(),
  role: z.enum(UserRole.options, { error: 'Rol ADMIN veya OWNER olmalı.' }).optional(),
});

export const userActivityBody = z.object({
  id: z.coerce.number().int().positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.'),
  active: z.boolean({ error: 'active true veya false olmalı.' }),
});
export type UserActivityBody = z.infer<typeof userActivityBody>;
