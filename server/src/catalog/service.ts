/**
 * The catalog as the storefront serves it: section resolution, TTL caches on the shared cache port
 * and the listing rules. Shared by every request (it holds no per-customer data); per-request
 * batching lives in the GraphQL loaders. Prices to charge are never read from here: see pricing/.
 */
import type { CatalogSectionKey } from '../config';
import type { FrameSize } from '#common/fit';
import type { Category, Language, Product, Variation } from '../domain/catalog';
import { DEFAULT_FRAME_SIZE_FIELDS, frameSizeOf, parseFrameSizeFields, type FrameSizeSources } from '../domain/frameSize';
import {
  facetedFilterOptions,
  matchesFilter,
  type ShownPrice,
  paginate,
  sortProducts,
  type ListingFilter,
  type ListingFilterOptions,
  type Page,
  type ProductSort,
} from '../domain/listing';
import { productsInCategory } from '../domain/categoryTree';
import { searchSuggestions, type SearchSuggestions } from '../domain/searchSuggestions';
import { similarProducts } from '../domain/similarProducts';
import { expandedFilter, groupedFilter, localizeForListing, optionGroups, type ListingWords } from '../domain/storeWords';
import { isEmptyFilter, planStoreQueries, type StorePlan, type StoreVocabulary } from '../domain/storeListing';
import type { Cache } from '../ports/cache';
import type { RateLimiter, RateLimitPolicy } from '../ports/rateLimit';
import {
  MAX_PER_PAGE,
  storeOrderOf,
  type StoreProductPage,
  type StoreProductQuery,
  type StoreProductSet,
  type WooCatalog,
} from '../woo/catalog';

export type CatalogSection = 'ALL' | CatalogSectionKey;

export interface ListingQuery extends ListingFilter {
  section?: CatalogSection | null;
  search?: string | null;
}

/** How long slow-changing data is served from the cache. */
export const CATEGORY_TTL_MS = 5 * 60 * 1000;
export const CATALOG_TTL_MS = 60 * 1000;
/**
 * Categories the refresh holds are read again only past this age: two refresh periods (each under
 * CATALOG_TTL_MS) before they expire, not at every refresh (issue 22: a proxy before the store saw
 * them read every 45 s, whatever the pages).
 */
export const CATEGORY_REREAD_AGE_MS = CATEGORY_TTL_MS - 2 * CATALOG_TTL_MS;
/** When the refresh last read the categories held (kept beside them). */
const CATEGORIES_READ_AT = 'categories-read-at';
/** Filter options of a section past the in-memory size come from its first products (spec section 9). */
export const FILTER_OPTIONS_SAMPLE = 100;
/**
 * Store pages (of 100) a section or a narrowed query may take in memory: past this many products,
 * filtering, sorting and paging go to the store's own query.
 */
export const IN_MEMORY_PAGES = 10;
/**
 * New search terms (not cached yet) one client address may send: each costs the store up to
 * IN_MEMORY_PAGES calls; a term already cached costs nothing and is not counted.
 */
export const NEW_SEARCH_LIMIT: RateLimitPolicy = { name: 'catalog-new-search', points: 30, durationSec: 60 };
/**
 * Suggestions one client address may ask for (the header's search, debounced in the browser): each is
 * computed over the catalog already held, so the limit only stops a script from hammering the server.
 */
export const SUGGESTIONS_LIMIT: RateLimitPolicy = { name: 'catalog-suggestions', points: 120, durationSec: 60 };
/** Attribute filters the store path may hand to the store (the listing's attribute facets). */
const FILTER_ATTRIBUTE_KEYS = ['gender', 'color', 'shape'] as const;

/** A filter the store cannot narrow below the in-memory size: the shopper must narrow it further. */
export class ListingTooBroadError extends Error {
  constructor(readonly matches: number) {
    super(`This combination of filters leaves ${matches} products to check: choose fewer values or add a filter.`);
    this.name = 'ListingTooBroadError';
  }
}

/** A search term the store was not asked yet, refused by the per-address rate limit. */
export class SearchRateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many new searches: try again later.');
    this.name = 'SearchRateLimitedError';
  }
}

export interface CatalogServiceOptions {
  /** Counts the search terms a client address sends that the cache does not hold yet. */
  newSearches?: RateLimiter;
  /** Counts the header search's suggestions a client address asks for (SUGGESTIONS_LIMIT). */
  suggestions?: RateLimiter;
  /** Store pages of 100 a listing may hold in memory (IN_MEMORY_PAGES; smaller in tests). */
  inMemoryPages?: number;
  /** The store fields holding frame sizes (FRAME_SIZE_FIELDS); the local store's by default. */
  frameSizes?: FrameSizeSources;
}

