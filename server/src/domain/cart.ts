/**
 * Cart line rules on the server: a line priced from the store's current product (and variation),
 * never from the browser. Pure functions; amounts are in the base currency.
 */
import type { Availability } from './availability';
import type { Product, Variation } from './catalog';
import { STANDARD_TAXABLE, type Taxability } from './priceDisplay';

/** A cart holds at most this many lines; a longer cart is refused (CartTooLargeError). */
export const MAX_CART_LINES = 100;
/** Units of one line that can be bought at once; above it the line is not purchasable. */
export const MAX_LINE_QUANTITY = 99;

export class CartTooLargeError extends Error {
  constructor(readonly lineCount: number) {
    super(`A cart holds at most ${MAX_CART_LINES} lines`);
    this.name = 'CartTooLargeError';
  }
}

/** Throws CartTooLargeError when a cart has more lines than the shop accepts. */
export function assertCartSize(lineCount: number): void {
  if (lineCount > MAX_CART_LINES) throw new CartTooLargeError(lineCount);
}

export interface CartLineRequest {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
}

export interface PricedLine {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  /** False when the product is not published or the variation is not one of its own. */
  found: boolean;
  /** The store's (French) name, when found. */
  name: string | null;
  /** SKU of the variation, else of the product, when found. */
  sku: string | null;
  /** Unit price in the base currency, as the store holds it (before or with tax, by its settings), when known. */
  unitPrice: number | null;
  /** How the store taxes what the line sells (the variation's, else the product's). */
  tax: Taxability;
  availability: Availability | null;
  stockQuantity: number | null;
  /** Units the store lets be sold (see `stockLimit`): null for no limit. */
  stockLimit: number | null;
  purchasable: boolean;
}

/** What a line is sold as: the chosen variation, else the product itself. */
export type Sellable = Pick<Product | Variation, 'price' | 'availability' | 'stockQuantity' | 'backordersAllowed' | 'tax'>;

/** Whether the store can sell it at all: anything but out of stock (a pre-order can be bought). */
export function isAvailable(availability: Availability): boolean {
  return availability !== 'OUT_OF_STOCK';
}

/**
 * The units the store lets be sold, by WooCommerce's own rule: no limit when it does not manage the
 * item's stock (no quantity) or when it takes backorders; else the quantity in stock. A pre-order is
 * no exception: one in the Pre Order category with 9 in stock and no backorders sells 9.
 */
export function stockLimit(source: Pick<Sellable, 'stockQuantity' | 'backordersAllowed'>): number | null {
  if (source.stockQuantity === null || source.backordersAllowed) return null;
  return Math.max(0, source.stockQuantity);
}

/** Whether the stock covers `quantity`, as the store would sell it (see `stockLimit`). */
export function hasEnoughStock(source: Pick<Sellable, 'stockQuantity' | 'backordersAllowed'>, quantity: number): boolean {
  const limit = stockLimit(source);
  return limit === null || limit >= quantity;
}

/** A whole number of units from 1 to MAX_LINE_QUANTITY. */
export function isAllowedQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/**
 * Prices one line from the store's current product and its variations. A product with variations
 * needs one of its own; a line is purchasable when it has a price, is available, the stock covers
 * the quantity and the quantity is allowed.
 */
export function priceCartLine(line: CartLineRequest, product: Product | null, variations: readonly Variation[]): PricedLine {
  const base = { key: line.key, productId: line.productId, variationId: line.variationId, quantity: line.quantity };
  const variation = line.variationId === null ? null : variations.find((candidate) => candidate.id === line.variationId);
  if (!product || (line.variationId !== null && !variation)) {
    return {
      ...base,
      found: false,
      name: null,
      sku: null,
      unitPrice: null,
      tax: STANDARD_TAXABLE,
      availability: null,
      stockQuantity: null,
      stockLimit: null,
      purchasable: false,
    };
  }
  const source: Sellable & { sku: string } = variation ?? product;
  const needsVariation = product.variationIds.length > 0 && !variation;
  return {
    ...base,
    found: true,
    name: product.texts.name,
    sku: source.sku,
    unitPrice: source.price,
    tax: source.tax,
    availability: source.availability,
    stockQuantity: source.stockQuantity,
    stockLimit: stockLimit(source),
    purchasable:
      !needsVariation &&
      source.price !== null &&
      isAvailable(source.availability) &&
      hasEnoughStock(source, line.quantity) &&
      isAllowedQuantity(line.quantity),
  };
}
