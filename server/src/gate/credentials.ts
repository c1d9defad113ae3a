/**
 * The site gate's secrets, as pure functions: the password check, and the fingerprint a session keeps
 * when the gate is passed. The fingerprint is keyed by the session secret and changes with the password,
 * so a passed gate dies when SITE_PASSWORD changes; a pass also expires after GATE_PASS_MAX_AGE_MS.
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

/** Tolerated clock drift between replicas when a pass claims to be from the future. */
const FUTURE_SKEW_MS = 60_000;

/** A keyed fingerprint of the password: changes with it, reveals nothing of it. */
export function passwordFingerprint(secret: string, password: string): string {
  return crypto.createHmac('sha256', secret).update(`site-gate:${password}`, 'utf8').digest('base64url');
}

export interface GatePass {
  passedAt: number;
  fingerprint: string;
}

/** Whether a pass kept in a session grants access now. */
export function gatePassValid(pass: GatePass | undefined, secret: string, password: string, now: number, maxAgeMs: number): boolean {
  if (!pass || typeof pass.fingerprint !== 'string' || typeof pass.passedAt !== 'number') return false;
  if (pass.passedAt > now + FUTURE_SKEW_MS || now - pass.passedAt > maxAgeMs) return false;
  const expected = Buffer.from(passwordFingerprint(secret, password));
  const given = Buffer.from(pass.fingerprint);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
