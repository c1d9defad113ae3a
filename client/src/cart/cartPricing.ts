/**
 * What the cart shows (pure, so it can be tested): the store's answer to `cartPricing` once it has
 * come, the lines' saved snapshots (their price when added, converted into the display currency) only
 * while it loads, and what the store says of each line (gone, out of stock, not enough stock...).
 * The total is the server's subtotal or nothing: the shop never shows a total summed in the browser.
 */
// Relative import (not @common/): the unit tests load this module without the client's aliases.
import { roundMoney, type MoneyLike } from '@common/money';

/** What the server answers for one line (the selection of the CartPricing query). */
export interface ServerPricedLine {
  key: string;
  found: boolean;
  purchasable: boolean;
  availability?: string | null;
  stockQuantity?: number | null;
  unitPrice?: MoneyLike | null;
  lineTotal?: MoneyLike | null;
}

/** What the server answers for the cart. */
export interface ServerCartPricing {
  lines: readonly ServerPricedLine[];
  subtotal: MoneyLike;
  allAvailable: boolean;
}

/** What the store says of a line, when the shopper should know (texts `cart.<kind>`). */
export type CartLineNotice =
  | { kind: 'unavailable' | 'outOfStock' | 'preOrder'; problem: boolean }
  | { kind: 'notEnoughStock'; problem: boolean; count: number }
  | { kind: 'priceChanged'; problem: boolean; price: MoneyLike };

export interface PricedLineView<L> {
  line: L;
  /** The server's unit price; the snapshot while it loads; null when the store no longer has the product. */
  unitPrice: MoneyLike | null;
  /** The server's line total, same rules. */
  lineTotal: MoneyLike | null;
  /** Whether the prices are the server's (false: snapshot shown while the answer loads). */
  fromServer: boolean;
  notice: CartLineNotice | null;
}

export interface PricedCartView<L> {
  lines: PricedLineView<L>[];
  /** The server's subtotal (purchasable lines only), null until it has answered. */
  total: MoneyLike | null;
  /** Whether every line can be bought as it is (false until the server says so). */
  allAvailable: boolean;
  /** Whether the server's answer for these lines is shown. */
  priced: boolean;
}

/** The notice of a priced line; `shownUnitAmount` is the snapshot's unit price in the same currency. */
export function lineNotice(priced: ServerPricedLine, shownUnitAmount: number): CartLineNotice | null {
  const problem = !priced.purchasable;
  if (!priced.found) return { kind: 'unavailable', problem };
  if (priced.availability === 'OUT_OF_STOCK') return { kind: 'outOfStock', problem };
  if (problem && priced.stockQuantity !== null && priced.stockQuantity !== undefined)
    return { kind: 'notEnoughStock', problem, count: priced.stockQuantity };
  if (priced.unitPrice && Math.abs(priced.unitPrice.amount - shownUnitAmount) >= 0.01)
    return { kind: 'priceChanged', problem, price: priced.unitPrice };
  if (priced.availability === 'PRE_ORDER') return { kind: 'preOrder', problem };
  // Not purchasable for a reason the store does not detail: still never shown as buyable.
  return problem ? { kind: 'unavailable', problem } : null;
}

/**
 * The cart's view: each line with the server's prices when `answer` is the answer for these lines
 * (same keys in the same order), else with its snapshot (`snapshotUnitPrice`) and no total.
 */
export function pricedCartView<L extends { key: string; quantity: number }>(
  lines: readonly L[],
  answer: ServerCartPricing | null | undefined,
  snapshotUnitPrice: (line: L) => MoneyLike,
): PricedCartView<L> {
  const matches =
    !!answer && answer.lines.length === lines.length && answer.lines.every((priced, index) => priced.key === lines[index]?.key);
  return {
    lines: lines.map((line, index) => {
      const snapshot = snapshotUnitPrice(line);
      const priced = matches ? answer.lines[index] : undefined;
      if (!priced)
        return {
          line,
          unitPrice: snapshot,
          lineTotal: { amount: roundMoney(snapshot.amount * line.quantity), currencyCode: snapshot.currencyCode },
          fromServer: false,
          notice: null,
        };
      return {
        line,
        unitPrice: priced.unitPrice ?? null,
        lineTotal: priced.lineTotal ?? null,
        fromServer: true,
        notice: lineNotice(priced, snapshot.amount),
      };
    }),
    total: matches ? answer.subtotal : null,
    allAvailable: matches && answer.allAvailable,
    priced: matches,
  };
}
