/**
 * The site gate's secrets, as pure functions: the password check and the value of the gate cookie.
 * cookie-parser signs that value with GATE_SECRET; the value itself says when it was issued and for
 * which password, so a cookie expires on the server too and dies when SITE_PASSWORD changes.
 */
import crypto from 'node:crypto';

const sha256 = (value: string): Buffer => crypto.createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares the given password with the expected one in constant time: both are hashed first, so the
 * comparison neither stops at the first different byte nor reveals the password's length.
 */
export function passwordMatches(expected: string, given: string): boolean {
  return crypto.timingSafeEqual(sha256(expected), sha256(given));
}

const TOKEN_VERSION = 'v1';
/** Tolerated clock drift between replicas when a cookie claims to be issued in the future. */
const FUTURE_SKEW_MS = 60_000;

/** A keyed fingerprint of the password: changes with it, reveals nothing of it. */
function passwordFingerprint(secret: string, password: string): string {
  return crypto.createHmac('sha256', secret).update(`site-gate:${password}`, 'utf8').digest('base64url').slice(0, 22);
}

/** The gate cookie's value (before cookie-parser signs it). */
export function issueGateToken(secret: string, password: string, now: number): string {
  return `${TOKEN_VERSION}.${Math.floor(now / 1000)}.${passwordFingerprint(secret, password)}`;
}

/** Whether an (already signature-checked) cookie value grants access now. */
export function gateTokenValid(token: unknown, secret: string, password: string, now: number, maxAgeMs: number): boolean {
  if (typeof token !== 'string') return false;
  const [version, issued, fingerprint, ...rest] = token.split('.');
  if (version !== TOKEN_VERSION || rest.length > 0 || !issued || !/^\d{1,12}$/.test(issued) || !fingerprint) return false;
  const issuedAt = Number(issued) * 1000;
  if (issuedAt > now + FUTURE_SKEW_MS || now - issuedAt > maxAgeMs) return false;
  const expected = Buffer.from(passwordFingerprint(secret, password));
  const given = Buffer.from(fingerprint);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
