/** Stock reservations in this process: one host. A mutex per item keeps check-and-hold atomic. */
import { shortItems, unitsWanted } from '../../domain/reservations';
import type { ReservationLine, ReserveResult, StockReservations } from '../stockReservations';

interface Hold {
  lines: readonly ReservationLine[];
  expiresAt: number;
}

export class MemoryStockReservations implements StockReservations {
  private readonly byHolder = new Map<string, Hold>();
  private readonly itemLocks = new Map<string, Promise<void>>();

  constructor(private readonly now: () => number = Date.now) {}

  async reserve(
    holder: string,
    lines: readonly ReservationLine[],
    ttlMs: number,
    stockOf: () => Promise<ReadonlyMap<string, number | null>>,
  ): Promise<ReserveResult> {
    const items = [...new Set(lines.map((line) => line.item))].sort();
    return this.locked(items, async () => {
      const stock = await stockOf();
      const held = await this.heldByOthers(items, holder);
      const wanted = unitsWanted(lines);
      const short = shortItems(wanted, stock, held);
      if (short.length > 0) return { ok: false, short };
      this.byHolder.set(holder, { lines: [...lines], expiresAt: this.now() + ttlMs });
      return { ok: true };
    });
  }

  async heldByOthers(items: readonly string[], except?: string): Promise<Map<string, number>> {
    this.dropExpired();
    const wanted = new Set(items);
    const held = new Map<string, number>();
    for (const [holder, hold] of this.byHolder) {
      if (holder === except) continue;
      for (const line of hold.lines) if (wanted.has(line.item)) held.set(line.item, (held.get(line.item) ?? 0) + line.quantity);
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
  private async locked<T>(items: readonly string[], work: () => Promise<T>): Promise<T> {
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
