/** tr-TR formatting of money and dates (DESIGN §3). Amounts arrive in kuruş. */

const tl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 });

/** 1250000 kuruş → '₺12.500'. */
export function formatKurus(kurus: number): string {
  return tl.format(Math.round(kurus / 100));
}

const dateFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-07-04' → '4 Temmuz 2026' (calendar date, no time-zone shift). */
export function formatDate(isoDate: string): string {
  return dateFmt.format(new Date(`${isoDate}T00:00:00Z`));
}

const dateTimeFmt = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

/** An instant in Istanbul time: '2026-11-26T19:53:00Z' → '26 Kas 2026 22:53'; none → '—'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTimeFmt.format(new Date(iso)) : '—';
}

const tlExact = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 });

/** Ledger amounts to the kuruş: 1234567 → '₺12.345,67', −5000 → '-₺50,00'. */
export function formatKurusExact(kurus: number): string {
  return tlExact.format(kurus / 100);
}

/**
 * A Turkish phone number as people write it: '+905321234567', '0532 123 45 67'
 * → '+90 532 123 45 67'. Anything else (a foreign number) is returned trimmed.
 */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  const national = d.length === 12 && d.startsWith('90') ? d.slice(2) : d.length === 11 && d.startsWith('0') ? d.slice(1) : null;
  if (national === null || national.length !== 10) return phone.trim();
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/**
 * A WhatsApp chat with `phone` (SPEC §9: digits only, a Turkish number with its 90) opening on `text`.
 * Null when the number has too few digits to be one.
 */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = formatPhone(phone).replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
