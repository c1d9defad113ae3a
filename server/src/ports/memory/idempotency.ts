/** Idempotency keys and locks in one process's memory. */
import { LockTimeoutError, type IdempotencyClaim, type IdempotencyStore, type LockOptions, type Locks } from '../idempotency';

interface Entry {
  state: 'in_progress' | 'completed';
  result?: unknown;
  expiresAt: number;
}

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async claim<T>(key: string, ttlMs: number): Promise<IdempotencyClaim<T>> {
    this.prune();
    const entry = this.entries.get(key);
    if (entry?.state === 'completed') return { state: 'completed', result: entry.result as T };
    if (entry) return { state: 'in_progress' };
    this.entries.set(key, { state: 'in_progress', expiresAt: this.now() + ttlMs });
    return { state: 'claimed' };
  }

  async complete<T>(key: string, result: T, ttlMs: number): Promise<void> {
    this.entries.set(key, { state: 'completed', result, expiresAt: this.now() + ttlMs });
  }

  async abandon(key: string): Promise<void> {
    if (this.entries.get(key)?.state === 'in_progress') this.entries.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/** A lock per key: waiters queue in order; a holder past its ttl no longer blocks the next one. */
export class MemoryLocks implements Locks {
  private readonly tails = new Map<string, Promise<void>>();

  async withLock<T>(key: string, { ttlMs, waitMs }: LockOptions, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    let timer: NodeJS.Timeout | undefined;
    try {
      const waited = await Promise.race([
        previous.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
      ]);
      clearTimeout(timer);
      if (!waited) throw new LockTimeoutError(key);
      const expiry = setTimeout(release, ttlMs);
      expiry.unref();
      try {
        return await work();
      } finally {
        clearTimeout(expiry);
      }
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
