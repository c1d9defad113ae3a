/**
 * The product and variation list queries: WP_Query as WooCommerce configures it for
 * GET /products and GET /products/{id}/variations, written as SQL over the store tables.
 */
import { normalizeQueryDate } from '../dates';
import { fold } from '../text';
import { jsonList, type Db } from './open';

export type ProductOrderBy = 'date' | 'id' | 'include' | 'title' | 'slug' | 'modified' | 'menu_order' | 'price' | 'popularity' | 'rating';

export interface ProductQuery {
  /** 'product' lists products; 'variation' lists the variations of `parent`. */
  postType: 'product' | 'variation';
  page: number;
  perPage: number;
  offset?: number;
  order: 'asc' | 'desc';
  orderby: ProductOrderBy;
  status: string;
  include: number[];
  exclude: number[];
  parent: number[];
  parentExclude: number[];
  slug?: string;
  search?: string;
  type?: string;
  sku?: string;
  featured?: boolean;
  category: number[];
  tag: number[];
  shippingClass: number[];
  /** Taxonomy (pa_color) and term ids, already checked to belong together. */
  attribute?: { taxonomy: string; terms: number[] };
  taxClass?: string;
  onSale?: boolean;
  price?: { min: number; max: number };
  stockStatus?: string;
  after?: string;
  before?: string;
  modifiedAfter?: string;
  modifiedBefore?: string;
  datesAreGmt: boolean;
}

export interface ProductPage {
  ids: number[];
  total: number;
  totalPages: number;
}

/** Statuses WP_Query's post_status=any covers: all but trash (and auto-draft, which the store never has). */
const ANY_STATUS = ['publish', 'future', 'draft', 'pending', 'private'];

/** WordPress search stopwords (get_search_stopwords). */
const STOPWORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(','),
);

