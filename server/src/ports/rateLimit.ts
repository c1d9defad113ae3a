/**
 * The rate-limit port: counters of attempts per key (an address, an email) over a window. Login, the
 * site gate, contact and newsletter each use a policy of their own; the keys of one policy never mix
 * with another's.
 */
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
