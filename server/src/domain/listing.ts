/**
 * Listing rules: which products a filter keeps, in which order, and which page is shown.
 * The server fetches a section's products once (cached) and applies these rules, so that every
 * filter, sort and page change is answered without another store call. Past the size held in memory
 * the store's own query answers instead (storeListing.ts): the orders below break ties as the store
 * does (by id), so both give the same pages.
 */
import type { Product } from './catalog';
import { optionsOf } from './catalog';
import { fitsLike, type FrameSize } from '#common/fit';
import { convertAmount } from '#common/money';

export type ProductSort = 'RECOMMENDED' | 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC';

export interface ListingFilter {
  /** A category slug the product must belong to. */
  category?: string | null;
  genders?: readonly string[] | null;
  colors?: readonly string[] | null;
  shapes?: readonly string[] | null;
  preOrderOnly?: boolean | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Only frames that fit like this size (common/fit.ts: lens ±2 mm, bridge ±1 mm, temple ±5 mm). */
  fitsLike?: FrameSize | null;
}

/**
 * A product's frame size as the shop reads it (domain/frameSize.ts over the store fields the settings
 * name); products without one never pass a fit filter.
 */
export type SizeOf = (product: Product) => FrameSize | null;
const NO_SIZE: SizeOf = () => null;

export const MAX_PAGE_SIZE = 100;

function matchesAny(product: Product, key: string, wanted: readonly string[] | null | undefined): boolean {
  if (!wanted || wanted.length === 0) return true;
  return optionsOf(product, key).some((option) => wanted.includes(option.value));
}

/**
 * How a listing reads a product's price: as the shop shows it (with or without tax, in the display
 * currency: domain/priceDisplay.ts), or, given a bare rate, the store's price converted at it.
 */
export type ShownPrice = number | ((product: Product) => number | null);

/** A product's price as the listing shows it, null when it has none. */
export function shownPriceOf(product: Product, shown: ShownPrice): number | null {
  if (typeof shown === 'function') return shown(product);
  return product.price === null ? null : convertAmount(product.price, 1, shown);
}

/**
 * Whether a product passes every given filter (values of one filter are alternatives).
 * Price bounds are as prices are shown (`rate`: see ShownPrice); prices compare as displayed.
 */
export function matchesFilter(product: Product, filter: ListingFilter, rate: ShownPrice = 1, sizeOf: SizeOf = NO_SIZE): boolean {
  if (filter.category && !product.categories.some((category) => category.slug === filter.category)) return false;
  if (!matchesAny(product, 'gender', filter.genders)) return false;
  if (!matchesAny(product, 'color', filter.colors)) return false;
  if (!matchesAny(product, 'shape', filter.shapes)) return false;
  if (filter.preOrderOnly && product.availability !== 'PRE_ORDER') return false;
  if (filter.minPrice != null || filter.maxPrice != null) {
    const shown = shownPriceOf(product, rate);
    if (shown === null) return false;
    if (filter.minPrice != null && shown < filter.minPrice) return false;
    if (filter.maxPrice != null && shown > filter.maxPrice) return false;
  }
  if (filter.fitsLike) {
    const size = sizeOf(product);
    if (!size || !fitsLike(size, filter.fitsLike)) return false;
  }
  return true;
}

const byName = (a: Product, b: Product) => a.texts.name.localeCompare(b.texts.name, 'fr');
const priceOrInfinity = (product: Product) => product.price ?? Number.POSITIVE_INFINITY;

const COMPARATORS: Record<ProductSort, (a: Product, b: Product) => number> = {
  RECOMMENDED: (a, b) => a.menuOrder - b.menuOrder || byName(a, b) || a.id - b.id,
  NEWEST: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  PRICE_ASC: (a, b) => priceOrInfinity(a) - priceOrInfinity(b) || a.id - b.id,
  PRICE_DESC: (a, b) => (b.price ?? -1) - (a.price ?? -1) || b.id - a.id,
};

/** A sorted copy; the input is left untouched (it may be a cached list). */
export function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  return [...products].sort(COMPARATORS[sort]);
}

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  page: number;
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  return {
    nodes: items.slice(start, start + size),
    totalCount: items.length,
    page: current,
    pageCount: Math.ceil(items.length / size),
  };
}

export interface FilterOptionCount {
  value: string;
  label: string;
  count: number;
}