/** WP_Query::parse_search: quoted phrases, words, a leading hyphen to exclude; each must match. */
export function searchTerms(search: string): { term: string; exclude: boolean }[] {
  const text = search.replace(/[\r\n]/g, '');
  const matches = text.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const terms: string[] = [];
  for (const raw of matches) {
    const term = /^".+"$/.test(raw) ? raw.replace(/^["']+|["']+$/g, '') : raw.replace(/^["' ]+|["' ]+$/g, '');
    if (term === '' || (term.length === 1 && /^[a-z-]$/i.test(term))) continue;
    if (STOPWORDS.has(term.toLowerCase())) continue;
    terms.push(term);
  }
  const chosen = terms.length === 0 || terms.length > 9 ? [text] : terms;
  return chosen.map((term) =>
    term.startsWith('-') && term.length > 1 ? { term: term.slice(1), exclude: true } : { term, exclude: false },
  );
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

class Where {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  add(clause: string, ...params: unknown[]): void {
    this.clauses.push(clause);
    this.params.push(...params);
  }
}

function buildWhere(query: ProductQuery): Where {
  const where = new Where();
  if (query.postType === 'variation') {
    where.add("p.type = 'variation'");
    where.add('p.parent_id IN (SELECT value FROM json_each(?))', jsonList(query.parent));
  } else if (!query.sku) {
    // Without a SKU lookup (which widens the query to variations, as WooCommerce does) only products.
    where.add("p.type <> 'variation'");
  }
  const statuses = query.status === 'any' ? ANY_STATUS : [query.status];
  where.add('p.status IN (SELECT value FROM json_each(?))', jsonList(statuses));
  if (query.include.length > 0) where.add('p.id IN (SELECT value FROM json_each(?))', jsonList(query.include));
  if (query.exclude.length > 0) where.add('p.id NOT IN (SELECT value FROM json_each(?))', jsonList(query.exclude));
  if (query.postType === 'product') {
    if (query.parent.length > 0) where.add('p.parent_id IN (SELECT value FROM json_each(?))', jsonList(query.parent));
  }
  if (query.parentExclude.length > 0) where.add('p.parent_id NOT IN (SELECT value FROM json_each(?))', jsonList(query.parentExclude));
  if (query.slug !== undefined && query.slug !== '') where.add('p.slug = ?', query.slug);
  if (query.search !== undefined && query.search.trim() !== '') {
    for (const { term, exclude } of searchTerms(query.search)) {
      const like = `%${likeEscape(fold(term))}%`;
      const columns = ['p.name', 'p.short_description', 'p.description'].map(
        (column) => `wp_fold(${column}) ${exclude ? 'NOT LIKE' : 'LIKE'} ? ESCAPE '\\'`,
      );
      where.add(`(${columns.join(exclude ? ' AND ' : ' OR ')})`, like, like, like);
    }
  }
  if (query.type) where.add('p.type = ?', query.type);
  if (query.sku) {
    const skus = query.sku.split(',');
    if (skus.length > 1) skus.push(query.sku);
    where.add("p.sku <> '' AND p.sku IN (SELECT value FROM json_each(?))", jsonList(skus));
  }
  if (query.featured !== undefined) where.add('p.featured = ?', query.featured ? 1 : 0);
  taxonomyFilter(where, 'product_cat', query.category, true);
  taxonomyFilter(where, 'product_tag', query.tag, false);
  taxonomyFilter(where, 'product_shipping_class', query.shippingClass, false);
  if (query.attribute) taxonomyFilter(where, query.attribute.taxonomy, query.attribute.terms, false);
  if (query.taxClass !== undefined) where.add('p.tax_class = ?', query.taxClass === 'standard' ? '' : query.taxClass);
  if (query.onSale !== undefined) {
    const onSale = `p.id IN (
      SELECT id FROM products WHERE sale_price <> '' AND regular_price <> '' AND CAST(regular_price AS REAL) > CAST(sale_price AS REAL)
      UNION SELECT parent_id FROM products WHERE type = 'variation' AND sale_price <> '' AND regular_price <> '' AND CAST(regular_price AS REAL) > CAST(sale_price AS REAL))`;
    where.add(query.onSale ? onSale : `NOT ${onSale}`);
  }
  if (query.price) {
    // The _price meta query: any of the product's active prices between the bounds.
    where.add(
      'EXISTS (SELECT 1 FROM product_prices pr WHERE pr.product_id = p.id AND ROUND(pr.price, 2) BETWEEN ? AND ?)',
      query.price.min,
      query.price.max,
    );
  }
  if (query.stockStatus) where.add('p.stock_status = ?', query.stockStatus);
  const created = query.datesAreGmt ? 'p.date_created_gmt' : 'p.date_created';
  const modified = query.datesAreGmt ? 'p.date_modified_gmt' : 'p.date_modified';
  if (query.after) where.add(`${created} > ?`, normalizeQueryDate(query.after));
  if (query.before) where.add(`${created} < ?`, normalizeQueryDate(query.before));
  if (query.modifiedAfter) where.add(`${modified} > ?`, normalizeQueryDate(query.modifiedAfter));
  if (query.modifiedBefore) where.add(`${modified} < ?`, normalizeQueryDate(query.modifiedBefore));
  return where;
}

/**
 * A tax_query `IN` clause by term id. Ids that are not terms of the taxonomy are dropped and, when
 * none is left, nothing matches; hierarchical taxonomies include the children of each term.
 */
function taxonomyFilter(where: Where, taxonomy: string, termIds: readonly number[], withChildren: boolean): void {
  if (termIds.length === 0) return;
  const terms = withChildren
    ? `WITH RECURSIVE chosen(id) AS (
         SELECT id FROM terms WHERE taxonomy = ? AND id IN (SELECT value FROM json_each(?))
         UNION SELECT t.id FROM terms t JOIN chosen c ON t.parent = c.id WHERE t.taxonomy = ?)
       SELECT id FROM chosen`
    : 'SELECT id FROM terms WHERE taxonomy = ? AND id IN (SELECT value FROM json_each(?))';
  const params = withChildren ? [taxonomy, jsonList(termIds), taxonomy] : [taxonomy, jsonList(termIds)];
  where.add(`EXISTS (SELECT 1 FROM product_terms pt WHERE pt.product_id = p.id AND pt.term_id IN (${terms}))`, ...params);
}

/**
 * ORDER BY as get_catalog_ordering_args and WP_Query build it: date and menu_order add a second
 * key in the same direction, price sorts a variable product by its cheapest price going up and by
 * its dearest going down, popularity and rating always run high to low.
 */
function orderBy(query: ProductQuery): string {
  const dir = query.order === 'asc' ? 'ASC' : 'DESC';
  switch (query.orderby) {
    case 'id':
      return `p.id ${dir}`;
    case 'include':
      return query.include.length > 0
        ? '(SELECT key FROM json_each(?) WHERE value = p.id LIMIT 1) ASC'
        : `p.date_created ${dir}, p.id ${dir}`;
    case 'title':
      return `wp_fold(p.name) ${dir}, p.id ${dir}`;
    case 'slug':
      return `p.slug ${dir}, p.id ${dir}`;
    case 'modified':
      return `p.date_modified ${dir}, p.id ${dir}`;
    case 'menu_order':
      return `p.menu_order ${dir}, wp_fold(p.name) ${dir}, p.id ${dir}`;
    case 'price':
      return dir === 'ASC' ? 'p.min_price IS NULL, p.min_price ASC, p.id ASC' : 'p.max_price DESC, p.id DESC';
    case 'popularity':
      return 'p.total_sales DESC, p.id DESC';
    case 'rating':
      return 'CAST(p.average_rating AS REAL) DESC, p.rating_count DESC, p.id DESC';
    case 'date':
      return `p.date_created ${dir}, p.id ${dir}`;
  }
}

export function queryProducts(db: Db, query: ProductQuery): ProductPage {
  const where = buildWhere(query);
  const whereSql = where.clauses.join(' AND ');
  const order = orderBy(query);
  const orderParams = query.orderby === 'include' && query.include.length > 0 ? [jsonList(query.include)] : [];
  // WP_Query takes absint(offset) when an offset is given, else the page.
  const skip = query.offset !== undefined ? Math.abs(query.offset) : (query.page - 1) * query.perPage;
  const ids = (
    db
      .prepare(`SELECT p.id FROM products p WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...where.params, ...orderParams, query.perPage, skip) as { id: number }[]
  ).map((row) => row.id);
  const count = () => (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${whereSql}`).get(...where.params) as { n: number }).n;
  // WP_Query reports no total for an empty page; WooCommerce recounts only when page > 1 (offset stays applied).
  let total: number;
  if (ids.length > 0) total = count();
  else total = query.page > 1 && query.offset === undefined ? count() : 0;
  return { ids, total, totalPages: Math.ceil(total / query.perPage) };
}
