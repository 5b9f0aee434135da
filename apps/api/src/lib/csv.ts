/**
 * CSV exports for Excel as a Turkish office opens them (issue 19, "Exports"):
 * UTF-8 with a byte-order mark (without it Excel reads the file as
 * Windows-1254 and garbles ş, ğ, ı), `;` between fields (a Turkish Excel
 * takes `,` as the decimal separator) and CRLF line ends. Amounts go out
 * with a decimal comma and no thousands separator (`12345,67`), which Excel
 * reads as a number. Shared by the owner statement, the payments list and
 * the arrivals board.
 */
import type { FastifyReply } from 'fastify';
import { todayInIstanbul } from '../domain/pricing.ts';

const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * A field as CSV: quoted when it holds the separator, a quote or a line
 * break (quotes doubled). A text starting with `=`, `+`, `-` or `@` is
 * prefixed with `'` so that Excel never runs a guest's name as a formula
 * (CSV injection); numbers, and decimals such as `kurusToCsv` writes
 * (`-12,50`), are written as they are.
 */
function field(value: string | number): string {
  if (typeof value === 'number' || /^-?\d+(,\d+)?$/.test(value)) return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the first one the header) as an Excel-friendly CSV document, BOM included. */
export function toCsv(rows: (string | number)[][]): string {
  return `${BOM}${rows.map((row) => row.map(field).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** Kuruş as a Turkish decimal for CSV: 1234567 → '12345,67', -5 → '-0,05'. */
export function kurusToCsv(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kurus));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Answers `csv` as a download named `<name>-<today>.csv`, never cached (it holds guests' data). */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${todayInIstanbul()}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
