/** The cache port in one process's memory: a bounded LRU with per-entry expiry (lru-cache). */
import { LRUCache } from 'lru-cache';
import { CacheDriver } from '../cache';

/** Entries kept at most; the least recently used go first. */
const MAX_ENTRIES = 20_000;

export class MemoryCache extends CacheDriver {
  private readonly entries: LRUCache<string, { value: unknown }>;

  constructor(maxEntries = MAX_ENTRIES) {
    super();
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

  protected async find(key: string): Promise<{ value: unknown } | undefined> {
    return this.entries.get(key);
  }
}
