/**
 * Rows grouped by a key, each group in the rows' order (Node 20 has no `Map.groupBy`).
 * Used to hang a unit's periods, holds, images or types on the unit after one query for all.
 */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
