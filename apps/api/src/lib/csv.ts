/**
 * CSV for Excel as Turkish offices open it (issue 19 "Exports"): UTF-8 with a
 * byte-order mark (so Excel reads ç, ğ, ı, ş), `;` between fields (the
 * comma is the decimal sign in tr-TR), CRLF line ends, every field quoted
 * when it holds `;`, a quote or a line break.
 */

const quote = (v: string | number) => {
  const s = String(v);
  return /[";\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** Rows (the first one the header) → the file's text, BOM included. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(quote).join(';')).join('\r\n')}\r\n`;
}

/** Kuruş → '12345,67' (a number Excel reads in tr-TR: decimal comma, no thousands separator). */
export function kurusToCsv(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
