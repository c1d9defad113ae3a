/**
 * Catalog reads from a WooCommerce store, in domain terms. The parameter spellings
 * (`orderby=popularity`, `status=publish`, `per_page`) live here and nowhere else.
 */
import type { Category, Product, Variation } from '../domain/catalog';
import { frameSizeOf, parseFrameSizeFields, type FrameSizeSources } from '../domain/frameSize';
import { DEFAULT_TRY_ON_MARKER, splitTryOnImages, tryOnImageOf } from '../domain/tryOnImages';
import type { ProductSort } from '../domain/listing';
import type { StoreAttribute, StoreNarrowing } from '../domain/storeListing';
import type { WooHttpClient } from './http';
import { toCategory, toProduct, toStoreAttribute, toVariation } from './mapping';
import { wooAttributeTaxonomyList, wooAttributeTermList, wooCategoryList, wooProductList, wooVariationList, type WooProduct } from './wire';

/** The store's maximum page size. */
export const MAX_PER_PAGE = 100;

export type StoreProductOrder = 'popularity' | 'date' | 'menu_order' | 'price' | 'include';

export interface StoreProductQuery extends StoreNarrowing {
  /** Only the products the shop features. */
  featured?: boolean;
  exclude?: number[];
  orderBy?: StoreProductOrder;
  order?: 'asc' | 'desc';
  perPage?: number;
  page?: number;
}

export interface StoreProductPage {
  products: Product[];
  total: number;
  totalPages: number;
}

/** Every product the query matches, or the first pages of them when there were more than asked. */
export interface StoreProductSet {
  products: Product[];
  total: number;
  /** Whether `products` holds every match. */
  complete: boolean;
}

/**
 * The store's order for a listing sort: what WooCommerce's catalog ordering sends (menu order then
 * title, newest first, cheapest first by lowest price, dearest first by highest price).
 */
export function storeOrderOf(sort: ProductSort): Pick<StoreProductQuery, 'orderBy' | 'order'> {
  switch (sort) {
    case 'RECOMMENDED':
      return { orderBy: 'menu_order', order: 'asc' };
    case 'NEWEST':
      return { orderBy: 'date', order: 'desc' };
    case 'PRICE_ASC':
      return { orderBy: 'price', order: 'asc' };
    case 'PRICE_DESC':
      return { orderBy: 'price', order: 'desc' };
  }
}

export interface WooCatalogOptions {
  /** The alt text's start that marks the virtual try-on's pictures (TRY_ON_IMAGE_ALT): kept out of the gallery. */
  tryOnMarker?: string;
  /** Where a frame's size is read (FRAME_SIZE_FIELDS): the try-on's frame width. */
  frameSizes?: FrameSizeSources;
}

/** FRAME_SIZE_FIELDS' default, which always parses. */
const defaultFrameSizes = (): FrameSizeSources => {
  const parsed = parseFrameSizeFields(undefined);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.sources;
};

export class WooCatalog {
  private readonly tryOnMarker: string;
  private readonly frameSizes: FrameSizeSources;

  constructor(
    private readonly http: WooHttpClient,
    options: WooCatalogOptions = {},
  ) {
    this.tryOnMarker = options.tryOnMarker ?? DEFAULT_TRY_ON_MARKER;
    this.frameSizes = options.frameSizes ?? defaultFrameSizes();
  }

  /** A store product in domain terms, its try-on pictures set apart from the gallery. */
  private readonly product = (raw: WooProduct): Product => {
    const product = toProduct(raw);
    const { gallery, tryOn } = splitTryOnImages(product.images, this.tryOnMarker);
    return { ...product, images: gallery, tryOnPictures: tryOn, tryOn: tryOnImageOf(tryOn, frameSizeOf(product, this.frameSizes)) };
  };

  /** One page of published products. */
  async listProducts(query: StoreProductQuery): Promise<StoreProductPage> {
    const { data, total, totalPages } = await this.http.get('wc/v3/products', wooProductList, {
      status: 'publish',
      category: query.categoryId,
      search: query.search,
      attribute: query.attribute?.taxonomy,
      attribute_term: query.attribute?.termIds,
      featured: query.featured,
      min_price: query.minPrice,
      max_price: query.maxPrice,
      exclude: query.exclude,
      orderby: query.orderBy,
      order: query.order,
      per_page: query.perPage ?? MAX_PER_PAGE,
      page: query.page ?? 1,
    });
    return { products: data.map(this.product), total: total ?? data.length, totalPages: totalPages ?? 1 };
  }

