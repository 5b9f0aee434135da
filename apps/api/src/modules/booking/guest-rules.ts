/**
 * The agency's guest rules (issue 23): whether infants (0–2 years) count
 * toward a villa's capacity, the setting `INFANTS_IN_CAPACITY_KEY` ('true':
 * they do; missing or anything else: they do not, a cot needs no bed).
 */
import { eq } from 'drizzle-orm';
import { guestsInCapacity, INFANTS_IN_CAPACITY_KEY } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/** Whether infants count toward a villa's capacity, as the agency set it. */
export async function loadInfantsCounted(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, INFANTS_IN_CAPACITY_KEY));
  return row?.value === 'true';
}

/**
 * Refuses a villa party over `capacity` in the back office (422, Turkish):
 * adults + children, plus infants when the agency counts them (read only
 * when the party has infants).
 */
export async function checkVillaCapacity(
  db: Db | Tx,
  capacity: number,
  party: { adults: number; children: number; infants?: number },
): Promise<void> {
  const counted = (party.infants ?? 0) > 0 && (await loadInfantsCounted(db));
  if (guestsInCapacity(party, counted) > capacity)
    throw new AppError('UNPROCESSABLE', `Kişi sayısı villanın kapasitesini aşıyor (en fazla ${capacity} kişi).`);
}
