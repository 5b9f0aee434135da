/**
 * The 409 answered when a boat type or marina is still used by boats: the
 * message names up to five of them ('… ve 3 tekne daha'), and `details.boats`
 * lists every one as `{ id, name }` so that the screen can link them.
 */
import type { BoatUsage } from '@yali/contract';
import { AppError } from '../../lib/errors.ts';

const SHOWN = 5;

/** "A, B, C, D, E ve 3 tekne daha" */
export function nameBoats(boats: BoatUsage[]): string {
  const shown = boats.slice(0, SHOWN).map((b) => b.name);
  const rest = boats.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} ve ${rest} tekne daha` : shown.join(', ');
}

/** `subject` carries its Turkish demonstrative ('Bu tekne tipi'); `action` tells what to do first. */
export function boatsInUseError(subject: string, boats: BoatUsage[], action: string): AppError {
  return new AppError('CONFLICT', `${subject} ${boats.length} teknede kullanılıyor: ${nameBoats(boats)}. ${action}`, {
    boats,
  });
}
