/**
 * The next steps after a booking request (issue 23), the same for every
 * rental unit kind: the confirmation answer's `next_steps` and the variables
 * the 'request received' guest mails print them with.
 */
import { DEFAULT_LOCALE, type Locale } from '@yali/contract';
import { mailText } from '@yali/contract/i18n';
import {
  groupedIban,
  OPTION_DEFAULT_HOURS,
  REQUEST_RESPONSE_HOURS_DEFAULT,
  REQUEST_RESPONSE_HOURS_KEY,
  type RequestNextSteps,
  requestWhatsappText,
  whatsappUrl,
} from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { trMoney } from '../reservations/shared.ts';
import { readSettings } from '../settings/settings-store.ts';

const KEYS = ['site_whatsapp', 'site_phone', 'site_email', 'bank_name', 'account_holder', 'iban', REQUEST_RESPONSE_HOURS_KEY];

/**
 * What the guest of reservation `code` does now: answer time and option
 * length in hours, the kapora (`kapora_kurus`, kuruş), the bank account from
 * the contact settings (null without an IBAN), the code as the transfer
 * description, and the agency's WhatsApp (with the code typed in), phone
 * and e-mail (null when not set). Reads settings only; never throws.
 */
export async function requestNextSteps(db: Db | Tx, opts: { code: string; kapora_kurus: number }): Promise<RequestNextSteps> {
  const s = Object.fromEntries((await readSettings(db, KEYS)).map((e) => [e.key, e.value.trim()]));
  const hours = Number(s[REQUEST_RESPONSE_HOURS_KEY]);
  return {
    confirm_within_hours: Number.isInteger(hours) && hours > 0 ? hours : REQUEST_RESPONSE_HOURS_DEFAULT,
    option_hours: OPTION_DEFAULT_HOURS,
    kapora_kurus: opts.kapora_kurus,
    bank: s.iban ? { bank_name: s.bank_name ?? '', account_holder: s.account_holder ?? '', iban: groupedIban(s.iban) } : null,
    transfer_description: opts.code,
    whatsapp_url: s.site_whatsapp ? whatsappUrl(s.site_whatsapp, requestWhatsappText(opts.code)) : null,
    phone: s.site_phone || null,
    email: s.site_email || null,
  };
}

/**
 * The guest mail's variables for `steps`: `response_hours`, `option_hours`,
 * `kapora` (TL text), `payment_instructions` (bank, holder, IBAN and the code
 * as description on separate lines, or a line saying the agency sends them),
 * `whatsapp_link` ('' without a number), and the bank fields one by one.
 */
export function nextStepsMailVariables(steps: RequestNextSteps, lang: Locale = DEFAULT_LOCALE) {
  const bank = steps.bank;
  const reference = steps.transfer_description;
  const translated = bank
    ? mailText(lang, 'bankLines', { bank: bank.bank_name, holder: bank.account_holder, iban: bank.iban, reference })
    : mailText(lang, 'bankLater', { reference });
  return {
    response_hours: steps.confirm_within_hours,
    option_hours: steps.option_hours,
    kapora: trMoney(steps.kapora_kurus),
    bank_name: bank?.bank_name ?? '',
    account_holder: bank?.account_holder ?? '',
    iban: bank?.iban ?? '',
    payment_instructions:
      translated ??
      (bank
        ? [
            `Banka: ${bank.bank_name}`,
            `Hesap sahibi: ${bank.account_holder}`,
            `IBAN: ${bank.iban}`,
            `Açıklama: ${steps.transfer_description}`,
          ].join('\n')
        : `Banka bilgilerimizi onayla birlikte ileteceğiz. Havale açıklamasına rezervasyon kodunuzu (${steps.transfer_description}) yazınız.`),
    whatsapp_link: steps.whatsapp_url ?? '',
  };
}