const DEFAULT_FRAME_SIZES = (() => {
  const parsed = parseFrameSizeFields(DEFAULT_FRAME_SIZE_FIELDS);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.sources;
})();

/**
 * Prices as a listing shows them: a product's (domain/priceDisplay.ts, per its tax class), and a store
 * price of the standard class (for the store's own price filter past the in-memory size).
 */
export interface ListingPrices {
  product: (product: Product) => number | null;
  base: (basePrice: number) => number;
}

const productPrices = (rate: number | ListingPrices): ShownPrice => (typeof rate === 'number' ? rate : rate.product);

export class CatalogService {
  /**
   * `cache` is this service's own namespace of the shared cache (e.g. `namespaced(cache, 'catalog')`):
   * `invalidate()` drops every key in it. Its values are plain JSON data (products, variations, categories).
   */
  private readonly newSearches?: RateLimiter;
  private readonly suggestionRequests?: RateLimiter;
  private readonly inMemoryPages: number;
  private readonly frameSizes: FrameSizeSources;
  /** Sizes read once per product object (the in-process cache hands out the same objects). */
  private readonly sizes = new WeakMap<Product, FrameSize | null>();

  constructor(
    private readonly store: WooCatalog,
    private readonly sectionSlugs: Record<CatalogSectionKey, string>,
    private readonly cache: Cache,
    options: CatalogServiceOptions = {},
  ) {
    this.newSearches = options.newSearches;
    this.suggestionRequests = options.suggestions;
    this.inMemoryPages = options.inMemoryPages ?? IN_MEMORY_PAGES;
    this.frameSizes = options.frameSizes ?? DEFAULT_FRAME_SIZES;
  }

  /** A product's frame size from the store fields the settings name, or null when it has none. */
  readonly frameSizeOf = (product: Product): FrameSize | null => {
    if (!this.sizes.has(product)) this.sizes.set(product, frameSizeOf(product, this.frameSizes));
    return this.sizes.get(product) ?? null;
  };

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

  /** The section's store category: undefined for every product, null when the store lacks it. */
  private async sectionCategoryId(section: CatalogSection): Promise<number | undefined | null> {
    if (section === 'ALL') return undefined;
    const category = await this.categoryBySlug(this.sectionSlugs[section]);
    // New arrivals without its category falls back to every product.
    if (!category) return section === 'NEW_ARRIVALS' ? undefined : null;
    return category.id;
  }

  private sectionKey(categoryId: number | undefined, search: string): string {
    return `section:${categoryId ?? 'all'}|${normalizeSearch(search)}`;
  }

  /**
   * The published products of a section (optionally matching a search), from the cache: all of them
   * up to the in-memory size, else the first page and the section's size (which sends listings to
   * the store's own query). A section whose category the store lacks is empty.
   */
  async sectionSet(section: CatalogSection = 'ALL', search = ''): Promise<StoreProductSet> {
    const categoryId = await this.sectionCategoryId(section);
    if (categoryId === null) return { products: [], total: 0, complete: true };
    const normalized = normalizeSearch(search);
    // A category's section is the store's category filter over the whole catalog, when the cache holds it.
    if (categoryId !== undefined && !normalized) {
      const held = await this.heldCatalog();
      if (held) {
        const products = productsInCategory(held, categoryId, await this.categories());
        return { products, total: products.length, complete: true };
      }
    }
    return this.cache.getOrLoad(this.sectionKey(categoryId, search), CATALOG_TTL_MS, () => this.readSection(categoryId, normalized));
  }

  /** A section's set as the store has it now (no cache). */
  private async readSection(categoryId: number | undefined, normalizedSearch: string): Promise<StoreProductSet> {
    const query = { categoryId, search: normalizedSearch || undefined, orderBy: 'menu_order', order: 'asc' } as const;
    const first = await this.store.listProducts({ ...query, perPage: MAX_PER_PAGE, page: 1 });
    // Past the in-memory size only the first page is kept: there is no point reading 10 pages of it.
    if (first.totalPages > this.inMemoryPages) return { products: first.products, total: first.total, complete: false };
    return this.store.listAllProducts(query, this.inMemoryPages, first);
  }

