/**
 * What the GraphQL resolvers receive as parents (codegen `mappers`): domain objects plus the
 * request's choices (language, display currency) that their fields depend on.
 */
import type { Language, Product, Variation } from '../domain/catalog';
import type { DisplayCurrency } from '../domain/money';

/** How the request wants products shown. */
export interface ViewOptions {
  language: Language;
  currency: DisplayCurrency;
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
