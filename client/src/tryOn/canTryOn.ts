import type { TryOnProduct } from './choices';

/**
 * Whether the product can be tried on: the store has a try-on picture for it or for one of its colours.
 * Apart from choices.ts, which loads with the dialog: this is all the product page needs.
 */
export function canTryOn(product: TryOnProduct): boolean {
  return product.tryOnImage !== null || product.variations.some((variation) => variation.tryOnImage !== null);
}
