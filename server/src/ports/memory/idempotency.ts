/** Idempotency keys and locks in one process's memory. */
import { LockTimeoutError, type IdempotencyClaim, type IdempotencyStore, type LockOptions, type Locks } from '../idempotency';

interface Entry {
  state: 'in_progress' | 'completed';
  /** Who claimed the key (the owner's hash). */
  owner: string;
  result?: unknown;
  expiresAt: number;
}

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async claim<T>(key: string, owner: string, ttlMs: number): Promise<IdempotencyClaim<T>> {
    this.prune();
    const entry = this.entries.get(key);
    if (entry && entry.owner !== owner) return { state: 'foreign' };
    if (entry?.state === 'completed') return { state: 'completed', result: entry.result as T };
    if (entry) return { state: 'in_progress' };
    this.entries.set(key, { state: 'in_progress', owner, expiresAt: this.now() + ttlMs });
    return { state: 'claimed' };
  }

  async complete<T>(key: string, owner: string, result: T, ttlMs: number): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.owner !== owner) return;
    this.entries.set(key, { state: 'completed', owner, result, expiresAt: this.now() + ttlMs });
  }

  async abandon(key: string, owner: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry?.state === 'in_progress' && entry.owner === owner) this.entries.delete(key);
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
