/**
 * The store's category filter as a rule over a catalog held in memory: WooCommerce's `category=<id>`
 * takes the products of that category and of every category below it.
 */
import type { Category, Product } from './catalog';

/** The category's id and the ids of every category below it. */
export function categoryAndDescendants(categoryId: number, categories: readonly Pick<Category, 'id' | 'parentId'>[]): Set<number> {
  const ids = new Set([categoryId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (!ids.has(category.id) && ids.has(category.parentId)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The products of `catalog` in `categoryId` or below it, in the catalog's order (the store's answer to `category=<id>`). */
export function productsInCategory(
  catalog: readonly Product[],
  categoryId: number,
  categories: readonly Pick<Category, 'id' | 'parentId'>[],
): Product[] {
  const within = categoryAndDescendants(categoryId, categories);
  return catalog.filter((product) => product.categories.some((category) => within.has(category.id)));
}
