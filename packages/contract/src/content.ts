/**
 * Back-office content (SPEC §2, §7): website pages (`PUT /admin/{section}/edit`),
 * blog posts (`/blog`, public `/v1/blog`), mail templates (`/mailtemplates`)
 * and contact form messages (`/contact/messages`). Rich text is sanitised on
 * the server; these schemas only bound sizes.
 */
import { z } from 'zod';
import { isoDateTime, localeField, MAX_DB_INT, pagingQuery } from './common.ts';
import { PAGE_SIZE } from './constants.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';
import type { WebsiteSection } from './website.ts';
import { missingTranslationsField, translationsAnswer, translationsBody, untranslatedField } from './translations.ts';

const booleanQuery = z.enum(['true', 'false'], { error: 'true veya false olmalı.' }).transform((v) => v === 'true');
const dbId = z.coerce.number().int('Geçersiz kimlik.').positive('Geçersiz kimlik.').max(MAX_DB_INT, 'Geçersiz kimlik.');

// ── Website pages ─────────────────────────────────────────────────────────
/** Sections editable in `/dashboard/website/…` (SPEC §2). */
export const EDITABLE_WEBSITE_SECTIONS = ['about', 'rental', 'cancel', 'privacy', 'kvkk', 'howrent'] as const;
export const WEBSITE_SECTION_LABELS: Record<WebsiteSection, string> = {
  about: 'Hakkımızda',
  rental: 'Kiralama Sözleşmesi',
  cancel: 'İptal Politikası',
  privacy: 'Gizlilik Politikası',
  kvkk: 'KVKK Aydınlatma Metni',
  howrent: 'Nasıl Kiralarım?',
  contact: 'İletişim',
  home: 'Ana Sayfa',
};

export const websitePageBody = z.object({
  title: z
    .string({ error: 'Başlık gerekli.' })
    .trim()
    .min(2, 'Başlık en az 2 karakter olmalı.')
    .max(160, 'Başlık en fazla 160 karakter olabilir.'),
  content: z.string({ error: 'İçerik metin olmalı.' }).max(200_000, 'İçerik en fazla 200.000 karakter olabilir.'),
  data: z.record(z.string(), z.unknown()).optional(),
  /** English (and later) title and content; omitted: the stored translations stay. */
  translations: translationsBody('websitePage').optional(),
});
export type WebsitePageBody = z.input<typeof websitePageBody>;

// ── Blog ──────────────────────────────────────────────────────────────────
const blogFields = {
  title: z
    .string({ error: 'Başlık gerekli.' })
    .trim()
    .min(3, 'Başlık en az 3 karakter olmalı.')
    .max(200, 'Başlık en fazla 200 karakter olabilir.'),
  slug: z
    .string()
    .trim()
    .max(120, 'Adres (slug) en fazla 120 karakter olabilir.')
    .refine((v) => v === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), 'Adres yalnızca küçük harf, rakam ve tire içerebilir.')
    .optional(),
  summary: z.string().trim().max(500, 'Özet en fazla 500 karakter olabilir.').default(''),
  body: z.string().max(200_000, 'Yazı en fazla 200.000 karakter olabilir.').default(''),
  published: z.boolean({ error: 'Yayın durumu true veya false olmalı.' }).default(false),
  published_at: isoDateTime('Yayın tarihi geçerli bir tarih-saat olmalı.').nullable().optional(),
  seo_title: z.string().trim().max(70, 'SEO başlığı en fazla 70 karakter olabilir.').default(''),
  seo_description: z.string().trim().max(160, 'SEO açıklaması en fazla 160 karakter olabilir.').default(''),
  /** English (and later) texts; omitted: the stored translations stay. */
  translations: translationsBody('blogPost').optional(),
};
export const blogCreateBody = z.object(blogFields);
export const blogEditBody = z.object({ id: dbId, ...blogFields });
export type BlogCreateBody = z.input<typeof blogCreateBody>;
export type BlogEditBody = z.input<typeof blogEditBody>;

