/**
 * The shared (Redis) drivers against a real redis-server, each seen from two connections as two
 * replicas see it: what one writes, the other reads; a key claimed by one is claimed for both; a lock
 * excludes across them; reservations never oversell.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../../../server/src/logger';
import { connectRedis, type Redis } from '../../../server/src/ports/redis/client';
import { RedisCache } from '../../../server/src/ports/redis/cache';
import { RedisCredentialVersions } from '../../../server/src/ports/redis/credentialVersions';
import { RedisIdempotencyStore, RedisLocks } from '../../../server/src/ports/redis/idempotency';
import { RedisRateLimitStore } from '../../../server/src/ports/redis/rateLimit';
import { RedisStockReservations } from '../../../server/src/ports/redis/stockReservations';
import { LockTimeoutError } from '../../../server/src/ports/idempotency';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';

let redisServer: RedisServer;
let one: Redis;
let two: Redis;

beforeAll(async () => {
  redisServer = await startRedisServer();
  const logger = createLogger('silent');
  [one, two] = await Promise.all([connectRedis(redisServer.url, logger), connectRedis(redisServer.url, logger)]);
});

afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
  await redisServer.stop();
});

describe('cache', () => {
  it('shares values, expires them, and invalidates by prefix everywhere', async () => {
    const a = new RedisCache(one);
    const b = new RedisCache(two);
    await a.set('catalog:list:1', { names: ['Montmartre'] }, 60_000);
    await a.set('catalog:list:2', [1, 2], 60_000);
    await a.set('currency:rates', { USD: 1.1 }, 60_000);
    await a.set('short', 'gone soon', 30);
    expect(await b.get('catalog:list:1')).toEqual({ names: ['Montmartre'] });
    await sleep(60);
    expect(await b.get('short')).toBeUndefined();
    await b.deleteByPrefix('catalog:');
    expect(await a.get('catalog:list:1')).toBeUndefined();
    expect(await a.get('catalog:list:2')).toBeUndefined();
    expect(await a.get('currency:rates')).toEqual({ USD: 1.1 });
  });

  it('loads a missing key once per process and serves the others from Redis', async () => {
    const a = new RedisCache(one);
    const b = new RedisCache(two);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return { loaded: loads };
    };
    const firsts = await Promise.all([1, 2, 3].map(() => a.getOrLoad('item', 60_000, load)));
    expect(firsts).toEqual([{ loaded: 1 }, { loaded: 1 }, { loaded: 1 }]);
    expect(await b.getOrLoad('item', 60_000, load)).toEqual({ loaded: 1 });
    expect(loads).toBe(1);
  });
});

describe('idempotency keys and locks', () => {
  it('gives a key to the first replica only, then its result to every one', async () => {
    const a = new RedisIdempotencyStore(one);
    const b = new RedisIdempotencyStore(two);
    expect(await a.claim('order:k1', 'shopper', 10_000)).toEqual({ state: 'claimed' });
    expect(await b.claim('order:k1', 'shopper', 10_000)).toEqual({ state: 'in_progress' });
    await a.complete('order:k1', 'shopper', { orderId: 42 }, 60_000);
    expect(await b.claim('order:k1', 'shopper', 10_000)).toEqual({ state: 'completed', result: { orderId: 42 } });
    // An abandoned claim frees the key; abandoning a completed one changes nothing.
    expect(await b.claim('order:k2', 'shopper', 10_000)).toEqual({ state: 'claimed' });
    await b.abandon('order:k2', 'shopper');
    expect(await a.claim('order:k2', 'shopper', 10_000)).toEqual({ state: 'claimed' });
    await a.abandon('order:k1', 'shopper');
    expect(await a.claim('order:k1', 'shopper', 10_000)).toEqual({ state: 'completed', result: { orderId: 42 } });
  });

  // Regression: another browser replaying a shopper's key got the shopper's result.
  it("never gives a key's result, nor its progress, to another owner, on any replica", async () => {
    const a = new RedisIdempotencyStore(one);
    const b = new RedisIdempotencyStore(two);
    expect(await a.claim('order:k3', 'shopper', 10_000)).toEqual({ state: 'claimed' });
    expect(await b.claim('order:k3', 'intruder', 10_000)).toEqual({ state: 'foreign' });
    await b.abandon('order:k3', 'intruder');
    await b.complete('order:k3', 'intruder', { orderId: 666 }, 60_000);
    expect(await a.claim('order:k3', 'shopper', 10_000)).toEqual({ state: 'in_progress' });
    await a.complete('order:k3', 'shopper', { orderId: 43 }, 60_000);
    expect(await b.claim('order:k3', 'intruder', 10_000)).toEqual({ state: 'foreign' });
    expect(await b.claim('order:k3', 'shopper', 10_000)).toEqual({ state: 'completed', result: { orderId: 43 } });
  });

  it('lets one replica at a time into a lock, and times out a waiter', async () => {
    const a = new RedisLocks(one);
    const b = new RedisLocks(two);
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} in`);
      await sleep(40);
      events.push(`${name} out`);
    };
    await Promise.all([
      a.withLock('pay:1', { ttlMs: 5_000, waitMs: 5_000 }, work('a')),
      b.withLock('pay:1', { ttlMs: 5_000, waitMs: 5_000 }, work('b')),
    ]);
    expect(events.join(',')).toMatch(/^(a in,a out,b in,b out|b in,b out,a in,a out)$/);
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = a.withLock('pay:2', { ttlMs: 5_000, waitMs: 1_000 }, async () => {
      entered();
      await sleep(300);
    });
    await inside;
    await expect(b.withLock('pay:2', { ttlMs: 5_000, waitMs: 50 }, async () => 'never')).rejects.toBeInstanceOf(LockTimeoutError);
    await held;
    // A holder that died frees the lock when its time is up.
    await one.set('lock:pay:3', 'crashed-holder', { expiration: { type: 'PX', value: 100 } });
    await expect(b.withLock('pay:3', { ttlMs: 5_000, waitMs: 2_000 }, async () => 'got it')).resolves.toBe('got it');
  });
});

describe('stock reservations', () => {
  it('sells 5 units to exactly 5 of 20 buyers spread over two replicas', async () => {
    const replicas = [new RedisStockReservations(one, new RedisLocks(one)), new RedisStockReservations(two, new RedisLocks(two))];
    const stockOf = async () => {
      await sleep(2);
      return new Map([['v311', 5]]);
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        replicas[index % 2]!.reserve(`buyer-${index}`, [{ item: 'v311', quantity: 1 }], 60_000, stockOf),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect((await replicas[0]!.heldByOthers(['v311'])).get('v311')).toBe(5);
    const winner = results.findIndex((result) => result.ok);
    await replicas[1]!.release(`buyer-${winner}`);
    expect(await replicas[0]!.holds(`buyer-${winner}`)).toBe(false);
    expect((await replicas[0]!.heldByOthers(['v311'])).get('v311')).toBe(4);
  });

  it('forgets holds when they expire and replaces a holder’s own hold', async () => {
    const reservations = new RedisStockReservations(one, new RedisLocks(one), 'resv2:');
    const stockOf = async () => new Map([['p1', 3]]);
    expect(await reservations.reserve('cart-a', [{ item: 'p1', quantity: 2 }], 60_000, stockOf)).toEqual({ ok: true });
    expect(await reservations.reserve('cart-a', [{ item: 'p1', quantity: 3 }], 60_000, stockOf)).toEqual({ ok: true });
    expect(await reservations.reserve('cart-b', [{ item: 'p1', quantity: 1 }], 50, stockOf)).toEqual({
      ok: false,
      short: [{ item: 'p1', available: 0 }],
    });
    await reservations.release('cart-a');
    expect(await reservations.reserve('cart-b', [{ item: 'p1', quantity: 1 }], 50, stockOf)).toEqual({ ok: true });
    await sleep(80);
    expect(await reservations.holds('cart-b')).toBe(false);
    expect((await reservations.heldByOthers(['p1'])).get('p1')).toBeUndefined();
  });
});

describe('rate limits and credentials versions', () => {
  it('counts attempts from both replicas together', async () => {
    const policy = { name: 'test-shared', points: 3, durationSec: 60 };
    const a = new RedisRateLimitStore(one).limiter(policy);
    const b = new RedisRateLimitStore(two).limiter(policy);
    expect((await a.consume('1.2.3.4')).allowed).toBe(true);
    expect((await b.consume('1.2.3.4')).allowed).toBe(true);
    expect((await a.consume('1.2.3.4')).allowed).toBe(true);
    const refused = await b.consume('1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    await a.reset('1.2.3.4');
    expect((await b.consume('1.2.3.4')).allowed).toBe(true);
  });

  it('bumps a customer’s version for every replica', async () => {
    const a = new RedisCredentialVersions(one);
    const b = new RedisCredentialVersions(two);
    expect(await a.current(7)).toBe(0);
    expect(await b.bump(7)).toBe(1);
    expect(await a.current(7)).toBe(1);
  });
});
