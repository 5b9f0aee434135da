/**
 * Exchange rates in settings (SPEC §3 "Exchange data", §7 `/getexchange`,
 * `PUT /exchange/edit`): TL per one unit of dollar, euro and sterling, stored
 * as decimal strings under EXCHANGE_KEYS.
 */
import { EXCHANGE_KEYS, type ExchangeContent } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { readSettings, writeSettings } from './settings-store.ts';

export type ExchangeValues = Record<(typeof EXCHANGE_KEYS)[number], string>;

/** `{ currency: [{ key, value }] }` for the three rate keys, in SPEC order. */
export async function getExchange(db: Db | Tx): Promise<ExchangeContent> {
  return { currency: await readSettings(db, EXCHANGE_KEYS) };
}

/** Writes the three rates in one transaction and answers them (validated: positive decimals). */
export async function updateExchange(opts: { db: Db; values: ExchangeValues }): Promise<ExchangeContent> {
  return opts.db.transaction(async (tx) => {
    await writeSettings(tx, opts.values);
    return getExchange(tx);
  });
}
