/** Availability rules of spec section 4. */

export type StockStatus = 'instock' | 'onbackorder' | 'outofstock';
export type Availability = 'IN_STOCK' | 'PRE_ORDER' | 'OUT_OF_STOCK';

/** Slug of the store category whose products are sold as pre-orders. */
export const PRE_ORDER_CATEGORY_SLUG = 'pre-order';

export function toStockStatus(raw: unknown): StockStatus {
  return raw === 'outofstock' || raw === 'onbackorder' ? raw : 'instock';
}

/**
 * outofstock -> OUT_OF_STOCK; onbackorder -> PRE_ORDER; in the Pre Order category -> PRE_ORDER;
 * anything else IN_STOCK. Out of stock wins over the category: nothing could be shipped.
 */
export function availabilityOf(stockStatus: StockStatus, categorySlugs: readonly string[] = []): Availability {
  if (stockStatus === 'outofstock') return 'OUT_OF_STOCK';
  if (stockStatus === 'onbackorder') return 'PRE_ORDER';
  return categorySlugs.includes(PRE_ORDER_CATEGORY_SLUG) ? 'PRE_ORDER' : 'IN_STOCK';
}

/**
 * Delivery time promised on the product page: 70-90 days for a pre-order (made to order), else the
 * standard shipping method's 3-5 business days, as the delivery page, the FAQ and the cart say.
 */
export function deliveryEstimate(availability: Availability): { minDays: number; maxDays: number } {
  return availability === 'PRE_ORDER' ? { minDays: 70, maxDays: 90 } : { minDays: 3, maxDays: 5 };
}
