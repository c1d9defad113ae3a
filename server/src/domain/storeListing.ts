/**
 * Listings too large to hold in memory: how a listing filter is split between what the store's own
 * product query can express and what the shop must still check itself, so that both paths keep the
 * same results as the in-memory rules of listing.ts.
 *
 * The store's query (WooCommerce REST v3 products) narrows by ONE category list (any of them), ONE
 * attribute taxonomy with any of its terms, a price interval (any of the product's prices) and a
 * search, and sorts by menu order, date or price. Hence:
 * - one attribute filter goes to the store with all its values (values of one filter are alternatives,
 *   as the store's `attribute_term` list is); the other attribute filters stay with the shop;
 * - the `category` filter goes to the store only when the listing has no section category (the store
 *   ORs categories) and the category has no children (the store includes them, the rules do not);
 * - pre-order only (on backorder, or in the Pre Order category) cannot be said in one store query: it
 *   stays with the shop; so does "fits like yours" (sizes are read from meta data or attributes by the
 *   shop's own rules);
 * - the price interval goes to the store as base-currency cents that keep exactly the prices the
 *   display currency's rounding keeps. (On a variable product the store matches any variation's price
 *   and sorts by its dearest price going down, where the in-memory rules see its displayed, lowest,
 *   price: the two paths agree on simple products and on variations of one price.)
 * A plan whose residual filter is empty is answered by the store page by page; otherwise the shop
 * reads the plan's whole narrowed set (bounded: see CatalogService) and applies the residual rules.
 */
import { convertAmount } from '#common/money';
import type { ListingFilter } from './listing';

export interface StoreCategory {
  id: number;
  slug: string;
  parentId: number;
}

/** A global attribute of the store: its taxonomy (pa_color), the shop's key (color) and its terms' values. */
export interface StoreAttribute {
  key: string;
  taxonomy: string;
  terms: { id: number; value: string }[];
}

export interface StoreVocabulary {
  categories: StoreCategory[];
  attributes: StoreAttribute[];
}

/** What the store's own product query is asked (in domain terms; woo/ spells the parameters). */
export interface StoreNarrowing {
  categoryId?: number;
  attribute?: { taxonomy: string; termIds: number[] };
  /** Base-currency bounds, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  search?: string;
}

export interface StorePlan {
  narrowing: StoreNarrowing;
  /** The part of the filter the shop applies itself (matchesFilter); empty when the store says it all. */
  residual: ListingFilter;
}

/** An upper price bound above any price, for a price filter with a lower bound only. */
const NO_UPPER_PRICE = 1e12;
const HALF_CENT = 0.005;

/** The attribute filters of a listing, by the attribute key products carry. */
const ATTRIBUTE_FILTERS = [
  ['gender', 'genders'],
  ['color', 'colors'],
  ['shape', 'shapes'],
] as const;

/** Whether a residual filter asks nothing. */
export function isEmptyFilter(filter: ListingFilter): boolean {
  return (
    !filter.category &&
    !filter.genders?.length &&
    !filter.colors?.length &&
    !filter.shapes?.length &&
    !filter.preOrderOnly &&
    !filter.fitsLike &&
    filter.minPrice == null &&
    filter.maxPrice == null
  );
}

/**
 * How the store path reads a base-currency price as shown: a bare rate (converted only), or the shop's
 * display of a price (converted, taxed as the standard class: domain/priceDisplay.ts). Either way it
 * never decreases as the price grows.
 */
export type ShownBasePrice = number | ((basePrice: number) => number);

/**
 * The smallest base-currency amount in cents whose display price is at least `shownMin`, or the largest
 * whose display price is at most `shownMax`: the display price of a base price is monotonic, so the
 * interval of base prices a display interval keeps is exact.
 */
export function basePriceBound(shown: number, rate: ShownBasePrice, side: 'min' | 'max'): number {
  const display = (value: number) => (typeof rate === 'number' ? convertAmount(value / 100, 1, rate) : rate(value / 100));
  // A first guess from the ratio of a display price to its base price, then cent by cent.
  const ratio = typeof rate === 'number' ? rate : rate(100) / 100 || 1;
  let cents = side === 'min' ? Math.ceil((shown / ratio) * 100) : Math.floor((shown / ratio) * 100);
  if (side === 'min') {
    while (display(cents - 1) >= shown) cents -= 1;
    while (display(cents) < shown) cents += 1;
  } else {
    while (display(cents + 1) <= shown) cents += 1;
    while (display(cents) > shown) cents -= 1;
  }
  return cents / 100;
}

/** The store's attribute for a filter key, when exactly one global attribute carries it. */
function attributeFor(vocabulary: StoreVocabulary, key: string): StoreAttribute | undefined {
  const matches = vocabulary.attributes.filter((attribute) => attribute.key === key);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The ways of asking the store for a listing: one plan per attribute filter the store can express
 * (the caller asks the store which is narrowest), or a single plan when there is none. `null` when
 * nothing can match (an unknown category).
 */
export function planStoreQueries(
  filter: ListingFilter,
  sectionCategoryId: number | undefined,
  search: string | undefined,
  vocabulary: StoreVocabulary,
  rate: ShownBasePrice,
): StorePlan[] | null {
  const base: StoreNarrowing = { categoryId: sectionCategoryId, search: search || undefined };
  const residual: ListingFilter = { preOrderOnly: filter.preOrderOnly || undefined, fitsLike: filter.fitsLike ?? undefined };
  if (filter.category) {
    const category = vocabulary.categories.find((candidate) => candidate.slug === filter.category);
    if (!category) return null;
    const hasChildren = vocabulary.categories.some((candidate) => candidate.parentId === category.id);
    if (sectionCategoryId === undefined && !hasChildren) base.categoryId = category.id;
    else residual.category = filter.category;
  }
  if (filter.minPrice != null || filter.maxPrice != null) {
    const min = filter.minPrice != null ? basePriceBound(filter.minPrice, rate, 'min') : 0;
    const max = filter.maxPrice != null ? basePriceBound(filter.maxPrice, rate, 'max') : NO_UPPER_PRICE;
    if (min > max || max < 0) return null;
    // The store reads a bound of 0 as unset (PHP empty()) and drops the price filter when both are: a
    // lower bound of 0 is left out, and an upper bound of 0 becomes half a cent (only free products).
    // A price filter keeps only products that have a price, on both paths.
    base.minPrice = min > 0 ? min : undefined;
    base.maxPrice = max > 0 ? max : HALF_CENT;
  }

  const chosen = ATTRIBUTE_FILTERS.filter(([, field]) => (filter[field]?.length ?? 0) > 0);
  const expressible = chosen.flatMap(([key, field]) => {
    const attribute = attributeFor(vocabulary, key);
    const wanted = filter[field] ?? [];
    const termIds = attribute?.terms.filter((term) => wanted.includes(term.value)).map((term) => term.id) ?? [];
    // No term for any wanted value: the store would ignore an empty term list, so the shop checks it.
    return attribute && termIds.length > 0 ? [{ field, narrowing: { taxonomy: attribute.taxonomy, termIds } }] : [];
  });
  const residualAttributes = (except?: string): ListingFilter =>
    Object.fromEntries(chosen.filter(([, field]) => field !== except).map(([, field]) => [field, filter[field]]));
  if (expressible.length === 0) return [{ narrowing: base, residual: { ...residual, ...residualAttributes() } }];
  return expressible.map(({ field, narrowing }) => ({
    narrowing: { ...base, attribute: narrowing },
    residual: { ...residual, ...residualAttributes(field) },
  }));
}
