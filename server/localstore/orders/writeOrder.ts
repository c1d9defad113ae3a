/**
 * POST /orders and PUT /orders/{id} as WC_REST_Orders_Controller::save_object runs them, each inside
 * the request's transaction: the posted props and items first, then (on create, or when addresses or
 * items were posted) calculate_totals, the coupons, the status (whose transition moves stock), and
 * set_paid's payment_complete. Any refusal along the way leaves nothing behind.
 */
import crypto from 'node:crypto';
import { storeDate } from '../dates';
import { loadCustomer } from '../db/customers';
import { loadOrder, nextPostId, saveOrder } from '../db/orders';
import { RestError } from '../errors';
import { validateBody } from '../http/bodySchema';
import { applyMetaInput } from './metaData';
import { emptyAddress, ADDRESS_FIELDS, type Address, type Order, type OrderStatus } from './order';
import { applyLineItems, applyShippingLines } from './orderItems';
import { ORDER_WRITE_SCHEMA, type CouponLineInput, type OrderInput } from './orderSchema';
import { needsPayment, paymentComplete, setStatus } from './status';
import { calculateTotals } from './totals';
import type { WriteContext } from './writeContext';

/** The WooCommerce version orders record (the recorded store's). */
const WOOCOMMERCE_VERSION = '9.9.5';

/** wc_generate_order_key: wc_order_ and 13 random letters and digits (wp_generate_password without specials). */
function orderKey(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `wc_order_${Array.from({ length: 13 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('')}`;
}

/** The posted body, validated as WordPress does before the route's permission check. */
export const orderInput = (body: Readonly<Record<string, unknown>>): OrderInput => validateBody(body, ORDER_WRITE_SCHEMA) as OrderInput;

function updateAddress(address: Address, posted: Readonly<Record<string, string | null>>, withEmail: boolean): void {
  for (const field of ADDRESS_FIELDS) {
    if (field === 'email' && !withEmail) continue;
    const value = posted[field];
    if (value !== undefined) address[field] = value ?? '';
  }
}

/** prepare_object_for_database: every writable prop but the status, which waits for the totals. */
function applyProps(context: WriteContext, order: Order, input: OrderInput): void {
  if (input.parent_id !== undefined) {
    if (input.parent_id !== 0 && (input.parent_id === order.id || !loadOrder(context.db, input.parent_id))) {
      throw new RestError(400, 'order_invalid_parent_id', 'Invalid parent ID');
    }
    order.parentId = input.parent_id;
  }
  if (input.currency !== undefined) order.currency = input.currency;
  if (input.customer_id !== undefined) {
    // save_object: a customer_id other than 0 must be an existing user (here, a customer).
    const customerId = Math.abs(input.customer_id);
    if (customerId !== 0 && !loadCustomer(context.db, customerId)) {
      throw new RestError(400, 'woocommerce_rest_invalid_customer_id', 'Customer ID is invalid.');
    }
    order.customerId = customerId;
  }
  if (input.customer_note !== undefined) order.customerNote = input.customer_note;
  if (input.billing) updateAddress(order.billing, input.billing, true);
  if (input.shipping) updateAddress(order.shipping, input.shipping, false);
  if (input.payment_method !== undefined) order.paymentMethod = input.payment_method;
  if (input.payment_method_title !== undefined) order.paymentMethodTitle = input.payment_method_title;
  if (input.transaction_id !== undefined) order.transactionId = input.transaction_id;
  applyMetaInput(order.meta, input.meta_data);
  if (input.line_items) applyLineItems(context, order, input.line_items);
  if (input.shipping_lines) applyShippingLines(context, order, input.shipping_lines);
}

/**
 * calculate_coupons: the shop has no coupons, so a posted coupon is refused as WooCommerce refuses an
 * unknown one (woocommerce_rest_ + the coupon error code); an empty list removes none.
 */
function checkCoupons(inputs: readonly CouponLineInput[] | undefined): void {
  for (const input of inputs ?? []) {
    if (input.id) throw new RestError(400, 'woocommerce_rest_coupon_item_id_readonly', 'Coupon item ID is readonly.');
    const code = (input.code ?? '').trim().toLowerCase();
    if (code === '') throw new RestError(400, 'woocommerce_rest_invalid_coupon', 'Coupon code is required.');
    throw new RestError(400, 'woocommerce_rest_invalid_coupon', `Coupon "${code}" does not exist!`);
  }
}

function newOrder(context: WriteContext): Order {
  const now = storeDate(context.now);
  return {
    id: nextPostId(context.db),
    parentId: 0,
    status: 'pending',
    currency: context.settings.currency,
    version: WOOCOMMERCE_VERSION,
    pricesIncludeTax: context.settings.pricesIncludeTax,
    customerId: 0,
    orderKey: orderKey(),
    billing: emptyAddress(),
    shipping: emptyAddress(),
    paymentMethod: '',
    paymentMethodTitle: '',
    transactionId: '',
    customerIpAddress: '',
    customerUserAgent: '',
    createdVia: 'rest-api',
    customerNote: '',
    cartHash: '',
    discountTotal: 0,
    discountTax: 0,
    shippingTotal: 0,
    shippingTax: 0,
    cartTax: 0,
    total: 0,
    totalTax: 0,
    stockReduced: false,
    dateCreated: now,
    dateModified: now,
    datePaid: null,
    dateCompleted: null,
    meta: [],
    lineItems: [],
    shippingLines: [],
    taxLines: [],
    removedItemIds: [],
  };
}

/** The status, then set_paid: payment_complete on a new order, or on one that still needs payment. */
function finish(context: WriteContext, order: Order, input: OrderInput, creating: boolean): void {
  checkCoupons(input.coupon_lines);
  if (input.status) setStatus(context, order, input.status as OrderStatus);
  if (input.set_paid === true && (creating || needsPayment(order))) paymentComplete(context, order, input.transaction_id);
  order.dateModified = storeDate(context.now);
  saveOrder(context.db, order);
}

export function createOrder(context: WriteContext, input: OrderInput): Order {
  const order = newOrder(context);
  applyProps(context, order, input);
  calculateTotals(context.db, order, context.settings);
  finish(context, order, input, true);
  return order;
}

export function updateOrder(context: WriteContext, order: Order, input: OrderInput): Order {
  applyProps(context, order, input);
  if (input.billing || input.shipping || input.line_items || input.shipping_lines || input.fee_lines || input.coupon_lines) {
    calculateTotals(context.db, order, context.settings);
  }
  finish(context, order, input, false);
  return order;
}
