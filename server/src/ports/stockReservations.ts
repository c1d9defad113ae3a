/**
 * The stock reservations port: units of a sellable item held for a checkout while it is paid, as
 * WooCommerce's own checkout holds stock for a pending order. Shared by every server, so two servers
 * never sell the same last unit.
 */
import { shortItems, unitsWanted } from '../domain/reservations';

export interface ReservationLine {
  /** The item's stock key (domain/checkoutQuote.ts `stockKey`). */
  item: string;
  quantity: number;
}

export type ReserveResult =
  | { ok: true }
  /** Not enough left once the others' holds are counted: what is available per short item. */
  | { ok: false; short: { item: string; available: number }[] };

export interface StockReservations {
  /**
   * Holds `lines` for `holder` for `ttlMs` (replacing what it held), atomically against every other
   * reservation: `stockOf` is called while the items are locked and answers the store's current stock
   * (null when it is not tracked). Refused when the stock less the others' live holds is short.
   */
  reserve(
    holder: string,
    lines: readonly ReservationLine[],
    ttlMs: number,
    stockOf: () => Promise<ReadonlyMap<string, number | null>>,
  ): Promise<ReserveResult>;
  /** Units of each item held by holders other than `except`, live ones only. */
  heldByOthers(items: readonly string[], except?: string): Promise<Map<string, number>>;
  /** Whether `holder` has a live hold. */
  holds(holder: string): Promise<boolean>;
  /** Drops `holder`'s hold (paid, declined, abandoned). */
  release(holder: string): Promise<void>;
}

/**
 * What every reservations driver shares: the one check-and-hold. Under the items' locks, the store's
 * stock less the others' live holds decides (domain/reservations.ts); a driver only locks and stores.
 */
export abstract class ReservationsDriver implements StockReservations {
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
      await this.hold(holder, wanted, ttlMs);
      return { ok: true };
    });
  }

  /** Runs `work` holding every item's lock; `items` come sorted, so two carts never wait on each other. */
  protected abstract locked<T>(items: readonly string[], work: () => Promise<T>): Promise<T>;
  /** Replaces what `holder` holds by `units` (per item) for `ttlMs`; called under the items' locks. */
  protected abstract hold(holder: string, units: ReadonlyMap<string, number>, ttlMs: number): Promise<void>;
  abstract heldByOthers(items: readonly string[], except?: string): Promise<Map<string, number>>;
  abstract holds(holder: string): Promise<boolean>;
  abstract release(holder: string): Promise<void>;
}
