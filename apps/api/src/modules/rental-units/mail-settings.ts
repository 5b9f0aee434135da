/** The settings every reservation mail of any rental unit kind offers as variables (DESIGN §3 "Mail"). */
import { inArray } from 'drizzle-orm';
import { asLocale, DEFAULT_LOCALE, type Locale } from '@yali/contract';
import { mailDateTimeIn } from '../mail/mail-dates.ts';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { trDateTime, trMoney } from '../reservations/shared.ts';

const SETTING_KEYS = ['site_name', 'site_phone', 'bank_name', 'account_holder', 'iban'];

/** Site name (default 'Yalı') and phone, bank name, account holder and IBAN ('' when not set). */
export async function mailSettingVariables(db: Db | Tx) {
  const rows = await db.select().from(settings).where(inArray(settings.key, SETTING_KEYS));
  const s = Object.fromEntries(rows.map((x) => [x.key, x.value])) as Record<string, string | undefined>;
  return {
    site_name: s.site_name ?? 'Yalı',
    site_phone: s.site_phone ?? '',
    bank_name: s.bank_name ?? '',
    account_holder: s.account_holder ?? '',
    iban: s.iban ?? '',
  };
}

/** The guest and code variables of any kind's reservation mail; the option's end in `lang` (default Turkish). */
export const guestMailVariables = (
  r: {
    guest_name: string;
    guest_email: string;
    guest_phone: string;
    reservation_id: string;
    option_expires_at: Date | null;
  },
  lang: Locale = DEFAULT_LOCALE,
) => ({
  guest_name: r.guest_name,
  guest_email: r.guest_email,
  guest_phone: r.guest_phone,
  reservation_code: r.reservation_id,
  option_expires_at: r.option_expires_at ? mailDateTimeIn(lang, trDateTime)(r.option_expires_at) : '',
});

/** The language of a stored reservation's guest mails: its `lang` when the site speaks it, else Turkish. */
export const guestLanguageOf = (r: { lang: string }): Locale => asLocale(r.lang) ?? DEFAULT_LOCALE;

/** An amount in kuruş as TL text ('₺12.500'), or 'Fiyat sorunuz' when there is no price. */
export const mailMoney = (kurus: number | null) => (kurus === null ? 'Fiyat sorunuz' : trMoney(kurus));
