/** The rate-limit port in Redis (rate-limiter-flexible's Redis limiter): counters shared by every replica. */
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { FlexibleRateLimitStore } from '../rateLimit';
import type { Redis } from './client';

export class RedisRateLimitStore extends FlexibleRateLimitStore {
  constructor(redis: Redis) {
    super(
      (policy) =>
        new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `rl:${policy.name}`,
          points: policy.points,
          duration: policy.durationSec,
        }),
    );
  }
}
