/**
 * Listing state lives in the URL query so that links are shareable and Back works.
 * This module converts between the query string and the GraphQL filter and sort.
 */
// A relative import (not @generated/): the unit tests load this module without the client's aliases.
import type { CatalogSection, ProductFilterInput, ProductSort } from '../../../generated/client/graphql';
import { formatFrameSizeParam, parseFrameSize, type FrameSize } from '@common/fit';
import { MIN_SEARCH_LENGTH } from './searchText';

export { MIN_SEARCH_LENGTH };

export type ViewMode = 'grid' | 'list';

export interface ListingState {
  sort: ProductSort | null;
  genders: string[];
  colors: string[];
  shapes: string[];
  category: string | null;
  preOrderOnly: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  /** "Fits like yours": the shopper's frame size (`fit=52-18-140`), or null when the filter is off. */
  fit: FrameSize | null;
  search: string;
  page: number;
  view: ViewMode;
  /** The shopper hid the filter panel: it stays hidden through sorts, filters and pages. */
  filtersClosed: boolean;
}

const SORT_PARAM: Record<ProductSort, string> = {
  RECOMMENDED: 'recommended',
  NEWEST: 'newest',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
};

const list = (raw: string | null) => (raw ? raw.split(',').filter(Boolean) : []);
const num = (raw: string | null) => (raw !== null && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null);
/** A size in the URL is read like a typed one; one that cannot be a size is ignored. */
const fitOf = (raw: string | null): FrameSize | null => {
  const parsed = raw ? parseFrameSize(raw) : null;
  return parsed?.ok ? parsed.size : null;
};

export function readListingState(params: URLSearchParams): ListingState {
  const sortParam = params.get('sort');
  const sort = (Object.entries(SORT_PARAM).find(([, value]) => value === sortParam)?.[0] as ProductSort | undefined) ?? null;
  const page = Math.max(1, Math.floor(num(params.get('page')) ?? 1));
  return {
    sort,
    genders: list(params.get('gender')),
    colors: list(params.get('color')),
    shapes: list(params.get('shape')),
    category: params.get('category') || null,
    preOrderOnly: params.get('preorder') === '1',
    minPrice: num(params.get('min')),
    maxPrice: num(params.get('max')),
    fit: fitOf(params.get('fit')),
    search: params.get('q') ?? '',
    page,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    filtersClosed: params.get('filters') === 'closed',
  };
}

export function writeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort) params.set('sort', SORT_PARAM[state.sort]);
  if (state.category) params.set('category', state.category);
  if (state.genders.length) params.set('gender', state.genders.join(','));
  if (state.colors.length) params.set('color', state.colors.join(','));
  if (state.shapes.length) params.set('shape', state.shapes.join(','));
  if (state.preOrderOnly) params.set('preorder', '1');
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  if (state.fit) params.set('fit', formatFrameSizeParam(state.fit));
  if (state.search) params.set('q', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'list') params.set('view', 'list');
  if (state.filtersClosed) params.set('filters', 'closed');
  return params;
}

export function toFilterInput(section: CatalogSection, state: ListingState): ProductFilterInput {
  return {
    section,
    category: state.category,
    genders: state.genders.length ? state.genders : null,
    colors: state.colors.length ? state.colors : null,
    shapes: state.shapes.length ? state.shapes : null,
    preOrderOnly: state.preOrderOnly || null,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    fitsLike: state.fit,
    // A shorter search is not sent (the server refuses it): the panel says why.
    search: state.search.trim().length >= MIN_SEARCH_LENGTH ? state.search.trim() : null,
  };
}

/** Spec section 9: the price slider's default bounds when the catalog gives none. */
export const DEFAULT_PRICE_RANGE = { min: 129, max: 299 };

/** One chosen filter, as a removable chip names it: one per listed value, one for the price range. */
export type ActiveFilter =
  | { kind: 'category'; value: string }
  | { kind: 'genders' | 'colors' | 'shapes'; value: string }
  | { kind: 'preOrderOnly' }
  | { kind: 'price'; min: number | null; max: number | null }
  | { kind: 'fit'; size: FrameSize }
  | { kind: 'search'; value: string };

/** Every chosen filter (not sort, page, view or the panel's state), in the panel's order. */
export function activeFilters(state: ListingState): ActiveFilter[] {
  const chosen: ActiveFilter[] = [];
  if (state.search) chosen.push({ kind: 'search', value: state.search });
  if (state.category) chosen.push({ kind: 'category', value: state.category });
  for (const kind of ['genders', 'colors', 'shapes'] as const) {
    for (const value of state[kind]) chosen.push({ kind, value });
  }
  if (state.preOrderOnly) chosen.push({ kind: 'preOrderOnly' });
  if (state.minPrice !== null || state.maxPrice !== null) chosen.push({ kind: 'price', min: state.minPrice, max: state.maxPrice });
  if (state.fit) chosen.push({ kind: 'fit', size: state.fit });
  return chosen;
}

/** The state without one chosen filter, back on the first page; everything else is kept. */
export function withoutFilter(state: ListingState, filter: ActiveFilter): ListingState {
  const next = { ...state, page: 1 };
  switch (filter.kind) {
    case 'search':
      return { ...next, search: '' };
    case 'category':
      return { ...next, category: null };
    case 'genders':
    case 'colors':
    case 'shapes':
      return { ...next, [filter.kind]: state[filter.kind].filter((value) => value !== filter.value) };
    case 'preOrderOnly':
      return { ...next, preOrderOnly: false };
    case 'price':
      return { ...next, minPrice: null, maxPrice: null };
    case 'fit':
      return { ...next, fit: null };
  }
}

/** The state without any filter: sort, view and the panel's state are kept, back on the first page. */
export function withoutFilters(state: ListingState): ListingState {
  return { ...readListingState(new URLSearchParams()), sort: state.sort, view: state.view, filtersClosed: state.filtersClosed };
}
