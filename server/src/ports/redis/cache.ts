/**
 * The cache port in Redis, shared by every replica: values as JSON with a millisecond expiry, so a
 * write on one replica (an order) invalidates the cache of all. Concurrent misses of one key within a
 * process share one load; across replicas each may load once.
 */
import { CacheDriver } from '../cache';
import type { Redis } from './client';

export class RedisCache extends CacheDriver {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cache:',
  ) {
    super();
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    if (ttlMs <= 0 || value === undefined) return void (await this.redis.del(this.prefix + key));
    await this.redis.set(this.prefix + key, JSON.stringify(value), { expiration: { type: 'PX', value: Math.ceil(ttlMs) } });
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    const pattern = `${escapeGlob(this.prefix + prefix)}*`;
    for await (const keys of this.redis.scanIterator({ MATCH: pattern, COUNT: 500 })) {
      if (keys.length > 0) await this.redis.unlink(keys);
    }
  }

  protected async find(key: string): Promise<{ value: unknown } | undefined> {
    const value = await this.get(key);
    return value === undefined ? undefined : { value };
  }
}

/** A key prefix as a SCAN pattern: its glob characters matched literally. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}
