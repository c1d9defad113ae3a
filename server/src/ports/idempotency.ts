/**
 * The idempotency port: a key claimed by the first request that uses it, the result kept for the
 * retries that follow (a paid order is never doubled), and short locks around critical sections.
 */
export type IdempotencyClaim<T> =
  /** This caller owns the key: do the work, then complete() or abandon(). */
  | { state: 'claimed' }
  /** Another request holds the key and has not finished. */
  | { state: 'in_progress' }
  /** The work was done: its result. */
  | { state: 'completed'; result: T };

export interface IdempotencyStore {
  /** Claims `key` for `ttlMs` unless it is already claimed or completed. */
  claim<T>(key: string, ttlMs: number): Promise<IdempotencyClaim<T>>;
  /** Records the result of a claimed key, kept for `ttlMs`. */
  complete<T>(key: string, result: T, ttlMs: number): Promise<void>;
  /** Releases a claimed key after a failure, so a retry may do the work. */
  abandon(key: string): Promise<void>;
}

/** Thrown when a lock cannot be taken within its wait. */
export class LockTimeoutError extends Error {
  constructor(readonly key: string) {
    super(`lock ${key} is busy`);
    this.name = 'LockTimeoutError';
  }
}

export interface LockOptions {
  /** How long the lock is held at most (a crashed holder frees it after this). */
  ttlMs: number;
  /** How long to wait for it before LockTimeoutError. */
  waitMs: number;
}

export interface Locks {
  /** Runs `work` while holding the lock named `key`; one holder at a time. */
  withLock<T>(key: string, options: LockOptions, work: () => Promise<T>): Promise<T>;
}
