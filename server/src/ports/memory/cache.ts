/** The cache port in one process's memory: a bounded LRU with per-entry expiry (lru-cache). */
import { LRUCache } from 'lru-cache';
import type { Cache } from '../cache';

/** Entries kept at most; the least recently used go first. */
const MAX_ENTRIES = 20_000;

export class MemoryCache implements Cache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(maxEntries = MAX_ENTRIES) {
    this.entries = new LRUCache({ max: maxEntries, ttlAutopurge: false });
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.entries.get(key)?.value as T | undefined;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return void this.entries.delete(key);
    this.entries.set(key, { value }, { ttl: ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async getOrLoad<T>(key: string, ttlMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
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
