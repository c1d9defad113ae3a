/**
 * The idempotency port: a key claimed by the first request that uses it, the result kept for the
 * retries that follow (a paid order is never doubled), and short locks around critical sections.
 *
 * A key belongs to its owner (the browser session that made it, as a hash): a key someone else
 * sends answers `foreign`, never the owner's result, so a key seen by another browser (a shared
 * link, a log, a proxy) gives nothing of the owner's away.
 */
export type IdempotencyClaim<T> =
  /** This caller owns the key: do the work, then complete() or abandon(). */
  | { state: 'claimed' }
  /** Another request of the same owner holds the key and has not finished. */
  | { state: 'in_progress' }
  /** The work was done for this owner: its result. */
  | { state: 'completed'; result: T }
  /** The key was claimed by another owner (in progress or done): nothing of theirs is told. */
  | { state: 'foreign' };

export interface IdempotencyStore {
  /** Claims `key` for `owner` for `ttlMs` unless it is already claimed or completed. */
  claim<T>(key: string, owner: string, ttlMs: number): Promise<IdempotencyClaim<T>>;
  /** Records the result of a key `owner` claimed, kept for `ttlMs`. */
  complete<T>(key: string, owner: string, result: T, ttlMs: number): Promise<void>;
  /** Releases a key `owner` claimed after a failure, so a retry may do the work. */
  abandon(key: string, owner: string): Promise<void>;
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