export const blogCover = z.object({ width: z.number().int(), url: z.string() });
export const blogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  /** Cover variants, smallest first; empty without a cover. */
  cover: z.array(blogCover),
  created_at: z.string(),
  updated_at: z.string(),
  /** Admin reads only: the stored translations (issue 18). */
  translations: translationsAnswer.optional(),
  ...missingTranslationsField,
  ...untranslatedField,
});
export type BlogPost = z.infer<typeof blogPost>;
export const blogListItem = blogPost.omit({ body: true });
export type BlogListItem = z.infer<typeof blogListItem>;
export const blogQuery = pagingQuery(PAGE_SIZE.blog);
export const blogSlugParam = z.object({ slug: z.string().min(1).max(200) });

// ── Mail templates ────────────────────────────────────────────────────────
/** Templates of a villa reservation (migration 0004). */
export const VILLA_MAIL_TEMPLATE_KEYS = [
  'reservation_received_guest',
  'reservation_received_agency',
  'option_given',
  'reservation_confirmed',
  'bank_transfer',
  'reservation_cancelled',
  'kapora_reminder',
] as const;
/** Templates of a boat rental (issue 7, migration 0008): boat, marina, days, guests, no nights or deposit. */
export const BOAT_MAIL_TEMPLATE_KEYS = [
  'boat_reservation_received_guest',
  'boat_reservation_received_agency',
  'boat_option_given',
  'boat_reservation_confirmed',
  'boat_bank_transfer',
  'boat_reservation_cancelled',
  'boat_kapora_reminder',
] as const;
/** Every mail template an installation has (one row each in `mail_templates`). */
export const MAIL_TEMPLATE_KEYS = [
  ...VILLA_MAIL_TEMPLATE_KEYS,
  ...BOAT_MAIL_TEMPLATE_KEYS,
  'contact_received',
  /** The forgotten-password link of a back-office user (issue 24, migration 0014). */
  'password_reset',
  /** The agency hears of an owner's own blocking (issue 24, migration 0016). */
  'owner_blocking_agency',
  /** A guest's change or cancellation request from 'Rezervasyonlarım' (issue 23, migration 0019). */
  'guest_request_agency',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];
export type BoatMailTemplateKey = (typeof BOAT_MAIL_TEMPLATE_KEYS)[number];

/**
 * The templates a guest receives (issue 18): sent in the reservation's language, so each wants a version
 * in every language of LOCALES; the others go to the agency or staff and stay Turkish.
 */
export const GUEST_MAIL_TEMPLATE_KEYS = [
  'reservation_received_guest',
  'option_given',
  'reservation_confirmed',
  'bank_transfer',
  'reservation_cancelled',
  'kapora_reminder',
  'boat_reservation_received_guest',
  'boat_option_given',
  'boat_reservation_confirmed',
  'boat_bank_transfer',
  'boat_reservation_cancelled',
  'boat_kapora_reminder',
] as const satisfies readonly MailTemplateKey[];

/** A template's subject and body in one more language (issue 18), with the Turkish one's variables. */
export const mailTemplateTranslation = z.object({ subject: z.string(), body: z.string() });
export type MailTemplateTranslation = z.infer<typeof mailTemplateTranslation>;
/** `{ en: { subject, body } }`: the template in the languages other than Turkish that it has. */
export const mailTemplateTranslations = z.partialRecord(z.enum(LOCALES), mailTemplateTranslation);
export type MailTemplateTranslations = z.infer<typeof mailTemplateTranslations>;

export const mailTemplate = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  variables: z.array(z.string()),
  active: z.boolean(),
  updated_at: z.string(),
  translations: mailTemplateTranslations,
  /** The languages a guest template still lacks ("çeviri eksik"); always empty for a staff template. */
  missing_translations: z.array(z.enum(LOCALES)),
});
export type MailTemplate = z.infer<typeof mailTemplate>;

export const mailTemplateBody = z.object({
  subject: z
    .string({ error: 'Konu gerekli.' })
    .trim()
    .min(3, 'Konu en az 3 karakter olmalı.')
    .max(200, 'Konu en fazla 200 karakter olabilir.'),
  body: z
    .string({ error: 'İleti metni gerekli.' })
    .trim()
    .min(10, 'İleti metni en az 10 karakter olmalı.')
    .max(20_000, 'İleti metni en fazla 20.000 karakter olabilir.'),
  /** Which language's version this is (issue 18): Turkish (default) is the template itself, another its translation. */
  lang: localeField.default(DEFAULT_LOCALE),
});
export type MailTemplateBody = z.input<typeof mailTemplateBody>;
export const mailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof mailPreview>;

