/**
 * The catalog as the storefront serves it: section resolution, shared TTL caches and the listing
 * rules. Shared by every request (it holds no per-customer data); per-request batching lives in
 * the GraphQL loaders.
 */
import { LRUCache } from 'lru-cache';
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
import type { WooCatalog } from '../woo/catalog';

export type CatalogSection = 'ALL' | CatalogSectionKey;

export interface ListingQuery extends ListingFilter {
  section?: CatalogSection | null;
  search?: string | null;
}

/** How long slow-changing data is served from memory. */
export const CATEGORY_TTL_MS = 5 * 60 * 1000;
export const CATALOG_TTL_MS = 60 * 1000;
/** Filter options are computed from at most this many products (spec section 9). */
export const FILTER_OPTIONS_SAMPLE = 100;

export class CatalogService {
  private readonly categoryCache: LRUCache<'all', Category[]>;
  private readonly sectionCache: LRUCache<string, Product[], { categoryId: number | undefined; search: string }>;
  private readonly productCache: LRUCache<string, Product | 'none'>;
  private readonly variationCache: LRUCache<number, Variation[], Product>;
  private readonly similarCache: LRUCache<string, Product[], { product: Product; first: number }>;

  constructor(
    private readonly store: WooCatalog,
    private readonly sectionSlugs: Record<CatalogSectionKey, string>,
  ) {
    // lru-cache's fetch() also merges concurrent misses for one key into a single store call.
    this.categoryCache = new LRUCache({ max: 1, ttl: CATEGORY_TTL_MS, fetchMethod: () => this.store.categories() });
    this.sectionCache = new LRUCache({
      max: 500,
      ttl: CATALOG_TTL_MS,
      fetchMethod: (_key, _stale, { context }) =>
        this.store
          .listAllProducts({ categoryId: context.categoryId, search: context.search || undefined, orderBy: 'menu_order', order: 'asc' })
          .then((page) => page.products),
    });
    this.productCache = new LRUCache({
      max: 2000,
      ttl: CATALOG_TTL_MS,
      fetchMethod: (slug) => this.store.productBySlug(slug).then((product) => product ?? 'none'),
    });
    this.variationCache = new LRUCache({
      max: 2000,
      ttl: CATALOG_TTL_MS,
      fetchMethod: (_id, _stale, { context }) => this.store.variations(context),
    });
    this.similarCache = new LRUCache({
      max: 2000,
      ttl: CATALOG_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => this.fetchSimilar(context.product, context.first),
    });
  }

  async categories(): Promise<Category[]> {
    return (await this.categoryCache.fetch('all')) ?? [];
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
    const key = `${categoryId ?? 'all'}|${normalizedSearch}`;
    return (await this.sectionCache.fetch(key, { context: { categoryId, search: normalizedSearch } })) ?? [];
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
    const product = await this.productCache.fetch(slug);
    return product && product !== 'none' ? product : null;
  }

  async variations(product: Product): Promise<Variation[]> {
    if (product.variationIds.length === 0) return [];
    return (await this.variationCache.fetch(product.id, { context: product })) ?? [];
  }

  /** Same category, excluding the product, most popular first; newest when it has no category. */
  async similar(product: Product, first: number): Promise<Product[]> {
    return (await this.similarCache.fetch(`${product.id}|${first}`, { context: { product, first } })) ?? [];
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

  /** Drops every cached answer (used by tests and after store writes). */
  clear(): void {
    this.categoryCache.clear();
    this.sectionCache.clear();
    this.productCache.clear();
    this.variationCache.clear();
    this.similarCache.clear();
  }
}
