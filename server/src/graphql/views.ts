/**
 * What the GraphQL resolvers receive as parents (codegen `mappers`): domain objects plus the
 * request's choices (language) that their fields depend on.
 */
import type { Language, Product, Variation } from '../domain/catalog';

/** A product as seen in one language. */
export interface ProductView {
  product: Product;
  language: Language;
}

/** A variation as seen in one language (its parent's texts give image alt texts). */
export interface VariationView {
  variation: Variation;
  language: Language;
}

export const viewProduct =
  (language: Language) =>
  (product: Product): ProductView => ({ product, language });
