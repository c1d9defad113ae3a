/**
 * What the GraphQL resolvers receive as parents (codegen `mappers`): domain objects plus the
 * request's choices (language, display currency, how prices are shown) that their fields depend on.
 */
import type { Language, Product, Variation } from '../domain/catalog';
import type { DisplayCurrency } from '../domain/money';
import type { PriceDisplay } from '../domain/priceDisplay';

/** How the request wants products shown. */
export interface ViewOptions {
  language: Language;
  currency: DisplayCurrency;
  /** The store's way of showing prices in `currency`, for the shopper's destination (else the shop's address). */
  display: PriceDisplay;
}

/** A product as seen in one language and currency. */
export interface ProductView extends ViewOptions {
  product: Product;
}

/** A variation as seen in one language and currency. */
export interface VariationView extends ViewOptions {
  variation: Variation;
}

export const viewProduct =
  (options: ViewOptions) =>
  (product: Product): ProductView => ({ product, ...options });
