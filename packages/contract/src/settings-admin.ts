/**
 * Back-office settings (SPEC §2 `/dashboard/settings/{exchange|site|contact|social}`,
 * §3 "Website setting entry" and "Exchange data", §7 `/getexchange`,
 * `PUT /exchange/edit`, `/site/edit`, `/contact/edit`, `/social/edit`).
 */
import { z } from 'zod';
import { AUDIT_RETENTION_KEY } from './audit.ts';
import { INFANTS_IN_CAPACITY_KEY } from './party.ts';
import { OWNER_PORTAL_SETTING_KEYS } from './owner-portal.ts';
import { FOOTER_SETTING_KEYS } from './footer.ts';
import { MAP_SETTING_KEYS, mapSettingsFields } from './map.ts';
import { REQUEST_RESPONSE_HOURS_KEY } from './next-steps.ts';
import { PAYMENT_SETTING_KEYS } from './payments.ts';
import { settingEntry } from './settings.ts';

/** Keys each settings form may write; any other key is refused (400). */
export const SETTINGS_SECTION_KEYS = {
  /** …and the listing map's tile server, and whether infants count toward a villa's capacity (issue 23). */
  site: ['site_name', 'site_licence_number', 'site_footer_text', ...MAP_SETTING_KEYS, INFANTS_IN_CAPACITY_KEY],
  contact: [
    'site_phone',
    'site_email',
    'site_whatsapp',
    'site_address',
    'bank_name',
    'account_holder',
    'iban',
    REQUEST_RESPONSE_HOURS_KEY,
  ],
  social: ['facebook_link', 'instagram_link', 'twitter_link', 'youtube_link'],
  /** Kapora due days, whether a kapora confirms an option, reminder days, owner statement basis (issue 19). */
  payments: PAYMENT_SETTING_KEYS,
  /** How long the audit log keeps its records (issue 20). */
  audit: [AUDIT_RETENTION_KEY],
  /** Whether owners see guests' e-mail and phone (issue 24). */
  owners: OWNER_PORTAL_SETTING_KEYS,
  /** The footer's corporate and help links and the payment methods it shows (issue 23). */
  footer: FOOTER_SETTING_KEYS,
} as const;
export type SettingsSection = keyof typeof SETTINGS_SECTION_KEYS;
export const SETTINGS_SECTIONS = Object.keys(SETTINGS_SECTION_KEYS) as SettingsSection[];
export const settingsSectionParam = z.object({
  section: z.enum(SETTINGS_SECTIONS as [SettingsSection, ...SettingsSection[]], 'Bilinmeyen ayar bölümü.'),
});

/**
 * Settings the back office keeps for itself: the payment rules, the audit log's retention and the owner portal's.
 * The public `/v1/settings` and `/v1/website/footer` leave them out; the site has no use for them.
 */
export const INTERNAL_SETTING_KEYS: readonly string[] = [
  ...SETTINGS_SECTION_KEYS.payments,
  ...SETTINGS_SECTION_KEYS.audit,
  ...SETTINGS_SECTION_KEYS.owners,
];

/** `PUT /v1/admin/audit/edit`: the audit log's retention, whole days from 30 to 3650 (10 years). */
export const auditSettingsBody = z.strictObject(
  {
    [AUDIT_RETENTION_KEY]: z
      .string({ error: 'Saklama süresi metin olmalı.' })
      .trim()
      .refine(
        (v) => /^\d{2,4}$/.test(v) && Number(v) >= 30 && Number(v) <= 3650,
        'Saklama süresi 30 ile 3650 arasında bir gün sayısı olmalı.',
      )
      .optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

/** A social link: an https address or empty (the icon is then hidden). */
const socialLink = (label: string) =>
  text(300, label).refine(
    (v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    `${label} https:// ile başlayan bir adres olmalı ya da boş bırakılmalı.`,
  );

export const siteSettingsBody = z.strictObject(
  {
    site_name: text(120, 'Site adı').min(2, 'Site adı en az 2 karakter olmalı.').optional(),
    site_licence_number: text(60, 'Belge numarası').optional(),
    site_footer_text: text(1000, 'Alt bilgi metni').optional(),
    ...mapSettingsFields,
    [INFANTS_IN_CAPACITY_KEY]: z.enum(['true', 'false'], 'Bebeklerin kapasiteye sayılıp sayılmadığını seçin.').optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);

export const contactSettingsBody = z.strictObject(
  {
    site_phone: text(40, 'Telefon')
      .refine((v) => v === '' || /^\+?[\d\s()-]{7,}$/.test(v), 'Geçerli bir telefon numarası yazın.')
      .optional(),
    site_email: text(200, 'E-posta')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Geçerli bir e-posta adresi yazın.')
      .optional(),
    site_whatsapp: text(40, 'WhatsApp')
      .refine((v) => v === '' || /^\+?[\d\s()-]{7,}$/.test(v), 'Geçerli bir WhatsApp numarası yazın.')
      .optional(),
    site_address: text(500, 'Adres').optional(),
    bank_name: text(120, 'Banka adı').optional(),
    account_holder: text(120, 'Hesap sahibi').optional(),
    iban: z
      .string({ error: 'IBAN metin olmalı.' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine((v) => v === '' || /^TR\d{24}$/.test(v), 'IBAN TR ile başlayıp 24 rakamla devam etmeli (26 karakter).')
      .optional(),
    [REQUEST_RESPONSE_HOURS_KEY]: z
      .string({ error: 'Yanıt süresi metin olmalı.' })
      .trim()
      .refine(
        (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 168),
        'Yanıt süresi 1 ile 168 saat arasında olmalı.',
      )
      .optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);

export const socialSettingsBody = z.strictObject(
  {
    facebook_link: socialLink('Facebook adresi').optional(),
    instagram_link: socialLink('Instagram adresi').optional(),
    twitter_link: socialLink('Twitter adresi').optional(),
    youtube_link: socialLink('YouTube adresi').optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);
export type SiteSettingsBody = z.input<typeof siteSettingsBody>;
export type ContactSettingsBody = z.input<typeof contactSettingsBody>;
export type SocialSettingsBody = z.input<typeof socialSettingsBody>;

/** `content` of `GET /settings/{section}` and of the section edits: every key of the section (missing ones as ''). */
export const settingsSectionContent = z.array(settingEntry);

/** An exchange rate: TL per one unit, positive, at most 4 decimals ("42.35" or 42.35; a comma is accepted). */
const rate = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} gerekli.` })
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v) && Number(v) > 0, `${label} pozitif bir sayı olmalı (en fazla 4 ondalık).`)
    .transform((v) => String(Number(v)));

export const exchangeEditBody = z.strictObject(
  {
    dollar_exchange_rate: rate('Dolar kuru'),
    euro_exchange_rate: rate('Euro kuru'),
    sterling_exchange_rate: rate('Sterlin kuru'),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen kur: ${iss.keys.join(', ')}.` : undefined) },
);
export type ExchangeEditBody = z.input<typeof exchangeEditBody>;

/** `GET /getexchange` content (SPEC §3): `currency` as key/value pairs of EXCHANGE_KEYS. */
export const exchangeContent = z.object({ currency: z.array(settingEntry) });
export type ExchangeContent = z.infer<typeof exchangeContent>;

/** `POST /exchange/tcmb` content: the new rates and the bulletin date of the Central Bank (`Tarih_Date`). */
export const tcmbUpdateContent = exchangeContent.extend({ date: z.string(), source: z.string() });
export type TcmbUpdateContent = z.infer<typeof tcmbUpdateContent>;
