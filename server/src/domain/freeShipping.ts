/**
 * How far a cart is from the store's free shipping: the minimum of the zone's free-shipping method
 * (WooCommerce's `min_amount`), compared as the checkout compares it (the items as the cart shows them,
 * in the base currency: checkoutQuote.ts), the rest shown in the display currency. Pure.
 */
import { money, roundMoney, type DisplayCurrency, type Money } from './money';
import { isMethodAvailable, type ShippingMethodOption } from './shippingMethods';

export interface FreeShippingProgress {
  /** The minimum in the display currency (0 when the zone ships free whatever the amount). */
  threshold: Money;
  /** What the items still lack, in the display currency (0 once reached). */
  remaining: Money;
  reached: boolean;
}

/**
 * The lowest items amount (base currency) that makes one of the zone's free-shipping methods available:
 * 0 for one that needs nothing, its `min_amount` for one that needs it; null when no method can be
 * reached by the amount alone (none, or one that needs a coupon: the shop has none).
 */
export function freeShippingMinimum(methods: readonly ShippingMethodOption[]): number | null {
  const minimums = methods
    .filter((method) => method.kind === 'FREE_SHIPPING')
    .flatMap((method) => {
      if (method.requires === 'none' || method.minAmount === null) return isMethodAvailable(method, 0) ? [0] : [];
      return method.requires === 'min_amount' || method.requires === 'either' ? [method.minAmount] : [];
    });
  return minimums.length > 0 ? Math.min(...minimums) : null;
}

/** The progress of items shown at `itemsShownBase` (base currency) towards `minimumBase`, shown in `currency`. */
export function freeShippingProgress(minimumBase: number, itemsShownBase: number, currency: DisplayCurrency): FreeShippingProgress {
  const reached = itemsShownBase >= minimumBase;
  return {
    threshold: money(minimumBase, currency),
    remaining: money(reached ? 0 : roundMoney(minimumBase - itemsShownBase), currency),
    reached,
  };
}