/** Turkish sample values of every template variable, for the live preview. */
export const MAIL_SAMPLE_VALUES: Record<string, string> = {
  guest_name: 'Ayşe Yılmaz',
  guest_email: 'ayse.yilmaz@example.com',
  guest_phone: '+90 532 111 22 33',
  villa_name: 'Villa Işık',
  reservation_code: 'YL-2026-0142',
  check_in: '12.07.2026',
  check_out: '19.07.2026',
  nights: '7',
  adults: '4',
  children: '2',
  infants: '1',
  party: '4 yetişkin, 2 çocuk, 1 bebek',
  note: 'Bebek yatağı rica ediyoruz.',
  check_in_time: '16:00',
  check_out_time: '10:00',
  damage_deposit: '10.000,00 ₺',
  option_expires_at: '14.07.2026 18:00',
  total_price: '84.000,00 ₺',
  prepayment: '25.200,00 ₺',
  kapora_amount: '25.200,00 ₺',
  paid_amount: '10.000,00 ₺',
  kapora_remaining: '15.200,00 ₺',
  kapora_due_date: '20.06.2026',
  balance_due_date: '12.07.2026',
  bank_name: 'Türkiye İş Bankası',
  account_holder: 'Yalı Turizm Ltd. Şti.',
  iban: 'TR12 0006 4000 0011 2345 6789 01',
  site_name: 'Yalı Villa Kiralama',
  site_phone: '+90 242 836 00 00',
  site_email: 'info@yali.example',
  boat_name: 'Mavi Rüya',
  marina_name: 'D-Marin Göcek (Muğla, Göcek)',
  first_day: '14 Temmuz 2026',
  last_day: '16 Temmuz 2026',
  rental_days: '14 Temmuz 2026 – 16 Temmuz 2026',
  days: '3',
  guests: '6',
  departure_time: '10:00',
  return_time: '18:00',
  name: 'Ayşe Yılmaz',
  email: 'ayse.yilmaz@example.com',
  phone: '+90 532 111 22 33',
  message: 'Merhaba, ağustos ayında Kaş’ta 6 kişilik bir villa arıyoruz. Şöminesi olan var mı?',
  reset_link: 'https://yali.example/dashboard/reset-password?token=örnek',
  owner_name: 'Ayşe Demir',
  label: 'Ev sahibi kullanımı',
  valid_minutes: '60',
  response_hours: '24',
  option_hours: '24',
  kapora: '₺25.200',
  payment_instructions:
    'Banka: Türkiye İş Bankası\nHesap sahibi: Yalı Turizm Ltd. Şti.\nIBAN: TR12 0006 4000 0011 2345 6789 01\nAçıklama: YL-2026-0142',
  whatsapp_link: 'https://wa.me/902428360000?text=Merhaba',
  request_label: 'Değişiklik talebi',
  unit_name: 'Villa Deniz Yıldızı',
  requested_dates: '13.07.2026 – 20.07.2026',
};

/** Sample values that differ for a boat template's preview (a boat rental's 'YT…' code). */
export const BOAT_MAIL_SAMPLE_VALUES: Record<string, string> = { reservation_code: 'YT7K3P9Q' };

// ── Contact messages ──────────────────────────────────────────────────────
export const contactMessagesQuery = pagingQuery(PAGE_SIZE.contactMessages).extend({ read: booleanQuery.optional() });
export const contactMessageItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** Set on a guest's change/cancellation request (issue 23): the reservation it is about, the kind, new dates asked. */
  request: z
    .object({
      kind: z.enum(['change', 'cancel']),
      reservation_kind: z.enum(['villa', 'boat']),
      reservation_ref: z.number().int(),
      reservation_code: z.string(),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
    })
    .nullable(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItem>;
export const contactReadBody = z.object({ read: z.boolean({ error: 'read true veya false olmalı.' }) });
