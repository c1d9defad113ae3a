/**
 * /wc/v3/orders (GET list, POST create) and /wc/v3/orders/{id} (GET, and POST/PUT/PATCH update), as
 * WooCommerce's orders controller answers them: the body validated before the permission (anonymous
 * callers get 401 woocommerce_rest_cannot_create / cannot_edit / cannot_view), an unknown order 404 on
 * read and 400 on update, 201 with Location on create. The writes run inside the dispatcher's transaction.
 */
import type { Db } from '../db/open';
import { queryOrders, type OrderQuery } from '../db/orderQuery';
import { loadOrder, loadOrders } from '../db/orders';
import { cannotCreate, cannotEdit, cannotList, cannotView, invalidPostId, RestError } from '../errors';
import { contextParam, phpInt, validateParams } from '../params';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../orders/order';
import { orderMailsFor } from '../orders/orderMails';
import { loadOrderProduct, type OrderProduct } from '../orders/orderProduct';
import { needsProcessing } from '../orders/status';
import type { WriteContext } from '../orders/writeContext';
import { createOrder, orderInput, updateOrder } from '../orders/writeOrder';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeOrder } from '../serialize/order';
import { readStoreSettings } from '../settings/storeSettings';
import { CRUD_ORDERBY, crudCollectionParams } from './crudParams';
import { collectionPage, created, editable, ok, pathId, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';

/** wc_get_price_decimals(). */
const PRICE_DECIMALS = 2;

const ORDER_LIST_PARAMS = {
  ...crudCollectionParams(CRUD_ORDERBY),
  status: { type: 'array', items: 'string', itemEnum: ['any', 'trash', ...ORDER_STATUSES] },
  customer: { type: 'integer' },
  product: { type: 'integer' },
  dp: { type: 'integer', default: PRICE_DECIMALS },
} as const;

/** `dp` as the single-order routes read it (not a registered argument there: absint of whatever came). */
const itemDecimals = (request: RestRequest): number => {
  const dp = request.params.string('dp');
  return dp === undefined ? PRICE_DECIMALS : Math.abs(phpInt(dp));
};

/** The orders as the API answers them, with the products of their lines loaded once. */
function ordersJson(request: RestRequest, orders: readonly Order[], dp: number): Record<string, unknown>[] {
  const products = new Map<number, OrderProduct>();
  for (const order of orders) {
    for (const item of order.lineItems) {
      const id = item.variationId || item.productId;
      if (products.has(id)) continue;
      const product = loadOrderProduct(request.db, id);
      if (product) products.set(id, product);
    }
  }
  return orders.map((order) =>
    serializeOrder(order, { ctx: request.ctx, dp, products, needsProcessing: needsProcessing(request.db, order) }),
  );
}

const writeContext = (db: Db): WriteContext => ({ db, settings: readStoreSettings(db), now: Date.now() });

function listOrders(request: RestRequest): RouteAnswer {
  const p = validateParams(request.params, ORDER_LIST_PARAMS);
  requireKey(request, cannotList);
  const page = queryOrders(request.db, {
    statuses: p.status,
    customer: p.customer,
    product: p.product,
    include: p.include,
    exclude: p.exclude,
    parent: p.parent,
    parentExclude: p.parent_exclude,
    search: p.search,
    after: p.after,
    before: p.before,
    modifiedAfter: p.modified_after,
    modifiedBefore: p.modified_before,
    datesAreGmt: p.dates_are_gmt,
    order: p.order as 'asc' | 'desc',
    orderby: p.orderby as OrderQuery['orderby'],
    page: p.page,
    perPage: p.per_page,
    offset: p.offset,
  });
  const body = ordersJson(request, loadOrders(request.db, page.ids), Math.abs(p.dp));
  return collectionPage(request, body, { total: page.total, totalPages: page.totalPages, page: p.page });
}

function getOrder(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotView);
  const order = loadOrder(request.db, pathId(request, 'id'));
  if (!order) throw invalidPostId('shop_order');
  return ok(ordersJson(request, [order], itemDecimals(request))[0]);
}

function postOrder(request: RestRequest): RouteAnswer {
  const input = orderInput(request.body);
  requireKey(request, cannotCreate);
  // CRUD create_item: a non-empty() id means the caller meant an update.
  if (![undefined, null, 0, '0', '', false].includes(request.body.id as never)) {
    throw new RestError(400, 'woocommerce_rest_shop_order_exists', 'Cannot create existing shop_order.');
  }
  const order = createOrder(writeContext(request.db), input);
  const json = ordersJson(request, [order], itemDecimals(request))[0]!;
  sendOrderMails(request, 'pending', order, json);
  return created(request, json, `/wc/v3/orders/${order.id}`);
}

function putOrder(request: RestRequest): RouteAnswer {
  const input = orderInput(request.body);
  requireKey(request, cannotEdit);
  const order = loadOrder(request.db, pathId(request, 'id'));
  if (!order) throw invalidPostId('shop_order', 400);
  const from = order.status;
  const json = ordersJson(request, [updateOrder(writeContext(request.db), order, input)], itemDecimals(request))[0]!;
  sendOrderMails(request, from, order, json);
  return ok(json);
}

/** WooCommerce's order mails for the order's status change, with the order as the API shows it. */
function sendOrderMails(request: RestRequest, from: OrderStatus, order: Order, json: Record<string, unknown>): void {
  for (const mail of orderMailsFor(from, order.status)) request.sendOrderMail({ mail, order: json });
}

export const orderRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/orders$/i, allow: COLLECTION_METHODS, get: listOrders, writes: { POST: postOrder } },
  { pattern: /^\/wc\/v3\/orders\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getOrder, writes: editable(putOrder) },
];
