/**
 * Cart amounts in one currency: each unit price converted from the base currency, line totals as the
 * shopper reads them (displayed unit price x quantity, rounded to cents), and the subtotal of the
 * lines that can be bought. Pure functions.
 */
import type { PricedLine } from './cart';
import { BASE_DISPLAY, money, roundMoney, type DisplayCurrency, type Money } from './money';

/** A priced line with its amounts in one currency. */
export interface CartLineAmounts extends Omit<PricedLine, 'unitPrice'> {
  unitPrice: Money | null;
  lineTotal: Money | null;
}

export interface CartTotals {
  currencyCode: string;
  /** In the order of the priced lines. */
  lines: CartLineAmounts[];
  /** Sum of the purchasable lines' totals. */
  subtotal: Money;
  /** Whether every line can be bought as it is. */
  allAvailable: boolean;
}

/** The displayed unit price times the quantity, rounded to cents: what the shopper can check by hand. */
export function lineTotal(unitPrice: Money, quantity: number): Money {
  return { amount: roundMoney(unitPrice.amount * quantity), currencyCode: unitPrice.currencyCode };
}

/** A line's amounts in `currency`. */
export function lineAmounts(line: PricedLine, currency: DisplayCurrency = BASE_DISPLAY): CartLineAmounts {
  const unitPrice = line.unitPrice === null ? null : money(line.unitPrice, currency);
  return { ...line, unitPrice, lineTotal: unitPrice && lineTotal(unitPrice, line.quantity) };
}

/** Sum of the purchasable lines' totals (a line that cannot be bought is not counted). */
export function subtotalOf(lines: readonly CartLineAmounts[], currencyCode: string): Money {
  const amount = lines.reduce((sum, line) => (line.purchasable && line.lineTotal ? roundMoney(sum + line.lineTotal.amount) : sum), 0);
  return { amount, currencyCode };
}

/** Whether every line can be bought (true for an empty cart). */
export function allPurchasable(lines: readonly Pick<PricedLine, 'purchasable'>[]): boolean {
  return lines.every((line) => line.purchasable);
}

/** The cart's amounts in `currency`. */
export function cartTotals(lines: readonly PricedLine[], currency: DisplayCurrency = BASE_DISPLAY): CartTotals {
  const amounts = lines.map((line) => lineAmounts(line, currency));
  return { currencyCode: currency.code, lines: amounts, subtotal: subtotalOf(amounts, currency.code), allAvailable: allPurchasable(lines) };
}
