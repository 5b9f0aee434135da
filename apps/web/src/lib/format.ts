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

const tlExact = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 });

/** Ledger amounts to the kuruş: 1234567 → '₺12.345,67', −5000 → '-₺50,00'. */
export function formatKurusExact(kurus: number): string {
  return tlExact.format(kurus / 100);
}