  /**
   * Every published product matching the query, page by page (100 at a time), up to `maxPages`
   * (`complete` says whether that was all). One store call for up to 100 matches; when the first page
   * is already known (`first`), it is not asked again.
   */
  async listAllProducts(
    query: Omit<StoreProductQuery, 'page' | 'perPage'>,
    maxPages = 10,
    first?: StoreProductPage,
  ): Promise<StoreProductSet> {
    const head = first ?? (await this.listProducts({ ...query, perPage: MAX_PER_PAGE, page: 1 }));
    const pages = Math.min(head.totalPages, maxPages);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) => this.listProducts({ ...query, perPage: MAX_PER_PAGE, page: index + 2 })),
    );
    const products = [head, ...rest].flatMap((page) => page.products);
    return { products, total: head.total, complete: head.totalPages <= maxPages };
  }

  /** Published products by id in one call per 100 ids, in the order of `ids` (missing ones left out). */
  async productsByIds(ids: readonly number[]): Promise<Product[]> {
    const chunks: number[][] = [];
    for (let start = 0; start < ids.length; start += MAX_PER_PAGE) chunks.push(ids.slice(start, start + MAX_PER_PAGE));
    const pages = await Promise.all(
      chunks.map((chunk) =>
        this.http.get('wc/v3/products', wooProductList, {
          status: 'publish',
          include: chunk,
          orderby: 'include',
          per_page: chunk.length,
        }),
      ),
    );
    return pages.flatMap((page) => page.data.map(this.product));
  }

  /** The published product with this slug, or null. */
  async productBySlug(slug: string): Promise<Product | null> {
    const { data } = await this.http.get('wc/v3/products', wooProductList, { status: 'publish', slug, per_page: 1 });
    const [first] = data;
    return first ? this.product(first) : null;
  }

  /** The variations of a product (up to 100, in the store's menu order). */
  async variations(product: Product): Promise<Variation[]> {
    if (product.variationIds.length === 0) return [];
    const { data } = await this.http.get(`wc/v3/products/${product.id}/variations`, wooVariationList, {
      per_page: MAX_PER_PAGE,
      orderby: 'menu_order',
      order: 'asc',
    });
    return data.map((raw) => {
      const variation = toVariation(raw, product);
      return {
        ...variation,
        tryOn: tryOnImageOf(product.tryOnPictures ?? [], frameSizeOf(product, this.frameSizes), variation.attributes),
      };
    });
  }

  /**
   * The store's global attributes whose shop key is one of `keys` (color, shape...), with their terms:
   * one call for the attributes, then one per attribute kept (100 terms a page).
   */
  async attributes(keys: readonly string[]): Promise<StoreAttribute[]> {
    const { data } = await this.http.get('wc/v3/products/attributes', wooAttributeTaxonomyList);
    const attributes = data.map((raw) => ({ raw, attribute: toStoreAttribute(raw, []) }));
    const kept = attributes.filter(({ attribute }) => keys.includes(attribute.key));
    return Promise.all(kept.map(async ({ raw }) => toStoreAttribute(raw, await this.attributeTerms(raw.id))));
  }

  private async attributeTerms(attributeId: number) {
    const all = [];
    for (let page = 1; ; page++) {
      const { data, totalPages } = await this.http.get(`wc/v3/products/attributes/${attributeId}/terms`, wooAttributeTermList, {
        per_page: MAX_PER_PAGE,
        page,
      });
      all.push(...data);
      if (page >= (totalPages ?? 1) || data.length === 0) return all;
    }
  }

  /** Every category (one call for up to 100, then page by page). */
  async categories(): Promise<Category[]> {
    const all: Category[] = [];
    for (let page = 1; ; page++) {
      const { data, totalPages } = await this.http.get('wc/v3/products/categories', wooCategoryList, {
        per_page: MAX_PER_PAGE,
        page,
      });
      all.push(...data.map(toCategory));
      if (page >= (totalPages ?? 1) || data.length === 0) return all;
    }
  }
}
