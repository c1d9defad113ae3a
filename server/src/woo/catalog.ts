/**
 * Catalog reads from a WooCommerce store, in domain terms. The parameter spellings
 * (`orderby=popularity`, `status=publish`, `per_page`) live here and nowhere else.
 */
import type { Category, Product, Variation } from '../domain/catalog';
import type { WooHttpClient } from './http';
import { toCategory, toProduct, toVariation } from './mapping';
import { wooCategoryList, wooProductList, wooVariationList } from './wire';

/** The store's maximum page size. */
const MAX_PER_PAGE = 100;

export type StoreProductOrder = 'popularity' | 'date' | 'menu_order' | 'price' | 'include';

export interface StoreProductQuery {
  categoryId?: number;
  search?: string;
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

export class WooCatalog {
  constructor(private readonly http: WooHttpClient) {}

  /** One page of published products. */
  async listProducts(query: StoreProductQuery): Promise<StoreProductPage> {
    const { data, total, totalPages } = await this.http.get('wc/v3/products', wooProductList, {
      status: 'publish',
      category: query.categoryId,
      search: query.search,
      exclude: query.exclude,
      orderby: query.orderBy,
      order: query.order,
      per_page: query.perPage ?? MAX_PER_PAGE,
      page: query.page ?? 1,
    });
    return { products: data.map(toProduct), total: total ?? data.length, totalPages: totalPages ?? 1 };
  }

  /**
   * Every published product matching the query, page by page (100 at a time), up to `maxPages`.
   * One store call for catalogs of up to 100 products per section.
   */
  async listAllProducts(query: Omit<StoreProductQuery, 'page' | 'perPage'>, maxPages = 10): Promise<StoreProductPage> {
    const first = await this.listProducts({ ...query, perPage: MAX_PER_PAGE, page: 1 });
    const pages = Math.min(first.totalPages, maxPages);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) => this.listProducts({ ...query, perPage: MAX_PER_PAGE, page: index + 2 })),
    );
    return { ...first, products: [first, ...rest].flatMap((page) => page.products) };
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
    return pages.flatMap((page) => page.data.map(toProduct));
  }

  /** The published product with this slug, or null. */
  async productBySlug(slug: string): Promise<Product | null> {
    const { data } = await this.http.get('wc/v3/products', wooProductList, { status: 'publish', slug, per_page: 1 });
    const [first] = data;
    return first ? toProduct(first) : null;
  }

  /** The variations of a product (up to 100, in the store's menu order). */
  async variations(product: Product): Promise<Variation[]> {
    if (product.variationIds.length === 0) return [];
    const { data } = await this.http.get(`wc/v3/products/${product.id}/variations`, wooVariationList, {
      per_page: MAX_PER_PAGE,
      orderby: 'menu_order',
      order: 'asc',
    });
    return data.map((variation) => toVariation(variation, product));
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
