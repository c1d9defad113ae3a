/** Stock reservations in this process: one host. A mutex per item keeps check-and-hold atomic. */
import { ReservationsDriver } from '../stockReservations';

interface Hold {
  /** Units held per item. */
  units: ReadonlyMap<string, number>;
  expiresAt: number;
}

export class MemoryStockReservations extends ReservationsDriver {
  private readonly byHolder = new Map<string, Hold>();
  private readonly itemLocks = new Map<string, Promise<void>>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  protected async hold(holder: string, units: ReadonlyMap<string, number>, ttlMs: number): Promise<void> {
    this.byHolder.set(holder, { units, expiresAt: this.now() + ttlMs });
  }

  async heldByOthers(items: readonly string[], except?: string): Promise<Map<string, number>> {
    this.dropExpired();
    const wanted = new Set(items);
    const held = new Map<string, number>();
    for (const [holder, hold] of this.byHolder) {
      if (holder === except) continue;
      for (const [item, units] of hold.units) if (wanted.has(item)) held.set(item, (held.get(item) ?? 0) + units);
    }
    return held;
  }

  async holds(holder: string): Promise<boolean> {
    this.dropExpired();
    return this.byHolder.has(holder);
  }

  async release(holder: string): Promise<void> {
    this.byHolder.delete(holder);
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [holder, hold] of this.byHolder) if (hold.expiresAt <= now) this.byHolder.delete(holder);
  }

  /** Runs `work` holding every item's mutex (taken in sorted order: no deadlock between carts). */
  protected async locked<T>(items: readonly string[], work: () => Promise<T>): Promise<T> {
    const previous = items.map((item) => this.itemLocks.get(item) ?? Promise.resolve());
    let done!: () => void;
    const current = new Promise<void>((resolve) => (done = resolve));
    const chained = Promise.all(previous).then(() => current);
    for (const item of items) this.itemLocks.set(item, chained);
    await Promise.all(previous);
    try {
      return await work();
    } finally {
      done();
      for (const item of items) if (this.itemLocks.get(item) === chained) this.itemLocks.delete(item);
    }
  }
}
