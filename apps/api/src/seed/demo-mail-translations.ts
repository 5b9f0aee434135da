/**
 * The demo agency's English guest mails (issue 18): most guest templates get
 * an English version with the Turkish one's variables; the boat option,
 * cancellation and both kapora reminders keep none, so the back office shows
 * its "çeviri eksik" marker and an English guest gets the Turkish fallback.
 */
import { eq } from 'drizzle-orm';
import type { MailTemplateKey, MailTemplateTranslation } from '@yali/contract';
import type { Tx } from '../db/client.ts';
import { mailTemplates } from '../db/schema.ts';

const NEXT_STEPS =
  'What happens now?\n1. Our team confirms availability within {{response_hours}} hours.\n' +
  '2. If it is free, the dates are held for you for {{option_hours}} hours; to secure the booking, pay {{kapora}} as a deposit within that time.\n' +
  '3. You can pay the deposit by bank transfer:\n{{payment_instructions}}\n\n' +
  'Contact us: WhatsApp {{whatsapp_link}} — Phone {{site_phone}}\n\n{{site_name}}';

export const DEMO_MAIL_TRANSLATIONS_EN: Partial<Record<MailTemplateKey, MailTemplateTranslation>> = {
  reservation_received_guest: {
    subject: 'We have received your booking request — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nYour booking request for {{villa_name}} from {{check_in}} to {{check_out}} has reached us. ' +
      `Your reservation code: {{reservation_code}}\n\nTotal: {{total_price}}\n\n${NEXT_STEPS}`,
  },
  option_given: {
    subject: 'Your dates are on hold — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\n{{villa_name}} is held for you from {{check_in}} to {{check_out}} until {{option_expires_at}}. ' +
      'To confirm your booking, please pay the deposit ({{prepayment}}) within this time.\n\n{{site_name}}',
  },
  reservation_confirmed: {
    subject: 'Your booking is confirmed — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nYour booking of {{villa_name}} is confirmed.\n\nCheck-in: {{check_in}} ({{check_in_time}})\n' +
      'Check-out: {{check_out}} ({{check_out_time}})\nTotal: {{total_price}}\n' +
      'Damage deposit: {{damage_deposit}} (taken at check-in, returned at check-out)\n\nHave a wonderful holiday.\n{{site_name}} — {{site_phone}}',
  },
  bank_transfer: {
    subject: 'Payment details — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nThe deposit for your booking of {{villa_name}}: {{prepayment}}\n\nBank: {{bank_name}}\n' +
      'Account holder: {{account_holder}}\nIBAN: {{iban}}\nReference: {{reservation_code}}\n\n' +
      'Once you have paid, please send us the receipt.\n{{site_name}}',
  },
  reservation_cancelled: {
    subject: 'Your booking has been cancelled — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nYour booking of {{villa_name}} from {{check_in}} to {{check_out}} has been cancelled.\n\n' +
      'For any questions, call us: {{site_phone}}\n{{site_name}}',
  },
  boat_reservation_received_guest: {
    subject: 'We have received your boat rental request — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nYour request to rent {{boat_name}} for {{rental_days}} ({{days}} days) has reached us. ' +
      'Your reservation code: {{reservation_code}}\n\nMarina: {{marina_name}}\nFirst day: {{first_day}} (departure {{departure_time}})\n' +
      `Last day: {{last_day}} (return {{return_time}})\nGuests: {{guests}}\nTotal: {{total_price}}\n\n${NEXT_STEPS}`,
  },
  boat_reservation_confirmed: {
    subject: 'Your boat rental is confirmed — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nYour rental of {{boat_name}} is confirmed.\n\nMarina: {{marina_name}}\n' +
      'First day: {{first_day}} (departure {{departure_time}})\nLast day: {{last_day}} (return {{return_time}})\n' +
      'Length: {{days}} days\nGuests: {{guests}}\nTotal: {{total_price}}\n\n' +
      'Please be at the marina before the departure time. Fair winds!\n{{site_name}} — {{site_phone}}',
  },
  boat_bank_transfer: {
    subject: 'Deposit payment details — {{reservation_code}}',
    body:
      'Dear {{guest_name}},\n\nThe deposit for your rental of {{boat_name}} ({{rental_days}}, {{days}} days): {{prepayment}}\n' +
      'Total: {{total_price}}\n\nBank: {{bank_name}}\nAccount holder: {{account_holder}}\nIBAN: {{iban}}\n' +
      'Reference: {{reservation_code}}\n\nOnce you have paid, please send us the receipt.\n{{site_name}}',
  },
};

/** Stores the English versions above on the demo's templates (inside the seed's transaction). */
export async function seedMailTranslations(tx: Tx): Promise<void> {
  for (const [key, en] of Object.entries(DEMO_MAIL_TRANSLATIONS_EN)) {
    await tx.update(mailTemplates).set({ translations: { en } }).where(eq(mailTemplates.key, key));
  }
}
