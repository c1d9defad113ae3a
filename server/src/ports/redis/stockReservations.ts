/**
 * Stock reservations in Redis, shared by every replica. A hold is a key per holder (its lines, with the
 * hold's expiry) plus, per item, a hash of holder -> units; a hash entry whose holder key has expired
 * counts for nothing and is swept when seen. Check-and-hold runs under the items' locks (taken in
 * sorted order, so two carts never wait on each other), so two replicas never sell the same last unit.
 */
import type { Locks } from '../idempotency';
import { ReservationsDriver } from '../stockReservations';
import type { Redis } from './client';

/** Longest a reservation may wait for an item's lock, and hold it (covers the store's stock read). */
const LOCK = { ttlMs: 30_000, waitMs: 30_000 };

export class RedisStockReservations extends ReservationsDriver {
  constructor(
    private readonly redis: Redis,
    private readonly locks: Locks,
    private readonly prefix = 'resv:',
  ) {
    super();
  }

  protected async hold(holder: string, units: ReadonlyMap<string, number>, ttlMs: number): Promise<void> {
    await this.release(holder);
    const write = this.redis.multi();
    write.set(this.holderKey(holder), JSON.stringify([...units]), { expiration: { type: 'PX', value: Math.ceil(ttlMs) } });
    for (const [item, quantity] of units) write.hSet(this.itemKey(item), holder, String(quantity));
    await write.exec();
  }

  async heldByOthers(items: readonly string[], except?: string): Promise<Map<string, number>> {
    const held = new Map<string, number>();
    for (const item of new Set(items)) {
      const entries = Object.entries(await this.redis.hGetAll(this.itemKey(item))).filter(([holder]) => holder !== except);
      if (entries.length === 0) continue;
      const alive = await this.redis.mGet(entries.map(([holder]) => this.holderKey(holder)));
      const expired: string[] = [];
      entries.forEach(([holder, quantity], index) => {
        if (alive[index] === null) expired.push(holder);
        else held.set(item, (held.get(item) ?? 0) + Number(quantity));
      });
      if (expired.length > 0) await this.redis.hDel(this.itemKey(item), expired);
    }
    return held;
  }

  async holds(holder: string): Promise<boolean> {
    return (await this.redis.exists(this.holderKey(holder))) === 1;
  }

  async release(holder: string): Promise<void> {
    const raw = await this.redis.get(this.holderKey(holder));
    if (raw === null) return;
    const write = this.redis.multi();
    for (const [item] of JSON.parse(raw) as [string, number][]) write.hDel(this.itemKey(item), holder);
    write.del(this.holderKey(holder));
    await write.exec();
  }

  private holderKey(holder: string): string {
    return `${this.prefix}h:${holder}`;
  }

  private itemKey(item: string): string {
    return `${this.prefix}i:${item}`;
  }

  /** Runs `work` holding every item's lock, taken one after the other in sorted order. */
  protected locked<T>(items: readonly string[], work: () => Promise<T>): Promise<T> {
    const [first, ...rest] = items;
    if (first === undefined) return work();
    return this.locks.withLock(`${this.prefix}${first}`, LOCK, () => this.locked(rest, work));
  }
}
