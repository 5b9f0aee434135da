/** Public contact form (SPEC §1 "contact", §7 "contact messages"; DESIGN §3 "Visitors: contact form"). */
import { z } from 'zod';
import { localeField } from './common.ts';

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * `POST /v1/contact` body. `website` is a honeypot: the form hides it from
 * people, so a value there means a bot (answered 200, nothing stored).
 */
export const contactRequest = z.object({
  name: trimmed(100, 'Ad soyad en fazla 100 karakter olabilir.').min(2, 'Lütfen adınızı ve soyadınızı yazın.'),
  email: z
    .string()
    .trim()
    .max(200, 'E-posta adresi en fazla 200 karakter olabilir.')
    .pipe(z.email('Geçerli bir e-posta adresi yazın.')),
  phone: trimmed(30, 'Telefon numarası en fazla 30 karakter olabilir.')
    .refine((v) => v === '' || /^\+?[\d\s()-]{7,}$/.test(v), 'Geçerli bir telefon numarası yazın.')
    .default(''),
  message: trimmed(5000, 'Mesajınız en fazla 5000 karakter olabilir.').min(10, 'Mesajınız en az 10 karakter olmalı.'),
  website: z.string().max(500).optional(),
  /** The writer's language (issue 18); absent → the request's. The agency's mail stays Turkish. */
  lang: localeField.optional(),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactResponse = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponse>;

/** Limit of contact messages per IP address (DESIGN §4: abuse protection of public writes). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

export const CONTACT_MESSAGES = {
  sent: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
  rateLimited: 'Kısa sürede çok fazla mesaj gönderdiniz. Lütfen 10 dakika sonra tekrar deneyin.',
} as const;
