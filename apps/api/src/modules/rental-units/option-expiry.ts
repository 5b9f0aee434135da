/** The expiry of an option (DESIGN §3), the same for every rental unit kind. */
import { OPTION_DEFAULT_HOURS } from '@yali/contract';
import { AppError } from '../../lib/errors.ts';

/** Resolves the expiry of an option: the given instant (must be in the future, else 422) or now + 24 h. */
export function optionExpiry(given: string | null | undefined, now = new Date()): Date {
  if (!given) return new Date(now.getTime() + OPTION_DEFAULT_HOURS * 3600_000);
  const at = new Date(given);
  if (at.getTime() <= now.getTime()) throw new AppError('UNPROCESSABLE', 'Opsiyon bitiş zamanı gelecekte olmalı.');
  return at;
}
