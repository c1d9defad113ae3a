/** The site gate's pure rules: the password check and the pass a session keeps. */
import { gatePassValid, passwordFingerprint, passwordMatches } from '../../server/src/gate/credentials';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const DAY = 24 * 60 * 60 * 1000;

describe('gate credentials', () => {
  it('matches the exact password only', () => {
    expect(passwordMatches('lumière 2025', 'lumière 2025')).toBe(true);
    expect(passwordMatches('lumière 2025', 'Lumière 2025')).toBe(false);
    expect(passwordMatches('lumière 2025', '')).toBe(false);
    expect(passwordMatches('lumière 2025', 'lumière 2025 ')).toBe(false);
  });

  it('accepts a pass for the current password within its age', () => {
    const pass = { passedAt: 1_000 * DAY, fingerprint: passwordFingerprint(SECRET, 'pw') };
    expect(gatePassValid(pass, SECRET, 'pw', 1_000 * DAY + DAY, 30 * DAY)).toBe(true);
  });

  it('refuses a pass that is too old, from the future, for another password or secret, or malformed', () => {
    const now = 1_000 * DAY;
    const pass = { passedAt: now, fingerprint: passwordFingerprint(SECRET, 'pw') };
    expect(gatePassValid(pass, SECRET, 'pw', now + 31 * DAY, 30 * DAY)).toBe(false);
    expect(gatePassValid({ ...pass, passedAt: now + DAY }, SECRET, 'pw', now, 30 * DAY)).toBe(false);
    expect(gatePassValid(pass, SECRET, 'new password', now, 30 * DAY)).toBe(false);
    expect(gatePassValid(pass, 'another-secret-of-at-least-32-characters', 'pw', now, 30 * DAY)).toBe(false);
    expect(gatePassValid(undefined, SECRET, 'pw', now, 30 * DAY)).toBe(false);
    expect(gatePassValid({ passedAt: now, fingerprint: 'short' }, SECRET, 'pw', now, 30 * DAY)).toBe(false);
    expect(gatePassValid({ passedAt: 'now', fingerprint: pass.fingerprint } as never, SECRET, 'pw', now, 30 * DAY)).toBe(false);
  });

  it('keeps nothing of the password in the fingerprint', () => {
    expect(passwordFingerprint(SECRET, 'lumière')).not.toContain('lumi');
  });
});
