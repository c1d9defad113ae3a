/** The retry policy of store reads: exponential backoff with full jitter, never past the call's deadline. */
import { backoffDelay, DEFAULT_RETRY_POLICY, nextRetryDelay, type RetryPolicy } from '../../server/src/woo/retry';

const policy: RetryPolicy = { retries: 3, baseMs: 100, maxMs: 300 };
const highest = () => 0.999999;

describe('backoffDelay', () => {
  it('draws below a ceiling that doubles at each retry, up to the cap', () => {
    expect([1, 2, 3, 4].map((retry) => backoffDelay(policy, retry, highest))).toEqual([99, 199, 299, 299]);
  });

  it('is fully jittered: anywhere from 0 up to the ceiling', () => {
    expect(backoffDelay(policy, 2, () => 0)).toBe(0);
    expect(backoffDelay(policy, 2, () => 0.5)).toBe(100);
  });
});

describe('nextRetryDelay', () => {
  it('gives up once the retries are spent', () => {
    expect(nextRetryDelay(policy, 3, 10_000, highest)).toBe(299);
    expect(nextRetryDelay(policy, 4, 10_000, highest)).toBeNull();
    expect(nextRetryDelay({ ...policy, retries: 0 }, 1, 10_000, highest)).toBeNull();
  });

  it('gives up rather than pause into the deadline', () => {
    expect(nextRetryDelay(policy, 2, 150, () => 0.5)).toBe(100);
    expect(nextRetryDelay(policy, 2, 100, () => 0.5)).toBeNull();
    expect(nextRetryDelay(policy, 1, 0, () => 0)).toBeNull();
  });

  it('defaults to 2 retries after pauses of up to 200 ms, then 400 ms', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ retries: 2, baseMs: 200, maxMs: 2000 });
    expect([1, 2].map((failed) => nextRetryDelay(DEFAULT_RETRY_POLICY, failed, 8000, highest))).toEqual([199, 399]);
  });
});
