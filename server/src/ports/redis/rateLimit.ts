/** The rate-limit port in Redis (rate-limiter-flexible's Redis limiter): counters shared by every replica. */
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitDecision, RateLimitPolicy, RateLimitStore, RateLimiter } from '../rateLimit';
import type { Redis } from './client';

class RedisRateLimiter implements RateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(
    readonly policy: RateLimitPolicy,
    redis: Redis,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      useRedisPackage: true,
      keyPrefix: `rl:${policy.name}`,
      points: policy.points,
      duration: policy.durationSec,
    });
  }

  async consume(key: string): Promise<RateLimitDecision> {
    try {
      const res = await this.limiter.consume(key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterMs: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, retryAfterMs: rejection.msBeforeNext };
    }
  }

  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RedisRateLimiter>();

  constructor(private readonly redis: Redis) {}

  limiter(policy: RateLimitPolicy): RateLimiter {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      limiter = new RedisRateLimiter(policy, this.redis);
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }
}
