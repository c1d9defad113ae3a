/**
 * Password reset links' tokens: 256 random bits, written base64url into the link; only their SHA-256 is
 * kept, so the database alone cannot open an account. A link lives an hour.
 */
import crypto from 'node:crypto';

/** How long a reset link works after it was asked for. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newResetToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Whether a string can be a token at all (anything else is refused before the database is asked). */
export function isResetTokenFormat(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

/** What is kept of a token. */
export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

export type ResetLinkState = 'VALID' | 'EXPIRED' | 'INVALID';

/** A kept link's state at `now` (none kept: INVALID). */
export function resetLinkState(link: { expiresAt: string } | undefined, now: number): ResetLinkState {
  if (!link) return 'INVALID';
  return Date.parse(link.expiresAt) > now ? 'VALID' : 'EXPIRED';
}
