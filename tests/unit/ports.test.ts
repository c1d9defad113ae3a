/** The in-process drivers of the shared-state ports: cache, rate limits, idempotency keys and locks. */
import { namespaced } from '../../server/src/ports/cache';
import { LockTimeoutError } from '../../server/src/ports/idempotency';
import { MemoryCache } from '../../server/src/ports/memory/cache';
import { MemoryIdempotencyStore, MemoryLocks } from '../../server/src/ports/memory/idempotency';
import { MemoryRateLimitStore } from '../../server/src/ports/memory/rateLimit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MemoryCache', () => {
  it('merges concurrent misses of one key into one load, and serves the value until its ttl', async () => {
    const cache = new MemoryCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(5);
      return { value: loads };
    };
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', 30, load)));
    expect(values).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(await cache.getOrLoad('k', 30, load)).toEqual({ value: 1 });
    await sleep(40);
    expect(await cache.getOrLoad('k', 30, load)).toEqual({ value: 2 });
    expect(loads).toBe(2);
  });

  it('keeps a value for the time the ttl function gives, and nothing for 0', async () => {
    const cache = new MemoryCache();
    await cache.getOrLoad(
      'fallback',
      (value: string) => (value === 'default' ? 0 : 1000),
      async () => 'default',
    );
    expect(await cache.get('fallback')).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    const cache = new MemoryCache();
    await expect(cache.getOrLoad('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', 1000, async () => 'up')).toBe('up');
  });

  it('invalidates by prefix, inside a namespace only', async () => {
    const cache = new MemoryCache();
    const catalog = namespaced(cache, 'catalog');
    await catalog.set('product:1', 'a', 1000);
    await catalog.set('product:2', 'b', 1000);
    await catalog.set('category:1', 'c', 1000);
    await cache.set('other:product:1', 'd', 1000);
    await catalog.deleteByPrefix('product:');
    expect(await catalog.get('product:1')).toBeUndefined();
    expect(await catalog.get('category:1')).toBe('c');
    expect(await cache.get('other:product:1')).toBe('d');
  });
});

describe('MemoryRateLimitStore', () => {
  it('allows `points` attempts per key and window, refunds, and keeps policies apart', async () => {
    const store = new MemoryRateLimitStore();
    const limiter = store.limiter({ name: 'test', points: 2, durationSec: 60 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(true);
    const refused = await limiter.consume('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect((await limiter.consume('b')).allowed).toBe(true);
    expect((await store.limiter({ name: 'other', points: 1, durationSec: 60 }).consume('a')).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});

describe('MemoryIdempotencyStore', () => {
  it('gives a key to its first claimer, answers the others in progress, then the result', async () => {
    const store = new MemoryIdempotencyStore();
    expect(await store.claim('order-1', 'shopper', 1000)).toEqual({ state: 'claimed' });
    expect(await store.claim('order-1', 'shopper', 1000)).toEqual({ state: 'in_progress' });
    await store.complete('order-1', 'shopper', { orderId: 7 }, 1000);
    expect(await store.claim('order-1', 'shopper', 1000)).toEqual({ state: 'completed', result: { orderId: 7 } });
  });

  // Regression: another browser replaying a shopper's key got the shopper's result.
  it("never gives a key's result, nor its progress, to another owner", async () => {
    const store = new MemoryIdempotencyStore();
    await store.claim('order-1', 'shopper', 1000);
    expect(await store.claim('order-1', 'intruder', 1000)).toEqual({ state: 'foreign' });
    await store.abandon('order-1', 'intruder');
    await store.complete('order-1', 'intruder', { orderId: 666 }, 1000);
    await store.complete('order-1', 'shopper', { orderId: 7 }, 1000);
    expect(await store.claim('order-1', 'intruder', 1000)).toEqual({ state: 'foreign' });
    expect(await store.claim('order-1', 'shopper', 1000)).toEqual({ state: 'completed', result: { orderId: 7 } });
  });

  it('frees an abandoned or expired claim', async () => {
    let now = 0;
    const store = new MemoryIdempotencyStore(() => now);
    await store.claim('k', 'shopper', 100);
    await store.abandon('k', 'shopper');
    expect(await store.claim('k', 'other', 100)).toEqual({ state: 'claimed' });
    now = 200;
    expect(await store.claim('k', 'shopper', 100)).toEqual({ state: 'claimed' });
  });
});

describe('MemoryLocks', () => {
  it('runs holders of one key one at a time, in order', async () => {
    const locks = new MemoryLocks();
    const events: string[] = [];
    const hold = (name: string) =>
      locks.withLock('stock:1', { ttlMs: 1000, waitMs: 1000 }, async () => {
        events.push(`${name} in`);
        await sleep(5);
        events.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('gives up after waitMs with LockTimeoutError, and frees the key after a failure', async () => {
    const locks = new MemoryLocks();
    const long = locks.withLock('k', { ttlMs: 1000, waitMs: 10 }, () => sleep(50));
    await expect(locks.withLock('k', { ttlMs: 1000, waitMs: 10 }, async () => 'late')).rejects.toBeInstanceOf(LockTimeoutError);
    await long;
    await expect(locks.withLock('k', { ttlMs: 1000, waitMs: 10 }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await locks.withLock('k', { ttlMs: 1000, waitMs: 10 }, async () => 'free')).toBe('free');
  });
});
