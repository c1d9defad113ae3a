/**
 * The retry policy of store reads, as pure functions: exponential backoff with full jitter, inside
 * one deadline per store call. A pause that would reach the deadline is not taken: the call fails
 * at once with its last error instead of sleeping into a timeout.
 */

export interface RetryPolicy {
  /** Retries after the first attempt (WOO_RETRIES). */
  retries: number;
  /** Ceiling of the first pause; each retry doubles it (WOO_RETRY_BASE_MS). */
  baseMs: number;
  /** Largest ceiling of a pause (WOO_RETRY_MAX_MS). */
  maxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, baseMs: 200, maxMs: 2000 };

/**
 * The pause before retry number `retry` (1 for the first): a uniformly random time in
 * [0, min(maxMs, baseMs * 2^(retry - 1))) ("full jitter"), so that clients failing together do not
 * come back together.
 */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * Math.max(0, ceiling));
}

/**
 * After `failedAttempts` failed attempts of a call with `remainingMs` left before its deadline: the
 * pause before the next attempt, or null to give up (no retry left, or no time left after the pause).
 */
export function nextRetryDelay(
  policy: RetryPolicy,
  failedAttempts: number,
  remainingMs: number,
  random: () => number = Math.random,
): number | null {
  if (failedAttempts > policy.retries) return null;
  const delay = backoffDelay(policy, failedAttempts, random);
  return delay < remainingMs ? delay : null;
}
