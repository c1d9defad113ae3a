/**
 * The stock reservations port: units of a sellable item held for a checkout while it is paid, as
 * WooCommerce's own checkout holds stock for a pending order. Shared by every server, so two servers
 * never sell the same last unit.
 */
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
