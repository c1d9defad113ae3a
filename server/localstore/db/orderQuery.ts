/**
 * The orders list query (WC_REST_Orders_Controller over HPOS): statuses (any = every status but trash
 * and auto-draft), customer (0 = guests), product (a line of that product or variation), ids, parents,
 * dates, a search over the number, addresses and line names; newest first by default, pages as
 * WP_Query counts them.
 */
import { normalizeQueryDate } from '../dates';
import { jsonList, type Db } from './open';

export interface OrderQuery {
  statuses: readonly string[];
  customer?: number;
  product?: number;
  include: readonly number[];
  exclude: readonly number[];
  parent: readonly number[];
  parentExclude: readonly number[];
  search?: string;
  after?: string;
  before?: string;
  modifiedAfter?: string;
  modifiedBefore?: string;
  datesAreGmt: boolean;
  order: 'asc' | 'desc';
  orderby: 'date' | 'id' | 'include' | 'title' | 'slug' | 'modified';
  page: number;
  perPage: number;
  offset?: number;
}

export function queryOrders(db: Db, query: OrderQuery): { ids: number[]; total: number; totalPages: number } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (query.statuses.length === 0 || query.statuses.includes('any')) add("o.status NOT IN ('trash', 'auto-draft')");
  else add('o.status IN (SELECT value FROM json_each(?))', jsonList([...query.statuses]));
  if (query.customer !== undefined) add('o.customer_id = ?', query.customer);
  if (query.product) {
    add(
      "EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.type = 'line_item' AND (i.product_id = ? OR i.variation_id = ?))",
      query.product,
      query.product,
    );
  }
  if (query.include.length > 0) add('o.id IN (SELECT value FROM json_each(?))', jsonList([...query.include]));
  if (query.exclude.length > 0) add('o.id NOT IN (SELECT value FROM json_each(?))', jsonList([...query.exclude]));
  if (query.parent.length > 0) add('o.parent_id IN (SELECT value FROM json_each(?))', jsonList([...query.parent]));
  if (query.parentExclude.length > 0) add('o.parent_id NOT IN (SELECT value FROM json_each(?))', jsonList([...query.parentExclude]));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    add(
      `(CAST(o.id AS TEXT) = ? OR EXISTS (SELECT 1 FROM order_addresses a WHERE a.order_id = o.id AND (a.first_name || ' ' || a.last_name LIKE ? ESCAPE '\\'
         OR a.email LIKE ? ESCAPE '\\' OR a.company LIKE ? ESCAPE '\\' OR a.address_1 LIKE ? ESCAPE '\\' OR a.city LIKE ? ESCAPE '\\' OR a.postcode LIKE ? ESCAPE '\\'))
       OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.type = 'line_item' AND i.name LIKE ? ESCAPE '\\'))`,
      query.search.trim(),
      ...Array<string>(7).fill(like),
    );
  }
  const created = query.datesAreGmt ? 'o.date_created_gmt' : 'o.date_created';
  const modified = query.datesAreGmt ? 'o.date_modified_gmt' : 'o.date_modified';
  if (query.after) add(`${created} > ?`, normalizeQueryDate(query.after));
  if (query.before) add(`${created} < ?`, normalizeQueryDate(query.before));
  if (query.modifiedAfter) add(`${modified} > ?`, normalizeQueryDate(query.modifiedAfter));
  if (query.modifiedBefore) add(`${modified} < ?`, normalizeQueryDate(query.modifiedBefore));
  const where = clauses.join(' AND ');
  const dir = query.order === 'asc' ? 'ASC' : 'DESC';
  const byInclude = query.orderby === 'include' && query.include.length > 0;
  const orderBy = byInclude
    ? '(SELECT key FROM json_each(?) WHERE value = o.id LIMIT 1) ASC'
    : query.orderby === 'modified'
      ? `o.date_modified_gmt ${dir}, o.id ${dir}`
      : query.orderby === 'id' || query.orderby === 'title' || query.orderby === 'slug'
        ? `o.id ${dir}`
        : `o.date_created_gmt ${dir}, o.id ${dir}`;
  // WP_Query takes absint(offset) when an offset is given, else the page.
  const skip = query.offset !== undefined ? Math.abs(query.offset) : (query.page - 1) * query.perPage;
  const ids = (
    db
      .prepare(`SELECT o.id FROM orders o WHERE ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
      .all(...params, ...(byInclude ? [jsonList([...query.include])] : []), query.perPage, skip) as { id: number }[]
  ).map((row) => row.id);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`).get(...params) as { n: number }).n;
  return { ids, total, totalPages: Math.ceil(total / query.perPage) };
}
