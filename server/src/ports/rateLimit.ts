/**
 * The rate-limit port: counters of attempts per key (an address, an email) over a window. Login, the
 * site gate, contact and newsletter each use a policy of their own; the keys of one policy never mix
 * with another's. Both drivers wrap rate-limiter-flexible the same way (`FlexibleRateLimitStore`) and
 * differ only in the limiter they build (memory or Redis).
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitPolicy {
  /** Names the counters (and prefixes their keys). */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSec: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the current window. */
  remaining: number;
  /** When refused: how long until the next attempt is allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  /** Counts one attempt for `key` and says whether it is allowed. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Gives an attempt back (a right password is not counted against the address). */
  refund(key: string): Promise<void>;
  /** Forgets every attempt of `key`. */
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  /** The limiter of a policy; one per policy name for the process. */
  limiter(policy: RateLimitPolicy): RateLimiter;
}

/** One policy's counters over a rate-limiter-flexible limiter (whatever it stores them in). */
class FlexibleRateLimiter implements RateLimiter {
  constructor(
    readonly policy: RateLimitPolicy,
    private readonly limiter: RateLimiterAbstract,
  ) {}

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

/** The rate-limit store of every driver: one limiter per policy name, built by the driver's `build`. */
export class FlexibleRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiter>();

  constructor(private readonly build: (policy: RateLimitPolicy) => RateLimiterAbstract) {}

  limiter(policy: RateLimitPolicy): RateLimiter {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      limiter = new FlexibleRateLimiter(policy, this.build(policy));
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }
}
