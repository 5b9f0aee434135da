/**
 * 'Rezervasyonlarım' for a verified guest (issue 23): a guest proves one
 * reservation (its code plus the e-mail or phone given in it) and gets a
 * short-lived guest token; with it they read every reservation (villa and
 * boat) made with that e-mail or phone, ask the agency for a change or a
 * cancellation, and download the voucher of a confirmed one.
 * Amounts are integer kuruş; dates `YYYY-MM-DD` (Europe/Istanbul).
 */
import { z } from 'zod';
import { isoDate } from './common.ts';
import { ReservationStatus } from './enums.ts';
import { PaymentState } from './payments.ts';

/** The guest token's lifetime: long enough to read, write a request and print a voucher. */
export const GUEST_TOKEN_TTL_SECONDS = 30 * 60;

export const MY_RESERVATIONS_MESSAGES = {
  tokenInvalid: 'Doğrulamanızın süresi doldu. Rezervasyon kodunuz ve iletişim bilginizle yeniden sorgulayın.',
  notYours: 'Bu rezervasyon doğruladığınız iletişim bilgilerine ait değil.',
  requestClosed: 'Bu rezervasyon için artık talep gönderilemez; lütfen acenteyle iletişime geçin.',
  requestSent: 'Talebiniz acenteye iletildi',
  messageShort: 'Mesajınız en az 10 karakter olmalı.',
  messageLong: 'Mesajınız en fazla 2000 karakter olabilir.',
  kindInvalid: 'Talep türü "change" (değişiklik) ya da "cancel" (iptal) olmalı.',
  datesOrder: 'Yeni çıkış tarihi giriş tarihinden sonra olmalı.',
  datesBoth: 'Yeni tarihler için giriş ve çıkış tarihinin ikisini de seçin.',
  datesOnlyChange: 'Yeni tarihler yalnızca değişiklik talebinde gönderilebilir.',
} as const;

/** `POST /v1/reservations/mine/verify` answer: the guest token and when it ends (ISO timestamp). */
export const guestTokenIssued = z.object({ token: z.string(), expires_at: z.string() });
export type GuestTokenIssued = z.infer<typeof guestTokenIssued>;

export const ReservationRequestKind = z.enum(['change', 'cancel'], { error: MY_RESERVATIONS_MESSAGES.kindInvalid });
export type ReservationRequestKind = z.infer<typeof ReservationRequestKind>;

/** Guest-facing names of a request, as listed under its reservation ("Değişiklik talebi gönderildi · 27 Kas 2026"). */
export const RESERVATION_REQUEST_LABELS: Record<ReservationRequestKind, string> = {
  change: 'Değişiklik talebi',
  cancel: 'İptal talebi',
};

/** One change/cancel request already sent for a reservation. */
export const guestRequestItem = z.object({ kind: ReservationRequestKind, created_at: z.string() });

/**
 * One reservation of the verified guest. `length` is nights (villa) or days (boat); `guests` counts adults and
 * children (a boat: everyone aboard); `children` and `infants` (0–2, issue 23) are 0 for a boat.
 */
export const myReservationItem = z.object({
  kind: z.enum(['villa', 'boat']),
  reservation_id: z.string(),
  status: ReservationStatus,
  unit: z.object({ slug: z.string(), name: z.string() }),
  started_at: z.string(),
  finished_at: z.string(),
  length: z.number().int(),
  guests: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  total_kurus: z.number().int().nullable(),
  paid_kurus: z.number().int(),
  balance_due_kurus: z.number().int(),
  kapora_kurus: z.number().int(),
  /** The kapora's last day while the reservation is pending or optioned and nothing is paid; else null. */
  kapora_due_on: z.string().nullable(),
  payment_state: PaymentState,
  /** WhatsApp link to the agency with this code typed in; null when no number is set. */
  whatsapp_url: z.string().nullable(),
  can_request: z.boolean(),
  voucher: z.boolean(),
  requests: z.array(guestRequestItem),
});
export type MyReservationItem = z.infer<typeof myReservationItem>;

/** `GET /v1/reservations/mine`: newest stay first, and the agency's contact from the settings. */
export const myReservations = z.object({
  items: z.array(myReservationItem),
  agency: z.object({ phone: z.string().nullable(), email: z.string().nullable(), whatsapp: z.string().nullable() }),
});
export type MyReservations = z.infer<typeof myReservations>;

const M = MY_RESERVATIONS_MESSAGES;

/** `POST /v1/reservations/mine/{code}/requests`: a change (optionally with new dates) or a cancellation request. */
export const guestRequestBody = z
  .object({
    kind: ReservationRequestKind,
    message: z.string({ error: M.messageShort }).trim().min(10, M.messageShort).max(2000, M.messageLong),
    started_at: isoDate.optional(),
    finished_at: isoDate.optional(),
  })
  .superRefine((b, ctx) => {
    const dated = b.started_at !== undefined || b.finished_at !== undefined;
    if (!dated) return;
    if (b.kind !== 'change') ctx.addIssue({ code: 'custom', path: ['started_at'], message: M.datesOnlyChange });
    else if (!b.started_at || !b.finished_at) ctx.addIssue({ code: 'custom', path: ['finished_at'], message: M.datesBoth });
    else if (b.finished_at <= b.started_at) ctx.addIssue({ code: 'custom', path: ['finished_at'], message: M.datesOrder });
  });
export type GuestRequestBody = z.infer<typeof guestRequestBody>;

export const guestRequestCreated = z.object({ message: z.string(), request: guestRequestItem });
export type GuestRequestCreated = z.infer<typeof guestRequestCreated>;

export const reservationCodeParams = z.object({ code: z.string().trim().min(1).max(20) });
