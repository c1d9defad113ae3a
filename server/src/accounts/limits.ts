/**
 * How often the account's password checks may be tried. Sign-in is limited per address (one machine
 * cannot sweep many accounts) and per email and address pair (one machine cannot sweep one account);
 * many machines at one email are slowed, never refused, so nobody can lock the owner out: the owner
 * signing in from their own address gets in, a little later. Registrations are limited per address and
 * per email; current-password checks per customer. A right password gives its try back.
 */
import type { RateLimitPolicy } from '../ports/rateLimit';

const FIFTEEN_MINUTES = 15 * 60;

export const ACCOUNT_LIMITS = {
  signInPerAddress: { name: 'sign-in-address', points: 30, durationSec: FIFTEEN_MINUTES },
  /** Wrong tries for one email from one address: past these, that pair is refused. */
  signInPerPair: { name: 'sign-in-pair', points: 10, durationSec: FIFTEEN_MINUTES },
  /**
   * Tries for one email from anywhere since its last right password: a counter only (never reached),
   * read to slow the flood (SIGN_IN_SLOWDOWN).
   */
  signInPerEmail: { name: 'sign-in-email-flood', points: 1_000_000, durationSec: FIFTEEN_MINUTES },
  registerPerAddress: { name: 'register-address', points: 30, durationSec: 60 * 60 },
  registerPerEmail: { name: 'register-email', points: 5, durationSec: 60 * 60 },
  /** Current-password checks of a signed-in customer (change email, change password). */
  confirmPerCustomer: { name: 'password-confirm', points: 10, durationSec: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitPolicy>;

/** Past `freeTries` tries at one email, each waits `firstDelayMs`, doubling per try, at most `maxDelayMs`. */
export const SIGN_IN_SLOWDOWN = { freeTries: 10, firstDelayMs: 500, maxDelayMs: 5_000 } as const;

/**
 * A refused sign-in (INVALID_CREDENTIALS) answers no sooner than this after it was asked: an email the
 * store knows (a password hash to check) and one it does not (nothing to check) take the same time.
 * Above the store's own check (about 140 ms median, 275 ms p90 on the local store under test load).
 */
export const SIGN_IN_REFUSAL_MIN_MS = 400;

/** How long the `tries`-th try at one email (counted since its last right password) waits before its check. */
export function signInDelayMs(tries: number): number {
  const past = tries - SIGN_IN_SLOWDOWN.freeTries;
  if (past <= 0) return 0;
  return Math.min(SIGN_IN_SLOWDOWN.firstDelayMs * 2 ** Math.min(past - 1, 16), SIGN_IN_SLOWDOWN.maxDelayMs);
}