  /**
   * Reads the whole catalog's set and the categories from the store again and keeps them for a new
   * TTL, so pages keep finding them held (catalog/refresh.ts). What the cache lacks is loaded the way a
   * page loads it (one load for however many ask together); what it holds is replaced only while
   * `isCurrent()` (an invalidation during the read leaves the fresher state alone). Categories read
   * less than CATEGORY_REREAD_AGE_MS ago are left as they are.
   */
  async refreshHeld(isCurrent: () => boolean): Promise<void> {
    const key = this.sectionKey(undefined, '');
    const [categories, readAt, set] = await Promise.all([
      this.cache.get<Category[]>('categories'),
      this.cache.get<number>(CATEGORIES_READ_AT),
      this.cache.get<StoreProductSet>(key),
    ]);
    const keep = async <T>(entry: string, value: T, ttlMs: number) => {
      if (isCurrent()) await this.cache.set(entry, value, ttlMs);
    };
    const readNow = Date.now();
    const readCategories = async () => {
      // Missing: loaded as a page loads them; held but not recent: read again.
      if (categories === undefined) await this.categories();
      else await keep('categories', await this.store.categories(), CATEGORY_TTL_MS);
      await keep(CATEGORIES_READ_AT, readNow, CATEGORY_TTL_MS);
    };
    const recent = categories !== undefined && readAt !== undefined && readNow - readAt < CATEGORY_REREAD_AGE_MS;
    await Promise.all([
      recent ? undefined : readCategories(),
      set === undefined ? this.sectionSet('ALL') : this.readSection(undefined, '').then((fresh) => keep(key, fresh, CATALOG_TTL_MS)),
    ]);
  }

  /**
   * The products of a section in the shop's order, all of them up to the in-memory size, else the
   * first IN_MEMORY_PAGES pages of them (cached apart: listings past that size never read them).
   */
  async sectionProducts(section: CatalogSection = 'ALL', search = ''): Promise<Product[]> {
    const set = await this.sectionSet(section, search);
    if (set.complete) return set.products;
    const categoryId = (await this.sectionCategoryId(section)) ?? undefined;
    const query = { categoryId, search: normalizeSearch(search) || undefined, ...storeOrderOf('RECOMMENDED') };
    const head = await this.cache.getOrLoad(`head:${storeQueryKey(query)}`, CATALOG_TTL_MS, () =>
      this.store.listAllProducts(query, this.inMemoryPages),
    );
    return head.products;
  }

  /**
   * Lets a search through: a term the cache already holds for the section is free; a new one counts
   * against the client address's allowance (SearchRateLimitedError when spent).
   */
  async admitSearch(query: Pick<ListingQuery, 'section' | 'search'>, clientAddress: string): Promise<void> {
    const search = normalizeSearch(query.search ?? '');
    if (!search || !this.newSearches) return;
    const categoryId = await this.sectionCategoryId(query.section ?? 'ALL');
    if (categoryId === null) return;
    const key = this.sectionKey(categoryId, search);
    if ((await this.cache.get(key)) !== undefined) return;
    const limiter = this.newSearches;
    // A page asks for its listing and its filter options together: one new term counts once per address.
    const decision = await this.cache.getOrLoad(
      `search-admission:${clientAddress}|${key}`,
      (admitted: { allowed: boolean }) => (admitted.allowed ? CATALOG_TTL_MS : 1),
      async () => {
        const { allowed, retryAfterMs } = await limiter.consume(clientAddress);
        return { allowed, retryAfterMs };
      },
    );
    if (!decision.allowed) throw new SearchRateLimitedError(decision.retryAfterMs);
  }

  /**
   * A page of a listing; price bounds are as prices are shown (`rate`: a bare rate converts the store's
   * prices; ListingPrices shows them as the shop does, taxed or not: see priceDisplay.ts).
   */
  async listing(
    query: ListingQuery,
    sort: ProductSort | null | undefined,
    page: number,
    pageSize: number,
    rate: number | ListingPrices = 1,
    words?: ListingWords,
  ): Promise<Page<Product>> {
    const section = query.section ?? 'ALL';
    const order = sort ?? this.defaultSort(query.section);
    const set = await this.sectionSet(section, query.search ?? '');
    if (set.complete) {
      const seen = inLanguage(set.products, query, words);
      const kept = set.products.filter((_product, index) =>
        matchesFilter(seen.products[index] as Product, seen.filter, productPrices(rate), this.frameSizeOf),
      );
      return paginate(sortProducts(kept, order), page, pageSize);
    }
    // The store is asked for every term of the chosen values' groups (black and noir alike).
    const expanded = words ? expandedFilter(query, optionGroups(set.products, words)) : query;
    return this.storeListing(expanded, order, page, pageSize, rate);
  }

