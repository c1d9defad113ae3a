/**
 * The checkout summary's lines (pure, so it can be tested): each cart line with the quote's prices
 * and what the store says of it (gone, out of stock, only N left), in the cart's own notice kinds so
 * the cart's line row shows them; the lines' snapshots only while the quote for these lines loads.
 */
// Relative imports (not @/ or @common/): the unit tests load this module without the client's aliases.
import { pricedCartView, type CartLineNotice, type PricedCartView } from '../cart/cartPricing';
import type { MoneyLike } from '@common/money';

/** What the quote answers for one line (the selection of CheckoutQuoteFields). */
export interface QuoteLine {
  key: string;
  problem?: 'NOT_FOUND' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK' | 'NOT_PURCHASABLE' | null;
  availableQuantity?: number | null;
  unitPrice?: MoneyLike | null;
  total?: MoneyLike | null;
}

/** The notice of a quote line with a problem (none for a line that can be bought as it is). */
export function quoteLineNotice(line: QuoteLine): CartLineNotice | null {
  switch (line.problem) {
    case 'OUT_OF_STOCK':
      return { kind: 'outOfStock', problem: true };
    case 'NOT_ENOUGH_STOCK':
      return line.availableQuantity !== null && line.availableQuantity !== undefined
        ? { kind: 'notEnoughStock', problem: true, count: line.availableQuantity }
        : { kind: 'outOfStock', problem: true };
    case 'NOT_FOUND':
    case 'NOT_PURCHASABLE':
      return { kind: 'unavailable', problem: true };
    default:
      return null;
  }
}

/**
 * The lines with the quote's prices when `quote` answers for these lines (same keys in the same
 * order), else with their snapshots and no total.
 */
export function quoteCartView<L extends { key: string; quantity: number }>(
  lines: readonly L[],
  quote: { lines: readonly QuoteLine[]; itemsTotal: MoneyLike; allAvailable: boolean } | null | undefined,
  snapshotUnitPrice: (line: L) => MoneyLike,
): PricedCartView<L> {
  const matches = !!quote && quote.lines.length === lines.length && quote.lines.every((priced, index) => priced.key === lines[index]?.key);
  if (!matches) return pricedCartView(lines, null, snapshotUnitPrice);
  return {
    lines: lines.map((line, index) => {
      const priced = quote.lines[index]!;
      return {
        line,
        unitPrice: priced.unitPrice ?? null,
        lineTotal: priced.total ?? null,
        fromServer: true,
        notice: quoteLineNotice(priced),
      };
    }),
    total: quote.itemsTotal,
    allAvailable: quote.allAvailable,
    priced: true,
  };
}
