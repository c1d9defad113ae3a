/** Shipping methods of a zone as the checkout offers them: which are available for a cart, and their cost. */
export type ShippingMethodKind = 'FLAT_RATE' | 'FREE_SHIPPING' | 'LOCAL_PICKUP' | 'OTHER';

/** What a free-shipping method requires (WooCommerce's `requires` setting). */
export type FreeShippingRequirement = 'none' | 'min_amount' | 'coupon' | 'either' | 'both';

export interface ShippingMethodOption {
  /** `${zoneId}:${instanceId}`: the id the browser sends back. */
  id: string;
  zoneId: number;
  instanceId: number;
  methodId: string;
  kind: ShippingMethodKind;
  title: string;
  description: string | null;
  /** Cost in the base currency, entered like the shop's prices (with tax when prices include tax). */
  cost: number;
  /** Whether the cost is taxed (tax_status "taxable"). */
  taxable: boolean;
  /** Free shipping: the minimum items amount in the base currency. */
  minAmount: number | null;
  requires: FreeShippingRequirement;
  /** The cost as the settings hold it. */
  settingsCost: string | null;
  /** The store's description of the method (title, ids, settings values), for the test page. */
  raw: Record<string, unknown>;
}

export function shippingMethodId(zoneId: number, instanceId: number): string {
  return `${zoneId}:${instanceId}`;
}

export function methodKind(methodId: string): ShippingMethodKind {
  switch (methodId) {
    case 'flat_rate':
      return 'FLAT_RATE';
    case 'free_shipping':
      return 'FREE_SHIPPING';
    case 'local_pickup':
    case 'pickup_location':
      return 'LOCAL_PICKUP';
    default:
      return 'OTHER';
  }
}

/**
 * Whether a method can ship a cart whose items come to `itemsAmount` (base currency, as displayed).
 * Free shipping needing a coupon is never offered: the shop has no coupons.
 */
export function isMethodAvailable(method: ShippingMethodOption, itemsAmount: number): boolean {
  if (method.kind !== 'FREE_SHIPPING') return true;
  switch (method.requires) {
    case 'none':
      return true;
    case 'min_amount':
    case 'either':
      return method.minAmount === null || itemsAmount >= method.minAmount;
    default:
      return false;
  }
}

/**
 * The method the shop chooses for the shopper among a destination's available methods (as good shops
 * do): the cheapest as shown, free shipping when the cart reaches it, the store's order breaking ties.
 * A pickup at the shop is never chosen for the shopper (it asks them to come), unless it is all there is.
 */
export function suggestedMethod<M extends Pick<ShippingMethodOption, 'kind'> & { displayCost: number }>(methods: readonly M[]): M | null {
  const delivered = methods.filter((method) => method.kind !== 'LOCAL_PICKUP');
  const candidates = delivered.length > 0 ? delivered : methods;
  return candidates.reduce<M | null>((best, method) => (best === null || method.displayCost < best.displayCost ? method : best), null);
}