  /**
   * A listing past the in-memory size, from the store's own query. When the store can say the whole
   * filter, one store call per page (cached). Otherwise each plan's size is asked (a one-product page
   * per attribute filter, in parallel), the narrowest is read whole when it fits the in-memory size (at
   * most IN_MEMORY_PAGES more calls, cached) and the rest of the filter applied here; when even the
   * narrowest is larger, the listing is refused (ListingTooBroadError) rather than silently cut.
   */
  private async storeListing(
    query: ListingQuery,
    sort: ProductSort,
    page: number,
    pageSize: number,
    rate: number | ListingPrices,
  ): Promise<Page<Product>> {
    const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PER_PAGE);
    const current = Math.max(1, Math.floor(page));
    const categoryId = (await this.sectionCategoryId(query.section ?? 'ALL')) ?? undefined;
    const basePrices = typeof rate === 'number' ? rate : rate.base;
    const plans = planStoreQueries(
      query,
      categoryId,
      normalizeSearch(query.search ?? '') || undefined,
      await this.vocabulary(query),
      basePrices,
    );
    if (!plans) return paginate([], current, size);
    const exact = plans.find((plan) => isEmptyFilter(plan.residual));
    if (exact) {
      const answer = await this.storePage({ ...exact.narrowing, ...storeOrderOf(sort), perPage: size, page: current });
      return { nodes: answer.products, totalCount: answer.total, page: current, pageCount: Math.ceil(answer.total / size) };
    }
    const narrowest = await this.narrowestSet(plans);
    const kept = narrowest.set.products.filter((product) =>
      matchesFilter(product, narrowest.plan.residual, productPrices(rate), this.frameSizeOf),
    );
    return paginate(sortProducts(kept, sort), current, size);
  }

  private async narrowestSet(plans: StorePlan[]): Promise<{ plan: StorePlan; set: StoreProductSet }> {
    const order = storeOrderOf('RECOMMENDED');
    // A one-product page is enough to learn a plan's size (X-WP-Total).
    const sizes = await Promise.all(plans.map((plan) => this.storePage({ ...plan.narrowing, ...order, perPage: 1, page: 1 })));
    const best = sizes.reduce((chosen, size, index) => (size.total < (sizes[chosen]?.total ?? Infinity) ? index : chosen), 0);
    const plan = plans[best] as StorePlan;
    const total = (sizes[best] as StoreProductPage).total;
    if (total > this.inMemoryPages * MAX_PER_PAGE) throw new ListingTooBroadError(total);
    const set = await this.cache.getOrLoad(`narrowed:${storeQueryKey({ ...plan.narrowing, ...order })}`, CATALOG_TTL_MS, () =>
      this.store.listAllProducts({ ...plan.narrowing, ...order }, this.inMemoryPages),
    );
    return { plan, set };
  }

  /** One page of the store's own query, from the cache. */
  private storePage(query: StoreProductQuery): Promise<StoreProductPage> {
    return this.cache.getOrLoad(`page:${storeQueryKey(query)}`, CATALOG_TTL_MS, () => this.store.listProducts(query));
  }

  /**
   * Categories and, when the filter chooses attribute values, the attribute terms the store path
   * translates them into (cached).
   */
  private async vocabulary(filter: ListingFilter): Promise<StoreVocabulary> {
    const needsTerms = [filter.genders, filter.colors, filter.shapes].some((values) => (values?.length ?? 0) > 0);
    const [categories, attributes] = await Promise.all([
      this.categories(),
      needsTerms ? this.cache.getOrLoad('attributes', CATEGORY_TTL_MS, () => this.store.attributes(FILTER_ATTRIBUTE_KEYS)) : [],
    ]);
    return { categories: categories.map(({ id, slug, parentId }) => ({ id, slug, parentId })), attributes };
  }

  /**
   * Filter options with faceted counts (each facet over the products the other chosen filters keep),
   * over the whole section when it is held in memory, else over its first products (spec section 9).
   */
  async filterOptions(query: ListingQuery, rate: number | ListingPrices = 1, words?: ListingWords): Promise<ListingFilterOptions> {
    const set = await this.sectionSet(query.section ?? 'ALL', query.search ?? '');
    const seen = inLanguage(set.complete ? set.products : set.products.slice(0, FILTER_OPTIONS_SAMPLE), query, words);
    return facetedFilterOptions(seen.products, seen.filter, this.typeCategorySlugs(), productPrices(rate), this.frameSizeOf);
  }

  /**
   * The header search's suggestions for `query` (products by name, SKU or colour; colours by name) in
   * `language`, over the products the cache holds (the whole catalog up to the in-memory size, else its
   * first pages): no store call per keystroke. Counted per client address (SearchRateLimitedError when spent).
   */
  async suggestions(
    query: string,
    limit: number,
    language: Language,
    words: ListingWords,
    clientAddress: string,
  ): Promise<SearchSuggestions> {
    if (this.suggestionRequests) {
      const { allowed, retryAfterMs } = await this.suggestionRequests.consume(clientAddress);
      if (!allowed) throw new SearchRateLimitedError(retryAfterMs);
    }
    const products = await this.sectionProducts('ALL');
    const groups = optionGroups(products, words).get('color');
    return searchSuggestions(products, query, limit, {
      names: (product) => (language === 'EN' && product.textsEn.name ? [product.textsEn.name, product.texts.name] : [product.texts.name]),
      colorLabel: (attribute, option) => words.optionLabel(attribute, option),
      colorGroup: (value) => groups?.get(value) ?? value,
    });
  }

  /**
   * Featured products in the shop's order, from the cached catalog (no store call when warm); past the
   * in-memory size, from the store's own featured query (one cached call).
   */
  async featured(first: number): Promise<Product[]> {
    const set = await this.sectionSet('ALL');
    if (!set.complete) {
      const page = await this.storePage({ featured: true, ...storeOrderOf('RECOMMENDED'), perPage: first, page: 1 });
      return page.products;
    }
    return sortProducts(
      set.products.filter((product) => product.featured),
      'RECOMMENDED',
    ).slice(0, first);
  }

  /**
   * Every published product when the cache holds them all (the catalog is within the in-memory size
   * and a page has read it): a product page then finds its product and its similar products there.
   */
  private async heldCatalog(): Promise<Product[] | undefined> {
    const set = await this.cache.get<StoreProductSet>(this.sectionKey(undefined, ''));
    return set?.complete ? set.products : undefined;
  }

  /** The published product with this very slug: from the held catalog, else one cached store read. */
  async productBySlug(slug: string): Promise<Product | null> {
    const held = await this.heldCatalog();
    if (held) return held.find((product) => product.slug === slug) ?? null;
    // A missing product is cached too (as null), like a found one.
    return this.cache.getOrLoad(`product:${slug}`, CATALOG_TTL_MS, () => this.store.productBySlug(slug));
  }

  async variations(product: Product): Promise<Variation[]> {
    if (product.variationIds.length === 0) return [];
    return this.cache.getOrLoad(`variations:${product.id}`, CATALOG_TTL_MS, () => this.store.variations(product));
  }

  /**
   * Same category (or below it), excluding the product, most popular first; newest when it has no
   * category. From the held catalog when there is one (the categories' tree from the cache), else one
   * cached store query.
   */
  async similar(product: Product, first: number): Promise<Product[]> {
    const category = this.similarityCategory(product);
    const held = await this.heldCatalog();
    if (held) return similarProducts(held, product, category?.id, category ? await this.categories() : [], first);
    return this.cache.getOrLoad(`similar:${product.id}|${first}`, CATALOG_TTL_MS, () => this.fetchSimilar(product, category?.id, first));
  }

  private async fetchSimilar(product: Product, categoryId: number | undefined, first: number): Promise<Product[]> {
    const page = await this.store.listProducts({
      categoryId,
      exclude: [product.id],
      orderBy: categoryId === undefined ? 'date' : 'popularity',
      order: 'desc',
      perPage: first,
    });
    return page.products;
  }

  /** The category that says what a product is like: its first one that is not merely merchandising. */
  private similarityCategory(product: Product): Product['categories'][number] | undefined {
    return product.categories.find((candidate) => !this.isMerchandisingCategory(candidate.slug)) ?? product.categories[0];
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

/**
 * Products and a filter as a listing in the shopper's language sees them: terms and categories named in
 * the language, the terms named alike one value (`words` unset: as the store has them).
 */
function inLanguage(
  products: readonly Product[],
  filter: ListingQuery,
  words?: ListingWords,
): { products: Product[]; filter: ListingQuery } {
  if (!words) return { products: [...products], filter };
  const groups = optionGroups(products, words);
  return { products: localizeForListing(products, words, groups), filter: groupedFilter(filter, groups) };
}

/** Searches compare trimmed and lowercased (the store's search ignores case). */
export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** A stable cache key of a store query (its fields in a fixed order). */
function storeQueryKey(query: StoreProductQuery): string {
  return JSON.stringify([
    query.featured ?? null,
    query.categoryId ?? null,
    query.attribute?.taxonomy ?? null,
    query.attribute ? [...query.attribute.termIds].sort((a, b) => a - b) : null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.search ?? null,
    query.orderBy ?? null,
    query.order ?? null,
    query.perPage ?? null,
    query.page ?? null,
  ]);
}
