/**
 * The one pricing path of the shop: cart lines priced from the store as it is now (no catalog cache),
 * in the base currency and in a display currency. The cart page, the checkout quote and orders all
 * call it, so what the shopper is shown is what the order will charge.
 */
import { assertCartSize, priceCartLine, type CartLineRequest, type PricedLine } from '../domain/cart';
import { cartTotals, type CartDisplay, type CartTotals } from '../domain/cartTotals';
import type { Product, Variation } from '../domain/catalog';
import type { DisplayCurrency } from '../domain/money';
import type { WooCatalog } from '../woo/catalog';

/** The store reads pricing needs. */
export type PricingStore = Pick<WooCatalog, 'productsByIds' | 'variations'>;

export interface PricedCart {
  /** In the order of the request: each line priced in the base currency, with the product it was priced from. */
  lines: { priced: PricedLine; product: Product | null }[];
  /** Amounts in the base currency (what an order charges). */
  base: CartTotals;
  /** Amounts as the shopper reads them: in the display currency asked for, with or without tax as the store shows its cart. */
  display: CartTotals;
}

export class PricingService {
  constructor(private readonly store: PricingStore) {}

  /**
   * Prices `lines` from fresh store reads: one products-by-id read for every line, then one variations
   * read per product that a line needs a variation of. Throws CartTooLargeError past MAX_CART_LINES.
   * `display` is how the shopper is shown the amounts (a bare currency: converted, tax as entered).
   */
  async price(lines: readonly CartLineRequest[], display: CartDisplay | DisplayCurrency): Promise<PricedCart> {
    assertCartSize(lines.length);
    const products = await this.products(lines);
    const variations = await this.variations(lines, products);
    const priced = lines.map((line) => {
      const product = products.get(line.productId) ?? null;
      return { priced: priceCartLine(line, product, variations.get(line.productId) ?? []), product };
    });
    const pricedLines = priced.map((line) => line.priced);
    return { lines: priced, base: cartTotals(pricedLines), display: cartTotals(pricedLines, display) };
  }

  private async products(lines: readonly CartLineRequest[]): Promise<Map<number, Product>> {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const products = ids.length > 0 ? await this.store.productsByIds(ids) : [];
    return new Map(products.map((product) => [product.id, product]));
  }

  private async variations(lines: readonly CartLineRequest[], products: Map<number, Product>): Promise<Map<number, Variation[]>> {
    const needed = new Set(lines.filter((line) => line.variationId !== null).map((line) => line.productId));
    const parents = [...needed].flatMap((id) => {
      const product = products.get(id);
      return product && product.variationIds.length > 0 ? [product] : [];
    });
    return new Map(await Promise.all(parents.map(async (product) => [product.id, await this.store.variations(product)] as const)));
  }
}
