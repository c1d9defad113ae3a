/** The sign-in flood rule: tries at one email past the free ones wait longer and longer, up to a ceiling, and are never refused. */
import { SIGN_IN_SLOWDOWN, signInDelayMs } from '../../server/src/accounts/limits';

describe('signInDelayMs', () => {
  it('lets the first tries through, then doubles the wait from 500 ms up to 5 s', () => {
    expect([1, 5, SIGN_IN_SLOWDOWN.freeTries].map(signInDelayMs)).toEqual([0, 0, 0]);
    expect([11, 12, 13, 14, 15, 16, 1000].map(signInDelayMs)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
    // A counter past its own limit (never expected) is the longest wait, not a refusal.
    expect(signInDelayMs(Number.POSITIVE_INFINITY)).toBe(SIGN_IN_SLOWDOWN.maxDelayMs);
  });
});
