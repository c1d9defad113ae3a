/**
 * The similar products of a product page, worked out from a catalog held in memory with the very rule
 * the store's own query follows (`category=<id>&exclude=<id>&orderby=popularity`, or `orderby=date`
 * when the product has no category): the store's category filter takes the category's descendants
 * too; popularity runs from the most sold down (the newest id first among equals); date from the
 * newest down.
 */
import type { Category, Product } from './catalog';
import { categoryAndDescendants } from './categoryTree';

const byPopularity = (a: Product, b: Product) => b.totalSales - a.totalSales || b.id - a.id;
const byDate = (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * Up to `first` products of `catalog` (every published product) like `product`: those of `categoryId`
 * or below it, most popular first; every other product, newest first, when `categoryId` is undefined.
 */
export function similarProducts(
  catalog: readonly Product[],
  product: Pick<Product, 'id'>,
  categoryId: number | undefined,
  categories: readonly Pick<Category, 'id' | 'parentId'>[],
  first: number,
): Product[] {
  const others = catalog.filter((candidate) => candidate.id !== product.id);
  if (categoryId === undefined) return [...others].sort(byDate).slice(0, first);
  const within = categoryAndDescendants(categoryId, categories);
  return others
    .filter((candidate) => candidate.categories.some((category) => within.has(category.id)))
    .sort(byPopularity)
    .slice(0, first);
}