export interface ListingFilterOptions {
  categories: FilterOptionCount[];
  genders: FilterOptionCount[];
  colors: FilterOptionCount[];
  shapes: FilterOptionCount[];
  preOrderCount: number;
  priceRange: { min: number; max: number } | null;
  /**
   * The fit facet: the frame sizes of the products every other chosen filter keeps (those with a known
   * size), and the filter's own size; FilterOptions.fitsLikeCount counts those that fit a size.
   */
  fit?: { reference: FrameSize | null; candidates: FrameSize[] };
}

function countOptions(products: readonly Product[], key: string): FilterOptionCount[] {
  const counts = new Map<string, FilterOptionCount>();
  for (const product of products) {
    for (const option of optionsOf(product, key)) {
      const entry = counts.get(option.value) ?? { value: option.value, label: option.label, count: 0 };
      entry.count += 1;
      counts.set(option.value, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The facets of a listing: each is one field of the filter. */
type Facet = 'category' | 'genders' | 'colors' | 'shapes' | 'preOrderOnly' | 'price' | 'fitsLike';

/** The filter without one facet's own choice (a facet counts over what the OTHER choices keep). */
function withoutFacet(filter: ListingFilter, facet: Facet): ListingFilter {
  if (facet === 'price') return { ...filter, minPrice: null, maxPrice: null };
  return { ...filter, [facet]: null };
}

/**
 * A facet whose only value every counted product shares filters nothing: it is not offered, unless
 * it is chosen (so that it can be unchosen).
 */
function offered(options: FilterOptionCount[], counted: number, chosen: readonly string[]): FilterOptionCount[] {
  const only = options.length === 1 ? options[0] : undefined;
  return only && only.count === counted && !chosen.includes(only.value) ? [] : options;
}

/**
 * Faceted filter options: each facet's values and counts over the products matching every OTHER chosen
 * filter (choosing Noir changes the shape counts, not the colour counts), the price bounds over the
 * products matching every filter but the price. A facet with a single value that every such product
 * shares is left out. The fit facet keeps the sizes of the products the other filters keep.
 */
export function facetedFilterOptions(
  products: readonly Product[],
  filter: ListingFilter,
  typeCategorySlugs: readonly string[],
  rate: ShownPrice = 1,
  sizeOf: SizeOf = NO_SIZE,
): ListingFilterOptions {
  const keptWithout = (facet: Facet) => {
    const others = withoutFacet(filter, facet);
    return products.filter((product) => matchesFilter(product, others, rate, sizeOf));
  };
  const facet = (name: Facet, pick: (options: ListingFilterOptions) => FilterOptionCount[], chosen: readonly string[]) => {
    const kept = keptWithout(name);
    return offered(pick(filterOptionsOf(kept, typeCategorySlugs, rate)), kept.length, chosen);
  };
  return {
    categories: facet('category', (options) => options.categories, filter.category ? [filter.category] : []),
    genders: facet('genders', (options) => options.genders, filter.genders ?? []),
    colors: facet('colors', (options) => options.colors, filter.colors ?? []),
    shapes: facet('shapes', (options) => options.shapes, filter.shapes ?? []),
    preOrderCount: filterOptionsOf(keptWithout('preOrderOnly'), typeCategorySlugs, rate).preOrderCount,
    priceRange: filterOptionsOf(keptWithout('price'), typeCategorySlugs, rate).priceRange,
    fit: {
      reference: filter.fitsLike ?? null,
      candidates: keptWithout('fitsLike').flatMap((product) => sizeOf(product) ?? []),
    },
  };
}

/**
 * The filter values present among the given products, with counts.
 * `typeCategorySlugs` are the categories offered as a product-type filter (optical, sunglasses).
 */
export function filterOptionsOf(
  products: readonly Product[],
  typeCategorySlugs: readonly string[],
  rate: ShownPrice = 1,
): ListingFilterOptions {
  const categories = new Map<string, FilterOptionCount>();
  for (const product of products) {
    for (const category of product.categories) {
      if (!typeCategorySlugs.includes(category.slug)) continue;
      const entry = categories.get(category.slug) ?? { value: category.slug, label: category.name, count: 0 };
      entry.count += 1;
      categories.set(category.slug, entry);
    }
  }
  const prices = products.flatMap((product) => shownPriceOf(product, rate) ?? []);
  return {
    categories: typeCategorySlugs.flatMap((slug) => categories.get(slug) ?? []),
    genders: countOptions(products, 'gender'),
    colors: countOptions(products, 'color'),
    shapes: countOptions(products, 'shape'),
    preOrderCount: products.filter((product) => product.availability === 'PRE_ORDER').length,
    priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}
