/** The in-process cache driver, recording every value written to it (key and value), for tests of what services cache. */
import { MemoryCache } from '../../../server/src/ports/memory/cache';

export class RecordingCache extends MemoryCache {
  readonly writes: { key: string; value: unknown }[] = [];

  override async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.writes.push({ key, value });
    return super.set(key, value, ttlMs);
  }
}

/**
 * Whether a value survives a JSON round trip unchanged, as a shared driver (Redis) would give it
 * back: only plain objects, arrays, strings, finite numbers, booleans and null (undefined only as
 * an absent property). The path of the first offending part, or null when it is plain data.
 */
export function notPlainJson(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = item === undefined ? `${path}[${index}]` : notPlainJson(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = item === undefined ? null : notPlainJson(item, `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return path;
}
