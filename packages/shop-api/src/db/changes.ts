/**
 * What an idempotent import writes: the fields of a wanted row that differ from the stored one (an
 * import run twice changes nothing). Used by the photo-job import and the price-list import.
 */
/** Deep equality that ignores key order (jsonb comes back with its keys sorted its own way). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The fields of `wanted` that differ from `row`, or null when none do. */
export function changes<T extends Record<string, unknown>>(row: T, wanted: Partial<T>): Partial<T> | null {
  const out: Partial<T> = {};
  let any = false;
  for (const [k, value] of Object.entries(wanted) as [keyof T, T[keyof T]][]) {
    if (!sameValue(row[k], value)) {
      out[k] = value;
      any = true;
    }
  }
  return any ? out : null;
}
