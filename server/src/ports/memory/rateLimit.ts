/** The rate-limit port in one process's memory (rate-limiter-flexible's memory limiter). */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitDecision, RateLimitPolicy, RateLimitStore, RateLimiter } from '../rateLimit';

class MemoryRateLimiter implements RateLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly policy: RateLimitPolicy) {
    this.limiter = new RateLimiterMemory({ keyPrefix: policy.name, points: policy.points, duration: policy.durationSec });
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

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, MemoryRateLimiter>();

  limiter(policy: RateLimitPolicy): RateLimiter {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      limiter = new MemoryRateLimiter(policy);
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }
}
