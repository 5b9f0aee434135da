/**
 * Reservation codes a guest can read out on the phone: 'YL' (villas; 'YT' for
 * boats) + 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L).
 * 31^6 ≈ 887 million codes; the caller retries on the rare unique-constraint clash.
 */
import { randomInt } from 'node:crypto';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReservationCode(prefix: 'YL' | 'YT' = 'YL'): string {
  let s: string = prefix;
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** Normalises what a guest typed: upper case, spaces and dashes removed. */
export function normaliseReservationCode(input: string): string {
  return input.toLocaleUpperCase('tr-TR').replace(/[\s-]/g, '').replace(/İ/g, 'I');
}
