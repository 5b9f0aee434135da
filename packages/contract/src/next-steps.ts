/**
 * What happens after a booking request (issue 23 "After the request"): the
 * confirmation screen and the 'request received' mail of every rental unit
 * kind say when the agency answers, how long an option holds, the kapora
 * and how to pay it (bank, IBAN, the reservation code as the transfer
 * description) and how to reach the agency (WhatsApp with the code typed in).
 */
import { z } from 'zod';
import { phoneLink } from './text.ts';

/** Setting (contact section): hours within which the agency answers a request. */
export const REQUEST_RESPONSE_HOURS_KEY = 'request_response_hours';
export const REQUEST_RESPONSE_HOURS_DEFAULT = 24;

export const requestNextSteps = z.object({
  /** The agency confirms availability within this many hours (setting `request_response_hours`). */
  confirm_within_hours: z.number().int(),
  /** Once available, an option holds the dates this many hours: the option deadline (OPTION_DEFAULT_HOURS). */
  option_hours: z.number().int(),
  /** The kapora (prepayment) in kuruş, due within the option. */
  kapora_kurus: z.number().int(),
  /** The agency's bank account from the contact settings; null while no IBAN is set. */
  bank: z.object({ bank_name: z.string(), account_holder: z.string(), iban: z.string() }).nullable(),
  /** What the guest writes as the transfer's description: the reservation code. */
  transfer_description: z.string(),
  /** wa.me link with the code prefilled; null without a WhatsApp number. */
  whatsapp_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type RequestNextSteps = z.infer<typeof requestNextSteps>;

/** The message a guest's WhatsApp opens with: the code, so the agency finds the request at once. */
export const requestWhatsappText = (code: string) => `Merhaba, ${code} kodlu rezervasyon talebim hakkında yazıyorum.`;

/** `https://wa.me/905…?text=…` (SPEC §9: spaces and the plus sign removed from the number). */
export const whatsappUrl = (number: string, text: string) =>
  `https://wa.me/${phoneLink(number)}?text=${encodeURIComponent(text)}`;

/** 'TR12 0006 …': an IBAN in groups of four, as printed on bank cards. */
export const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
