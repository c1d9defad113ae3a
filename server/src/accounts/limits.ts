/**
 * How often the account's password checks may be tried. Per address, so one machine cannot sweep many
 * accounts; per email (or per customer, for the current-password checks), so many machines cannot
 * sweep one. A right password gives its try back.
 */
import type { RateLimitPolicy } from '../ports/rateLimit';

const FIFTEEN_MINUTES = 15 * 60;

export const ACCOUNT_LIMITS = {
  signInPerAddress: { name: 'sign-in-address', points: 30, durationSec: FIFTEEN_MINUTES },
  signInPerEmail: { name: 'sign-in-email', points: 10, durationSec: FIFTEEN_MINUTES },
  registerPerAddress: { name: 'register-address', points: 30, durationSec: 60 * 60 },
  registerPerEmail: { name: 'register-email', points: 5, durationSec: 60 * 60 },
  /** Current-password checks of a signed-in customer (change email, change password). */
  confirmPerCustomer: { name: 'password-confirm', points: 10, durationSec: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitPolicy>;
