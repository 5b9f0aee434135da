/**
 * The footer's link lists and payment methods, kept in the website settings
 * (SPEC §2 "Footer text and links come from website settings", §3
 * `content.footerData`; issue 23) and edited in `/dashboard/settings/footer`.
 * A link list is stored as text, one link a line: `Etiket | /adres`.
 */
import { z } from 'zod';
import type { PaymentMethod } from './payments.ts';

/**
 * Ways of the payments ledger (PaymentMethod) a footer may show; the footer
 * shows only those the agency configured (no card logos without card payment).
 */
export const FOOTER_PAYMENT_METHODS = ['bank_transfer', 'cash', 'card'] as const satisfies readonly PaymentMethod[];
export type FooterPaymentMethod = (typeof FOOTER_PAYMENT_METHODS)[number];

export const FOOTER_SETTING_KEYS = ['footer_corporate_links', 'footer_help_links', 'payment_methods'] as const;
export type FooterSettingKey = (typeof FOOTER_SETTING_KEYS)[number];

/** A key never saved reads as these: the SPEC §2 lists, the car and transfer pages (§1) and bank transfer only. */
export const FOOTER_SETTING_DEFAULTS: Record<FooterSettingKey, string> = {
  footer_corporate_links: [
    'Hakkımızda | /about',
    'Kiralama Sözleşmesi | /website/rental',
    'Gizlilik Politikası | /website/privacy',
    'İptal Politikası | /website/cancel',
    'KVKK | /website/kvkk',
    'Araç Kiralama | /car',
    'Havalimanı Transferi | /transfer',
  ].join('\n'),
  footer_help_links: ['İletişim | /contact', 'S.S.S. | /faq', 'Blog | /blog', 'Nasıl Kiralarım | /website/howrent'].join('\n'),
  payment_methods: 'bank_transfer',
};

export type FooterLink = { label: string; href: string };

const LINE = /^(.{1,60}?)\s*\|\s*(\S{1,300})$/;
/** A site path ('/about', not '//host') or an https address. */
const SAFE_HREF = /^(\/(?!\/)\S*|https:\/\/\S+)$/;

/** The links of a stored list; blank lines are skipped, a malformed line is left out. */
export function parseFooterLinks(value: string): FooterLink[] {
  return value.split('\n').flatMap((raw) => {
    const m = LINE.exec(raw.trim());
    if (!m?.[1] || !m[2] || !SAFE_HREF.test(m[2])) return [];
    return [{ label: m[1].trim(), href: m[2] }];
  });
}

/** The configured payment methods, in PAYMENT_METHODS order; unknown names are dropped. */
export function parsePaymentMethods(value: string): FooterPaymentMethod[] {
  const chosen = value.split(',').map((s) => s.trim());
  return FOOTER_PAYMENT_METHODS.filter((m) => chosen.includes(m));
}

const linkList = (label: string) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .max(3000, `${label} en fazla 3000 karakter olabilir.`)
    .transform((v) =>
      v
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .superRefine((v, ctx) => {
      const lines = v ? v.split('\n') : [];
      if (lines.length > 12) ctx.addIssue({ code: 'custom', message: `${label} en fazla 12 bağlantı içerebilir.` });
      lines.forEach((line, i) => {
        if (parseFooterLinks(line).length === 0)
          ctx.addIssue({
            code: 'custom',
            message: `${label}, ${i + 1}. satır “Etiket | /adres” biçiminde olmalı (adres / ya da https:// ile başlar).`,
          });
      });
    });

/** `PUT /v1/admin/footer/edit`. */
export const footerSettingsBody = z.strictObject(
  {
    footer_corporate_links: linkList('Kurumsal bağlantılar').optional(),
    footer_help_links: linkList('Yardım bağlantıları').optional(),
    payment_methods: z
      .string({ error: 'Ödeme yöntemleri metin olmalı.' })
      .refine(
        (v) => v.split(',').every((s) => s.trim() === '' || (FOOTER_PAYMENT_METHODS as readonly string[]).includes(s.trim())),
        'Ödeme yöntemi bank_transfer, cash veya card olmalı.',
      )
      .transform((v) => parsePaymentMethods(v).join(','))
      .optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen ayar: ${iss.keys.join(', ')}.` : undefined) },
);
export type FooterSettingsBody = z.input<typeof footerSettingsBody>;
