/**
 * Use case: "Merkez Bankası’ndan güncelle" (issue 6, SPEC §3 "Exchange data").
 * Downloads the Central Bank's daily bulletin (`today.xml`: `<Tarih_Date>`
 * with `<Currency Kod="USD">…<ForexSelling>`), takes the forex selling rate of
 * USD, EUR and GBP (divided by `<Unit>`), and writes the three rates in one
 * transaction. Nothing is written unless all three were read:
 * - the download fails (network, timeout, HTTP ≥ 400) → TcmbUnavailableError (route: 502);
 * - the document is not that format or a rate is missing/invalid → AppError UNPROCESSABLE (422).
 */
import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { TcmbUpdateContent } from '@yali/contract';
import { type ExchangeValues, updateExchange } from './exchange-rates.ts';

/** The bulletin could not be downloaded; the old rates stay. */
export class TcmbUnavailableError extends Error {}

const CODES: Record<keyof ExchangeValues, string> = {
  dollar_exchange_rate: 'USD',
  euro_exchange_rate: 'EUR',
  sterling_exchange_rate: 'GBP',
};

const MAX_BYTES = 512 * 1024;

/** Parses a `today.xml` document into the three rates and its date; throws UNPROCESSABLE when malformed. */
export function parseTcmbXml(xml: string): { date: string; values: ExchangeValues } {
  const bad = (why: string) => new AppError('UNPROCESSABLE', `Merkez Bankası verisi okunamadı: ${why} Kurlar değiştirilmedi.`);
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(xml, true);
  } catch {
    throw bad('belge geçerli bir XML değil.');
  }
  const root = doc.Tarih_Date as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') throw bad('Tarih_Date öğesi yok.');
  const list = ([] as unknown[]).concat(root.Currency ?? []) as Record<string, unknown>[];
  const values = {} as ExchangeValues;
  for (const [key, code] of Object.entries(CODES) as [keyof ExchangeValues, string][]) {
    const cur = list.find((c) => c && typeof c === 'object' && (c['@_Kod'] === code || c['@_CurrencyCode'] === code));
    if (!cur) throw bad(`${code} kuru bulunamadı.`);
    const selling = Number(
      String(cur.ForexSelling ?? '')
        .trim()
        .replace(',', '.'),
    );
    const unit = Number(String(cur.Unit ?? '1').trim()) || 1;
    if (!Number.isFinite(selling) || selling <= 0) throw bad(`${code} döviz satış kuru geçersiz.`);
    values[key] = String(Math.round((selling / unit) * 10_000) / 10_000);
  }
  const date = String(root['@_Tarih'] ?? root['@_Date'] ?? '');
  return { date, values };
}

async function download(url: string, timeoutMs: number): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml, text/xml' } });
  } catch {
    throw new TcmbUnavailableError('Merkez Bankası’na ulaşılamadı (bağlantı hatası ya da zaman aşımı). Kurlar değiştirilmedi.');
  }
  if (!res.ok) {
    throw new TcmbUnavailableError(`Merkez Bankası kur dosyası indirilemedi (HTTP ${res.status}). Kurlar değiştirilmedi.`);
  }
  const text = await res.text();
  if (text.length > MAX_BYTES)
    throw new AppError('UNPROCESSABLE', 'Merkez Bankası yanıtı beklenenden büyük. Kurlar değiştirilmedi.');
  return text;
}

export async function updateFromTcmb(opts: { db: Db; url: string; timeoutMs?: number }): Promise<TcmbUpdateContent> {
  const xml = await download(opts.url, opts.timeoutMs ?? 10_000);
  const { date, values } = parseTcmbXml(xml);
  const saved = await updateExchange({ db: opts.db, values });
  return { ...saved, date, source: opts.url };
}
