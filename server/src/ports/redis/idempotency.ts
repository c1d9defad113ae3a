/**
 * Idempotency keys and locks in Redis, shared by every replica. A key is claimed with SET NX (the first
 * request anywhere owns it, its owner written in the value); a lock is a SET NX with a random token, released only by its holder (a
 * compare-and-delete script), expiring on its own if the holder dies.
 */
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LockTimeoutError, type IdempotencyClaim, type IdempotencyStore, type LockOptions, type Locks } from '../idempotency';
import type { Redis } from './client';

/** The marker of a key `owner` claimed and is working on. */
const inProgress = (owner: string) => JSON.stringify({ state: 'in_progress', owner });

/** Deletes KEYS[1] only when it still holds ARGV[1]. */
const DELETE_IF_EQUAL = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** Sets KEYS[1] to ARGV[1] for ARGV[3] ms unless another owner than ARGV[2] holds it. */
const SET_IF_OWNER = `local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current).owner ~= ARGV[2] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return 1`;

type Entry<T> = { state: 'in_progress'; owner?: string } | { state: 'completed'; owner?: string; result: T };

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'idem:',
  ) {}

  async claim<T>(key: string, owner: string, ttlMs: number): Promise<IdempotencyClaim<T>> {
    const claimed = await this.redis.set(this.prefix + key, inProgress(owner), {
      condition: 'NX',
      expiration: { type: 'PX', value: Math.ceil(ttlMs) },
    });
    if (claimed === 'OK') return { state: 'claimed' };
    const raw = await this.redis.get(this.prefix + key);
    // Expired between the two calls: claim again.
    if (raw === null) return this.claim(key, owner, ttlMs);
    const entry = JSON.parse(raw) as Entry<T>;
    // An entry without an owner (made before keys had one) is nobody's to read.
    if (entry.owner !== owner) return { state: 'foreign' };
    return entry.state === 'completed' ? { state: 'completed', result: entry.result } : { state: 'in_progress' };
  }

  async complete<T>(key: string, owner: string, result: T, ttlMs: number): Promise<void> {
    await this.redis.eval(SET_IF_OWNER, {
      keys: [this.prefix + key],
      arguments: [JSON.stringify({ state: 'completed', owner, result }), owner, String(Math.ceil(ttlMs))],
    });
  }

  async abandon(key: string, owner: string): Promise<void> {
    await this.redis.eval(DELETE_IF_EQUAL, { keys: [this.prefix + key], arguments: [inProgress(owner)] });
  }
}

/** Pause between tries of a busy lock. */
const RETRY_MS = 25;

export class RedisLocks implements Locks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lock:',
  ) {}

  async withLock<T>(key: string, { ttlMs, waitMs }: LockOptions, work: () => Promise<T>): Promise<T> {
    const name = this.prefix + key;
    const token = crypto.randomBytes(16).toString('hex');
    const deadline = Date.now() + waitMs;
    for (;;) {
      const taken = await this.redis.set(name, token, { condition: 'NX', expiration: { type: 'PX', value: Math.ceil(ttlMs) } });
      if (taken === 'OK') break;
      if (Date.now() >= deadline) throw new LockTimeoutError(key);
      await sleep(RETRY_MS + Math.random() * RETRY_MS);
    }
    try {
      return await work();
    } finally {
      await this.redis.eval(DELETE_IF_EQUAL, { keys: [name], arguments: [token] });
    }
  }
}
