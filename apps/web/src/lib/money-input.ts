/**
 * Amounts typed in Turkish (`1.250,50`, `1250,5`, `1250.50`, `1250`) as
 * kuruş, and percentages (`20`, `12,5`) as basis points; null when the text
 * is not such a number. Money never goes through floating point: the lira
 * and kuruş parts are read as integers.
 */
export function parseLira(text: string): number | null {
  let s = text.replace(/[\s₺]/g, '').replace(/TL$/i, '');
  // With a comma, dots are thousands separators; without one, a single dot followed by 1–2 digits is the decimal point.
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (!/^\d+\.\d{1,2}$/.test(s)) s = s.replace(/\.(?=\d{3}(\D|$))/g, '');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** '20' → 2000, '12,5' → 1250, '%7,25' → 725; null unless 0–100 with at most two decimals. */
export function parsePercent(text: string): number | null {
  const m = /^%?(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}
