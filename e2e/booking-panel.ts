/**
 * The public booking panel's steps that both rental unit kinds share (ADR
 * 008; villa `booking-panel`, boat `boat-booking-form`): the quote shown in
 * the visitor's currency, the request sent with KVKK consent, and the code
 * on the success screen.
 */
import { expect, type Locator } from '@playwright/test';
import { fillByLabel } from './forms';

/**
 * In panel `booking` with the currency set to EURO: the total (test id
 * `totalTestId`) is in €, one note says payment is in TL, and opening the
 * quote's `lengthLine` ('7 gece konaklama', '2 gün kiralama') lists
 * `dayCount` day prices.
 */
export async function expectQuoteInEuro(
  booking: Locator,
  quote: Locator,
  totalTestId: string,
  lengthLine: string,
  dayCount: number,
) {
  await expect(quote).toContainText(lengthLine);
  await expect(quote).toContainText('Ön ödeme (kapora');
  // One currency on the screen (issue 23): every amount in €, one note that payment is in TL.
  await expect(booking.getByTestId(totalTestId)).toContainText('€');
  await expect(booking.getByTestId('quote-fx-note')).toContainText(/Ödeme Türk lirası ile alınır: toplam ₺/);
  await quote.getByText(lengthLine).click();
  await expect(quote.locator('li')).toHaveCount(dayCount);
}

/**
 * Fills the guest's name, e-mail, phone and note in panel `booking`, sends
 * without consent (the form says why), ticks the KVKK box and sends again;
 * answers the code of the success screen ('Talebiniz alındı'), which must
 * match `code` (/^YL…/ villa, /^YT…/ boat).
 */
export async function sendBookingRequest(
  booking: Locator,
  guest: { name: string; email: string; phone: string; note: string },
  code: RegExp,
): Promise<string> {
  await fillByLabel(booking, { 'Ad Soyad': guest.name, 'E-posta': guest.email, Telefon: guest.phone, Notunuz: guest.note });
  await booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }).click();
  await expect(booking.getByText('Devam etmek için KVKK aydınlatma metnini onaylamalısınız.')).toBeVisible();
  await booking.getByLabel(/KVKK aydınlatma metni/).check();
  await booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }).click();
  const codeBox = booking.getByTestId('reservation-code');
  await expect(codeBox).toHaveText(code);
  await expect(booking.getByRole('heading', { name: 'Talebiniz alındı' })).toBeVisible();
  return (await codeBox.textContent()) as string;
}
