/**
 * The 409 answered when a catalogue record (villa type, town, district) is
 * still used by villas: the message names up to five of them, and
 * `details.villas` lists every one as `{ id, name }` so the screen can link them.
 */
import type { VillaUsage } from '@yali/contract';
import { AppError } from '../../lib/errors.ts';

const SHOWN = 5;

/** "A, B, C, D, E ve 3 villa daha" */
export function nameVillas(villas: VillaUsage[]): string {
  const shown = villas.slice(0, SHOWN).map((v) => v.name);
  const rest = villas.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} ve ${rest} villa daha` : shown.join(', ');
}

/**
 * `subject` is the record with its Turkish demonstrative, e.g. 'Bu villa tipi';
 * `action` tells what to do first. Extra details (e.g. districts) are merged in.
 */
export function inUseError(subject: string, villas: VillaUsage[], action: string, extra: Record<string, unknown> = {}) {
  return new AppError('CONFLICT', `${subject} ${villas.length} villada kullanılıyor: ${nameVillas(villas)}. ${action}`, {
    villas,
    ...extra,
  });
}
