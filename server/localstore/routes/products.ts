/** GET /wc/v3/products and /wc/v3/products/{id}. */
import { loadBundlesInOrder, loadProductBundles } from '../db/products';
import { queryProducts, type ProductOrderBy, type ProductQuery } from '../db/productQuery';
import type { ProductRow } from '../db/rows';
import { cannotList, cannotView, invalidPostId } from '../errors';
import { contextParam, phpFloat, validateParams, type ParamOutput } from '../params';
import { serializeProduct } from '../serialize/product';
import { shopPriceDisplay } from '../tax/priceToDisplay';
import { slugify } from '../text';
import { CRUD_ORDERBY, crudCollectionParams } from './crudParams';
import { writeProductStock } from './productStock';
import { collectionPage, editable, ok, pathId, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';

const STATUSES = ['any', 'future', 'trash', 'draft', 'pending', 'private', 'publish'] as const;
const TAX_CLASSES = ['standard', 'reduced-rate', 'zero-rate'] as const;
const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;

/** The arguments products and variations add to the CRUD controllers' first. */
const postParams = <O extends readonly string[]>(orderby: O) =>
  ({
    ...crudCollectionParams(orderby),
    slug: { type: 'string' },
    status: { type: 'string', default: 'any', enum: STATUSES },
  }) as const;

const PRODUCT_PARAMS = {
  ...postParams([...CRUD_ORDERBY, 'menu_order', 'price', 'popularity', 'rating'] as const),
  type: { type: 'string', enum: ['simple', 'grouped', 'external', 'variable'] },
  sku: { type: 'string' },
  featured: { type: 'boolean' },
  category: { type: 'id-list' },
  tag: { type: 'id-list' },
  shipping_class: { type: 'id-list' },
  attribute: { type: 'string' },
  attribute_term: { type: 'id-list' },
  tax_class: { type: 'string', enum: TAX_CLASSES },
  on_sale: { type: 'boolean' },
  min_price: { type: 'string' },
  max_price: { type: 'string' },
  stock_status: { type: 'string', enum: STOCK_STATUSES },
} as const;

export const VARIATION_PARAMS = {
  ...postParams([...CRUD_ORDERBY, 'menu_order'] as const),
  sku: { type: 'string' },
  tax_class: { type: 'string', enum: TAX_CLASSES },
  on_sale: { type: 'boolean' },
  min_price: { type: 'string' },
  max_price: { type: 'string' },
  stock_status: { type: 'string', enum: STOCK_STATUSES },
} as const;

const ITEM_PARAMS = { context: contextParam } as const;

/** The upper bound WooCommerce uses when only min_price is given (a float here, which is all SQLite compares). */
const PHP_INT_MAX = 2 ** 63 - 1;

/** PHP empty() on a query value. */
const isEmpty = (value: string | undefined) => value === undefined || value === '' || value === '0';

/** wc_get_min_max_price_meta_query: active only if one bound is non-empty; a bound sent empty counts as 0. */
export function priceRange(min: string | undefined, max: string | undefined): ProductQuery['price'] {
  if (isEmpty(min) && isEmpty(max)) return undefined;
  return { min: min === undefined ? 0 : phpFloat(min), max: max === undefined ? PHP_INT_MAX : phpFloat(max) };
}

/** The query parts products and variations share. */
export function baseQuery(p: ParamOutput<typeof VARIATION_PARAMS>) {
  return {
    page: p.page,
    perPage: p.per_page,
    offset: p.offset,
    order: p.order as 'asc' | 'desc',
    orderby: p.orderby as ProductOrderBy,
    status: p.status,
    include: p.include,
    exclude: p.exclude,
    parentExclude: p.parent_exclude,
    // WP_Query's `name` argument goes through sanitize_title.
    slug: p.slug === undefined ? undefined : slugify(p.slug),
    search: p.search,
    sku: p.sku === '' ? undefined : p.sku,
    taxClass: p.tax_class,
    onSale: p.on_sale,
    price: priceRange(p.min_price, p.max_price),
    stockStatus: p.stock_status,
    after: p.after,
    before: p.before,
    modifiedAfter: p.modified_after,
    modifiedBefore: p.modified_before,
    datesAreGmt: p.dates_are_gmt,
    category: [] as number[],
    tag: [] as number[],
    shippingClass: [] as number[],
  };
}

function listProducts(request: RestRequest): RouteAnswer {
  const p = validateParams(request.params, PRODUCT_PARAMS);
  requireKey(request, cannotList);
  const { db } = request;
  let attribute: ProductQuery['attribute'];
  if (p.attribute && p.attribute_term.length > 0) {
    const exists = db.prepare("SELECT 1 FROM attribute_taxonomies WHERE 'pa_' || name = ?").get(p.attribute);
    if (exists) attribute = { taxonomy: p.attribute, terms: p.attribute_term };
  }
  const query: ProductQuery = {
    ...baseQuery(p),
    postType: 'product',
    parent: p.parent,
    type: p.type,
    featured: p.featured,
    category: p.category,
    tag: p.tag,
    shippingClass: p.shipping_class,
    attribute,
  };
  const page = queryProducts(db, query);
  const display = shopPriceDisplay(db);
  const body = loadBundlesInOrder(db, page.ids).map((bundle) => serializeProduct(bundle, request.ctx, display));
  return collectionPage(request, body, { total: page.total, totalPages: page.totalPages, page: p.page });
}

function getProduct(request: RestRequest): RouteAnswer {
  validateParams(request.params, ITEM_PARAMS);
  const { db } = request;
  const id = pathId(request, 'id');
  const row = db.prepare("SELECT id, type FROM products WHERE id = ? AND status <> 'trash'").get(id) as
    Pick<ProductRow, 'id' | 'type'> | undefined;
  // WooCommerce checks the permission only on an object that exists: an unknown id is a 404 for anyone.
  if (row) requireKey(request, cannotView);
  const bundle = row ? loadProductBundles(db, [id]).get(id) : undefined;
  if (!bundle) throw invalidPostId('product');
  return ok(serializeProduct(bundle, request.ctx, shopPriceDisplay(db)));
}

export const productRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/products$/i, allow: COLLECTION_METHODS, get: listProducts },
  {
    pattern: /^\/wc\/v3\/products\/(?<id>\d+)$/i,
    allow: ITEM_METHODS,
    get: getProduct,
    writes: editable((request) => {
      writeProductStock(request);
      return getProduct(request);
    }),
  },
];
