/**
 * Published products by id through the shared catalog cache (the catalog's namespace, so an order's
 * invalidation drops them too): the similar products of a product page ask for their product by id,
 * which would otherwise cost an `include=` store call on every view. A product read by its slug is
 * remembered here as well, so that the page's next operation finds it.
 */
import type { Product } from '../domain/catalog';
import type { Cache } from '../ports/cache';
import type { WooCatalog } from '../woo/catalog';
import { CATALOG_TTL_MS } from './service';

const key = (id: number) => `product-id:${id}`;

export class ProductsById {
  /** `cache` is the catalog's namespace of the shared cache (values are plain JSON data). */
  constructor(
    private readonly store: Pick<WooCatalog, 'productsByIds'>,
    private readonly cache: Cache,
  ) {}

  /** The products of `ids` in their order (null for one the store does not publish): one store call for the ids not cached. */
  async load(ids: readonly number[]): Promise<(Product | null)[]> {
    const cached = await Promise.all(ids.map((id) => this.cache.get<Product | null>(key(id))));
    const missing = ids.filter((_, index) => cached[index] === undefined);
    if (missing.length === 0) return cached.map((product) => product ?? null);
    const found = new Map((await this.store.productsByIds(missing)).map((product) => [product.id, product]));
    // A missing product is kept too (as null), like a found one.
    await Promise.all(missing.map((id) => this.cache.set(key(id), found.get(id) ?? null, CATALOG_TTL_MS)));
    return ids.map((id, index) => cached[index] ?? found.get(id) ?? null);
  }

  /** Keeps a product read another way (by its slug). */
  remember(product: Product): Promise<void> {
    return this.cache.set(key(product.id), product, CATALOG_TTL_MS);
  }
}
