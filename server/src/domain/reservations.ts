/**
 * The rule behind a stock reservation, shared by every reservations driver (one process or Redis):
 * the units wanted per item, and which items are short once the others' live holds are counted.
 */

export interface ReservationWant {
  item: string;
  quantity: number;
}

export interface ShortItem {
  item: string;
  /** Units left for this holder: the store's stock less the others' holds, never below 0. */
  available: number;
}

/** Units wanted per item, lines of the same item added up (first-seen order). */
export function unitsWanted(lines: readonly ReservationWant[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.item, (wanted.get(line.item) ?? 0) + line.quantity);
  return wanted;
}

/**
 * The items of `wanted` that cannot be held: an item whose stock is untracked (null or absent) is
 * never short.
 */
export function shortItems(
  wanted: ReadonlyMap<string, number>,
  stock: ReadonlyMap<string, number | null>,
  heldByOthers: ReadonlyMap<string, number>,
): ShortItem[] {
  return [...wanted].flatMap(([item, quantity]) => {
    const inStock = stock.get(item);
    if (inStock === null || inStock === undefined) return [];
    const available = Math.max(0, inStock - (heldByOthers.get(item) ?? 0));
    return available < quantity ? [{ item, available }] : [];
  });
}
