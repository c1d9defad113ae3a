/**
 * Cart amounts in one currency: each unit price and line as the store's cart shows them (converted from
 * the base currency, with or without tax by the store's settings: see priceDisplay.ts), and the
 * subtotal of the lines that can be bought. Pure functions.
 */
import type { PricedLine } from './cart';
import { BASE_DISPLAY, money, roundMoney, type DisplayCurrency, type Money } from './money';
import type { PriceDisplay } from './priceDisplay';

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

/** How the cart shows amounts: a currency, and a line's price in it (taxed or not as the store shows it). */
export type CartDisplay = Pick<PriceDisplay, 'currency' | 'cart'>;

/** Amounts converted to `currency` as the store holds them, no tax added or taken out (the base totals, stock holds). */
export function plainCartDisplay(currency: DisplayCurrency = BASE_DISPLAY): CartDisplay {
  return { currency, cart: (basePrice, _item, quantity = 1) => roundMoney(money(basePrice, currency).amount * quantity) };
}

/** The displayed unit price times the quantity, rounded to cents. */
export function lineTotal(unitPrice: Money, quantity: number): Money {
  return { amount: roundMoney(unitPrice.amount * quantity), currencyCode: unitPrice.currencyCode };
}

/**
 * A line's amounts as the cart shows them: the unit price, and the line priced as a whole (WooCommerce's
 * cart taxes the line, so it may differ by a cent from the unit price times the quantity).
 */
export function lineAmounts(line: PricedLine, display: CartDisplay = plainCartDisplay()): CartLineAmounts {
  const code = display.currency.code;
  if (line.unitPrice === null) return { ...line, unitPrice: null, lineTotal: null };
  return {
    ...line,
    unitPrice: { amount: display.cart(line.unitPrice, line.tax), currencyCode: code },
    lineTotal: { amount: display.cart(line.unitPrice, line.tax, line.quantity), currencyCode: code },
  };
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

/** The cart's amounts as `display` shows them (a bare currency: converted, no tax added or taken out). */
export function cartTotals(lines: readonly PricedLine[], display: CartDisplay | DisplayCurrency = plainCartDisplay()): CartTotals {
  const shown = 'cart' in display ? display : plainCartDisplay(display);
  const amounts = lines.map((line) => lineAmounts(line, shown));
  const code = shown.currency.code;
  return { currencyCode: code, lines: amounts, subtotal: subtotalOf(amounts, code), allAvailable: allPurchasable(lines) };
}
