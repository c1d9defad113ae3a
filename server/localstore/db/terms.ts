/** Term queries (get_terms / wp_count_terms as the WooCommerce terms controller calls them). */
import { fold, slugify } from '../text';
import { jsonList, type Db } from './open';
import type { AttachmentRow, CountedTermRow } from './rows';

export type TermOrderBy = 'id' | 'include' | 'name' | 'slug' | 'term_group' | 'description' | 'count';

export interface TermQuery {
  taxonomy: string;
  perPage: number;
  offset: number;
  order: 'asc' | 'desc';
  orderby: TermOrderBy;
  hideEmpty: boolean;
  include: number[];
  exclude: number[];
  /** Only for hierarchical taxonomies; 0 = top level. */
  parent?: number;
  /** Terms of one product (get_the_terms): the other filters do not apply then. */
  product?: number;
  slug?: string;
  search?: string;
}

/** term_taxonomy.count: the published products a term is attached to. */
const COUNT_SQL = `(SELECT COUNT(*) FROM product_terms pt JOIN products p ON p.id = pt.product_id
  WHERE pt.term_id = t.id AND p.status = 'publish' AND p.type <> 'variation')`;

const SELECT_TERMS = `SELECT * FROM (SELECT t.*, ${COUNT_SQL} AS count FROM terms t) t`;

function orderColumn(orderby: TermOrderBy): string {
  switch (orderby) {
    case 'id':
      return 't.id';
    case 'slug':
      return 't.slug';
    case 'term_group':
      return 't.term_group';
    case 'description':
      return 'wp_fold(t.description)';
    case 'count':
      return 't.count';
    case 'name':
    case 'include':
      return 'wp_fold(t.name)';
  }
}

export function queryTerms(db: Db, query: TermQuery): { terms: CountedTermRow[]; total: number } {
  if (query.product !== undefined && query.product !== 0) return termsOfProduct(db, query);
  const clauses = ['t.taxonomy = ?'];
  const params: unknown[] = [query.taxonomy];
  if (query.include.length > 0) {
    clauses.push('t.id IN (SELECT value FROM json_each(?))');
    params.push(jsonList(query.include));
  }
  if (query.exclude.length > 0) {
    clauses.push('t.id NOT IN (SELECT value FROM json_each(?))');
    params.push(jsonList(query.exclude));
  }
  if (query.parent !== undefined) {
    clauses.push('t.parent = ?');
    params.push(query.parent);
  }
  if (query.slug !== undefined && query.slug !== '') {
    clauses.push('t.slug = ?');
    params.push(slugify(query.slug));
  }
  if (query.search !== undefined && query.search !== '') {
    const like = `%${fold(query.search).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    clauses.push("(wp_fold(t.name) LIKE ? ESCAPE '\\' OR wp_fold(t.slug) LIKE ? ESCAPE '\\')");
    params.push(like, like);
  }
  if (query.hideEmpty) clauses.push('t.count > 0');
  const where = clauses.join(' AND ');
  const dir = query.order === 'desc' ? 'DESC' : 'ASC';
  const byInclude = query.orderby === 'include' && query.include.length > 0;
  const order = byInclude
    ? `(SELECT key FROM json_each(?) WHERE value = t.id LIMIT 1) ${dir}`
    : `${orderColumn(query.orderby)} ${dir}, t.id ASC`;
  const orderParams = byInclude ? [jsonList(query.include)] : [];
  // WP_Term_Query::parse_query takes absint() of the offset.
  const offset = Math.abs(query.offset);
  const terms = db
    .prepare(`${SELECT_TERMS} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, ...orderParams, query.perPage, offset) as CountedTermRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${SELECT_TERMS}) t WHERE ${where}`).get(...params) as { n: number }).n;
  // https://core.trac.wordpress.org/ticket/35935: an offset past the end returns nothing.
  return { terms: offset > 0 && offset >= total ? [] : terms, total };
}

/** WC_REST_Terms_Controller::get_terms_for_product: the product's terms by name, re-sorted, reversed for desc, sliced. */
function termsOfProduct(db: Db, query: TermQuery): { terms: CountedTermRow[]; total: number } {
  let terms = db
    .prepare(
      `${SELECT_TERMS} WHERE t.taxonomy = ? AND t.id IN (SELECT term_id FROM product_terms WHERE product_id = ?) ORDER BY wp_fold(t.name) ASC, t.id ASC`,
    )
    .all(query.taxonomy, query.product) as CountedTermRow[];
  if (!['name', 'include'].includes(query.orderby)) {
    const key = (term: CountedTermRow): string | number =>
      query.orderby === 'id'
        ? term.id
        : query.orderby === 'count'
          ? term.count
          : query.orderby === 'term_group'
            ? term.term_group
            : term[query.orderby as 'slug' | 'description'];
    terms = [...terms].sort((a, b) => {
      const left = key(a);
      const right = key(b);
      return left < right ? -1 : left > right ? 1 : 0;
    });
  }
  if (query.order !== 'asc') terms.reverse();
  return { terms: terms.slice(query.offset, query.offset + query.perPage), total: terms.length };
}

export function findTerm(db: Db, taxonomy: string, id: number): CountedTermRow | undefined {
  return db.prepare(`${SELECT_TERMS} WHERE t.taxonomy = ? AND t.id = ?`).get(taxonomy, id) as CountedTermRow | undefined;
}

export function attachmentsById(db: Db, ids: readonly (number | null)[]): Map<number, AttachmentRow> {
  const wanted = ids.filter((id): id is number => id !== null);
  const rows = db
    .prepare('SELECT * FROM attachments WHERE id IN (SELECT value FROM json_each(?))')
    .all(jsonList(wanted)) as AttachmentRow[];
  return new Map(rows.map((row) => [row.id, row]));
}
