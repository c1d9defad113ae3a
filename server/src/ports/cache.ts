/**
 * The key-value cache port: values with a time to live, and get-or-load that merges concurrent misses
 * of one key into one load. The catalog, category, rates and translation caches sit behind it; writes
 * that change what it holds (orders) invalidate through it. Values are plain JSON data, so a shared
 * driver (Redis) can hold them too.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Drops every key that starts with `prefix` (an invalidation after a write). */
  deleteByPrefix(prefix: string): Promise<void>;
  /**
   * The cached value, else `load()` (one load per key at a time, however many callers miss together),
   * kept for `ttlMs`, or for the time `ttlMs(value)` gives (a fallback value may be kept briefly).
   */
  getOrLoad<T>(key: string, ttlMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T>;
}

/**
 * What every cache driver shares: the one get-or-load. A driver only stores (find, get, set, delete);
 * concurrent misses of one key in this process wait for one load, whose value is kept by `set` (across
 * replicas, each may load once).
 */
export abstract class CacheDriver implements Cache {
  private readonly loading = new Map<string, Promise<unknown>>();

  abstract get<T>(key: string): Promise<T | undefined>;
  abstract set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  abstract delete(key: string): Promise<void>;
  abstract deleteByPrefix(prefix: string): Promise<void>;
  /** The entry kept for `key`, boxed so that a kept `undefined` is told from a miss. */
  protected abstract find(key: string): Promise<{ value: unknown } | undefined>;

  async getOrLoad<T>(key: string, ttlMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T> {
    const hit = await this.find(key);
    if (hit) return hit.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const promise = (async () => {
      try {
        const value = await load();
        await this.set(key, value, typeof ttlMs === 'function' ? ttlMs(value) : ttlMs);
        return value;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, promise);
    return promise;
  }
}

/** A view of a cache whose keys all start with `prefix:` (one namespace per use). */
export function namespaced(cache: Cache, prefix: string): Cache {
  const k = (key: string) => `${prefix}:${key}`;
  return {
    get: (key) => cache.get(k(key)),
    set: (key, value, ttlMs) => cache.set(k(key), value, ttlMs),
    delete: (key) => cache.delete(k(key)),
    deleteByPrefix: (keyPrefix) => cache.deleteByPrefix(k(keyPrefix)),
    getOrLoad: (key, ttlMs, load) => cache.getOrLoad(k(key), ttlMs, load),
  };
}
