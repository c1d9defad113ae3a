/**
 * The shared drivers (REDIS_URL): sessions (connect-redis), rate-limit counters (rate-limiter-flexible),
 * the cache, idempotency keys, locks, stock reservations and credentials versions, all in one Redis, so
 * any replica serves any request. Keys are namespaced by use (`sess:`, `rl:`, `cache:`, `resp:`, `idem:`,
 * `lock:`, `resv:`, `cred:`).
 */
import { RedisStore } from 'connect-redis';
import type { Logger } from '../../logger';
import type { SharedState } from '../index';
import { connectRedis } from './client';
import { RedisCache } from './cache';
import { RedisCredentialVersions } from './credentialVersions';
import { RedisIdempotencyStore, RedisLocks } from './idempotency';
import { RedisRateLimitStore } from './rateLimit';
import { RedisStockReservations } from './stockReservations';

export async function createRedisState(url: string, logger: Logger): Promise<SharedState> {
  const redis = await connectRedis(url, logger.child({ component: 'redis' }));
  const locks = new RedisLocks(redis);
  return {
    cache: new RedisCache(redis),
    responses: new RedisCache(redis, 'resp:'),
    pages: new RedisCache(redis, 'page:'),
    sessions: new RedisStore({ client: redis, prefix: 'sess:' }),
    credentials: new RedisCredentialVersions(redis),
    rateLimits: new RedisRateLimitStore(redis),
    idempotency: new RedisIdempotencyStore(redis),
    locks,
    reservations: new RedisStockReservations(redis, locks),
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      // Gracefully when connected (pending commands finish); at once when Redis is gone, or it would wait forever.
      if (redis.isReady) await redis.close();
      else redis.destroy();
    },
  };
}
