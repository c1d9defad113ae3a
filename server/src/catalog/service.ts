/**
 * The catalog as the storefront serves it: section resolution, TTL caches on the shared cache port
 * and the listing rules. Shared by every request (it holds no per-customer data); per-request
 * batching lives in the GraphQL loaders. Prices to charge are never read from here: see pricing/.
 */
import type { CatalogSectionKey } from '../config';
import type { Category, Product, Variation } from '../domain/catalog';
import {
  filterOptionsOf,
  matchesFilter,
  paginate,
  sortProducts,
  type ListingFilter,
  type ListingFilterOptions,
  type Page,
  type ProductSort,
} from '../domain/listing';
import type { Cache } from '../ports/cache';
import type { WooCatalog } from '../woo/catalog';

export type CatalogSection = 'ALL' | CatalogSectionKey;

export interface ListingQuery extends ListingFilter {
  section?: CatalogSection | null;
  search?: string | null;
}

/** How long slow-changing data is served from the cache. */
export const CATEGORY_TTL_MS = 5 * 60 * 1000;
export const CATALOG_TTL_MS = 60 * 1000;
/** Filter options are computed from at most this many products (spec section 9). */
export const FILTER_OPTIONS_SAMPLE = 100;

export class CatalogService {
  /**
   * `cache` is this service's own namespace of the shared cache (e.g. `namespaced(cache, 'catalog')`):
   * `invalidate()` drops every key in it. Its values are plain JSON data (products, variations, categories).
   */
  constructor(
    private readonly store: WooCatalog,
    private readonly sectionSlugs: Record<CatalogSectionKey, string>,
    private readonly cache: Cache,
  ) {}

  async categories(): Promise<Category[]> {
    return this.cache.getOrLoad('categories', CATEGORY_TTL_MS, () => this.store.categories());
  }

  async categoryBySlug(slug: string): Promise<Category | undefined> {
    return (await this.categories()).find((category) => category.slug === slug);
  }

  /** Slugs of the categories offered as the product-type filter (optical, sunglasses). */
  typeCategorySlugs(): string[] {
    return [this.sectionSlugs.OPTICAL, this.sectionSlugs.SUNGLASSES];
  }

  /** The default order of a section: newest first for new arrivals, else the shop's order. */
  defaultSort(section: CatalogSection | null | undefined): ProductSort {
    return section === 'NEW_ARRIVALS' ? 'NEWEST' : 'RECOMMENDED';
  }

  /**
   * Every published product of a section (optionally matching a search), from the cache.
   * A section whose category the store lacks is empty, except new arrivals, which falls back
   * to every product.
   */
  async sectionProducts(section: CatalogSection = 'ALL', search = ''): Promise<Product[]> {
    let categoryId: number | undefined;
    if (section !== 'ALL') {
      const category = await this.categoryBySlug(this.sectionSlugs[section]);
      if (!category && section !== 'NEW_ARRIVALS') return [];
      categoryId = category?.id;
    }
    const normalizedSearch = search.trim().toLowerCase();
    return this.cache.getOrLoad(`section:${categoryId ?? 'all'}|${normalizedSearch}`, CATALOG_TTL_MS, () =>
      this.store
        .listAllProducts({ categoryId, search: normalizedSearch || undefined, orderBy: 'menu_order', order: 'asc' })
        .then((page) => page.products),
    );
  }

  /** A page of a listing; price bounds are in the display currency of `rate`. */
  async listing(
    query: ListingQuery,
    sort: ProductSort | null | undefined,
    page: number,
    pageSize: number,
    rate = 1,
  ): Promise<Page<Product>> {
    const products = await this.sectionProducts(query.section ?? 'ALL', query.search ?? '');
    const kept = products.filter((product) => matchesFilter(product, query, rate));
    return paginate(sortProducts(kept, sort ?? this.defaultSort(query.section)), page, pageSize);
  }

  async filterOptions(query: Pick<ListingQuery, 'section' | 'search'>, rate = 1): Promise<ListingFilterOptions> {
    const products = await this.sectionProducts(query.section ?? 'ALL', query.search ?? '');
    return filterOptionsOf(products.slice(0, FILTER_OPTIONS_SAMPLE), this.typeCategorySlugs(), rate);
  }

  /** Featured products in the shop's order, from the cached catalog (no store call when warm). */
  async featured(first: number): Promise<Product[]> {
    const products = await this.sectionProducts('ALL');
    return sortProducts(
      products.filter((product) => product.featured),
      'RECOMMENDED',
    ).slice(0, first);
  }

  async productBySlug(slug: string): Promise<Product | null> {
    // A missing product is cached too (as null), like a found one.
    return this.cache.getOrLoad(`product:${slug}`, CATALOG_TTL_MS, () => this.store.productBySlug(slug));
  }

  async variations(product: Product): Promise<Variation[]> {
    if (product.variationIds.length === 0) return [];
    return this.cache.getOrLoad(`variations:${product.id}`, CATALOG_TTL_MS, () => this.store.variations(product));
  }

  /** Same category, excluding the product, most popular first; newest when it has no category. */
  async similar(product: Product, first: number): Promise<Product[]> {
    return this.cache.getOrLoad(`similar:${product.id}|${first}`, CATALOG_TTL_MS, () => this.fetchSimilar(product, first));
  }

  private async fetchSimilar(product: Product, first: number): Promise<Product[]> {
    const category = product.categories.find((candidate) => !this.isMerchandisingCategory(candidate.slug)) ?? product.categories[0];
    const page = await this.store.listProducts({
      categoryId: category?.id,
      exclude: [product.id],
      orderBy: category ? 'popularity' : 'date',
      order: 'desc',
      perPage: first,
    });
    return page.products;
  }

  /** New arrivals and Pre Order say little about what a product is like. */
  private isMerchandisingCategory(slug: string): boolean {
    return slug === this.sectionSlugs.NEW_ARRIVALS || slug === 'pre-order' || slug === 'uncategorized';
  }

  /** Drops every cached answer of the catalog (used by tests and after store writes). */
  async invalidate(): Promise<void> {
    await this.cache.deleteByPrefix('');
  }
}
