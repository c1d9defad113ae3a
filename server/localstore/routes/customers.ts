/**
 * /wc/v3/customers (GET list, POST create) and /wc/v3/customers/{id} (GET; POST, PUT and PATCH
 * update), as WooCommerce 9.9's customers controller answers them: arguments validated before the
 * permission (401 for anonymous callers), an unknown id 404 `woocommerce_rest_invalid_id` on read
 * and 400 on update, 201 with Location on create. Only customers exist here (no administrator).
 */
import { isPayingCustomer, loadCustomer, loadCustomers, queryCustomers, type Customer, type CustomerQuery } from '../db/customers';
import { cannotCreate, cannotEdit, cannotList, cannotView, RestError } from '../errors';
import { collectionParams, contextParam, validateParams } from '../params';
import { createCustomer, customerCreateInput, customerUpdateInput, updateCustomer } from '../customers/writeCustomer';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeCustomer } from '../serialize/customer';
import { collectionPage, created, editable, ok, pathId, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';

/** get_editable_roles() of a WooCommerce site, plus `all`. */
export const CUSTOMER_ROLES = [
  'all',
  'administrator',
  'editor',
  'author',
  'contributor',
  'subscriber',
  'customer',
  'shop_manager',
] as const;

const CUSTOMER_LIST_PARAMS = {
  ...collectionParams,
  exclude: { type: 'array', items: 'integer' },
  include: { type: 'array', items: 'integer' },
  offset: { type: 'integer' },
  order: { type: 'string', default: 'asc', enum: ['asc', 'desc'] },
  orderby: { type: 'string', default: 'name', enum: ['id', 'include', 'name', 'registered_date'] },
  email: { type: 'string' },
  role: { type: 'string', default: 'customer', enum: CUSTOMER_ROLES },
} as const;

const invalidId = (status: 404 | 400) => new RestError(status, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');

const customerJson = (request: RestRequest, customer: Customer): Record<string, unknown> =>
  serializeCustomer(customer, { ctx: request.ctx, isPaying: isPayingCustomer(request.db, customer.id) });

function listCustomers(request: RestRequest): RouteAnswer {
  const p = validateParams(request.params, CUSTOMER_LIST_PARAMS);
  requireKey(request, cannotList);
  const page = queryCustomers(request.db, {
    email: p.email || undefined,
    search: p.search || undefined,
    role: p.role,
    include: p.include,
    exclude: p.exclude,
    orderby: p.orderby as CustomerQuery['orderby'],
    order: p.order as 'asc' | 'desc',
    perPage: p.per_page,
    page: p.page,
    offset: p.offset,
  });
  const body = loadCustomers(request.db, page.ids).map((customer) => customerJson(request, customer));
  return collectionPage(request, body, { total: page.total, totalPages: page.totalPages, page: p.page });
}

function getCustomer(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotView);
  const customer = loadCustomer(request.db, pathId(request, 'id'));
  if (!customer) throw invalidId(404);
  return ok(customerJson(request, customer));
}

function postCustomer(request: RestRequest): RouteAnswer {
  const input = customerCreateInput(request.body);
  requireKey(request, cannotCreate);
  if (![undefined, null, 0, '0', '', false].includes(request.body.id as never)) {
    throw new RestError(400, 'woocommerce_rest_customer_exists', 'Cannot create existing resource.');
  }
  const customer = createCustomer(request.db, input, Date.now());
  return created(request, customerJson(request, customer), `/wc/v3/customers/${customer.id}`);
}

function putCustomer(request: RestRequest): RouteAnswer {
  const input = customerUpdateInput(request.body);
  requireKey(request, cannotEdit);
  const customer = loadCustomer(request.db, pathId(request, 'id'));
  if (!customer) throw invalidId(400);
  return ok(customerJson(request, updateCustomer(request.db, customer, input, Date.now())));
}

export const customerRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/customers$/i, allow: COLLECTION_METHODS, get: listCustomers, writes: { POST: postCustomer } },
  { pattern: /^\/wc\/v3\/customers\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getCustomer, writes: editable(putCustomer) },
];
