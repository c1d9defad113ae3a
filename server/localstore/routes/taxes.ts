/**
 * GET /wc/v3/taxes[/{id}] and /wc/v3/taxes/classes, as WooCommerce's taxes controllers answer them:
 * manager permission (a key) checked before the rate is looked up, pages of rates ordered by `order`
 * (position in the class) by default, `class` limited to the store's classes.
 */
import { taxClasses, findTaxRate, withLocations, type TaxRateRow } from '../db/taxRates';
import { cannotList, cannotView, RestError } from '../errors';
import { contextParam, pageParam, perPageParam, validateParams } from '../params';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeTaxClass, serializeTaxRate } from '../serialize/taxRate';
import { collectionPage, ok, pathId, requireKey, wholeList, type RestRequest, type Route, type RouteAnswer } from './route';

const ORDER_COLUMNS = { id: 'id', order: 'rate_order', priority: 'priority' } as const;

const invalidTaxId = () => new RestError(404, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');

function listTaxes(request: RestRequest): RouteAnswer {
  const { db } = request;
  const p = validateParams(request.params, {
    context: contextParam,
    page: pageParam,
    per_page: perPageParam,
    offset: { type: 'integer' },
    order: { type: 'string', default: 'asc', enum: ['asc', 'desc'] },
    orderby: { type: 'string', default: 'order', enum: ['id', 'order', 'priority'] },
    class: { type: 'string', enum: ['standard', ...taxClasses(db).map((taxClass) => taxClass.slug)] },
  } as const);
  requireKey(request, cannotList);
  // WooCommerce derives the offset from the page, which always has a value: `offset` is accepted but unused.
  const where = p.class === undefined ? '' : 'WHERE class = @class';
  const taxClass = p.class === 'standard' ? '' : (p.class ?? '');
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM tax_rates ${where}`).get({ class: taxClass }) as { n: number }).n;
  const direction = p.order === 'desc' ? 'DESC' : 'ASC';
  const rows = db
    .prepare(
      `SELECT * FROM tax_rates ${where} ORDER BY ${ORDER_COLUMNS[p.orderby as keyof typeof ORDER_COLUMNS]} ${direction}, id ${direction}
       LIMIT @limit OFFSET @offset`,
    )
    .all({ class: taxClass, limit: p.per_page, offset: (p.page - 1) * p.per_page }) as TaxRateRow[];
  const body = withLocations(db, rows).map((rate) => serializeTaxRate(rate, request.ctx));
  return collectionPage(request, body, { total, totalPages: Math.ceil(total / p.per_page), page: p.page });
}

function getTax(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotView);
  const rate = findTaxRate(request.db, pathId(request, 'id'));
  if (!rate) throw invalidTaxId();
  return ok(serializeTaxRate(rate, request.ctx));
}

/** "Standard rate" first (it has no row), then the store's classes. */
function listTaxClasses(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotList);
  const classes = [{ slug: 'standard', name: 'Standard rate' }, ...taxClasses(request.db)];
  return wholeList(classes.map((taxClass) => serializeTaxClass(taxClass, request.ctx)));
}

export const taxRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/taxes$/i, allow: COLLECTION_METHODS, get: listTaxes },
  { pattern: /^\/wc\/v3\/taxes\/classes$/i, allow: COLLECTION_METHODS, get: listTaxClasses },
  { pattern: /^\/wc\/v3\/taxes\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getTax },
];
