/** What the benchmarks share: their settings read from the environment, and percentiles. */

/** A positive integer setting (LOAD_SHOPPERS, CHECKOUT_BUYERS...), `fallback` when unset. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

/** The p-th percentile of ascending `sorted` values (NaN when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
