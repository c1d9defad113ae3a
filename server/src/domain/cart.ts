/** Cart rules on the server: a line priced from the store, never from the browser. */
import type { Availability } from './availability';
import type { Product, Variation } from './catalog';

export interface CartLineRequest {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
}

export interface PricedLine {
  key: string;
  quantity: number;
  found: boolean;
  name: string | null;
  /** Unit price in the base currency, when known. */
  unitPrice: number | null;
  availability: Availability | null;
  stockQuantity: number | null;
  purchasable: boolean;
}

/**
 * Prices one line from the store's current product (and variation). A product with variations
 * needs one of its own variations; a tracked stock must cover the quantity unless the line is a
 * pre-order (backorders allowed).
 */
export function priceCartLine(line: CartLineRequest, product: Product | null, variations: readonly Variation[]): PricedLine {
  const missing: PricedLine = {
    key: line.key,
    quantity: line.quantity,
    found: false,
    name: null,
    unitPrice: null,
    availability: null,
    stockQuantity: null,
    purchasable: false,
  };
  if (!product) return missing;
  const variation = line.variationId === null ? null : variations.find((candidate) => candidate.id === line.variationId);
  if (line.variationId !== null && !variation) return missing;
  const source = variation ?? product;
  const needsVariation = product.variationIds.length > 0 && !variation;
  const enoughStock = source.availability === 'PRE_ORDER' || source.stockQuantity === null || source.stockQuantity >= line.quantity;
  return {
    key: line.key,
    quantity: line.quantity,
    found: true,
    name: product.texts.name,
    unitPrice: source.price,
    availability: source.availability,
    stockQuantity: source.stockQuantity,
    purchasable: !needsVariation && source.price !== null && source.availability !== 'OUT_OF_STOCK' && enoughStock && line.quantity >= 1,
  };
}
