/**
 * Status changes and payment as WC_Order makes them: a transition to processing, on-hold or completed
 * takes the stock (once), one to cancelled or back to pending gives it back (WooCommerce does nothing
 * for failed); reaching the paid status sets date_paid and completed sets date_completed.
 * payment_complete() (set_paid) moves an unpaid order to processing, or to completed when nothing in
 * it needs processing, and takes the stock.
 */
import { storeDate } from '../dates';
import type { Db } from '../db/open';
import type { Order, OrderStatus } from './order';
import { loadOrderProduct } from './orderProduct';
import { increaseStock, reduceStock } from './stock';
import type { WriteContext } from './writeContext';

/** WC_Order::needs_processing: a line whose product still exists and is not a virtual download (none here are). */
export const needsProcessing = (db: Db, order: Order): boolean =>
  order.lineItems.some((item) => loadOrderProduct(db, item.variationId || item.productId) !== undefined);

/** WC_Order::needs_payment: unpaid (pending or failed) with something to pay. */
export const needsPayment = (order: Order): boolean => ['pending', 'failed'].includes(order.status) && order.total > 0;

export const isEditable = (order: Order): boolean => ['pending', 'on-hold', 'auto-draft'].includes(order.status);

/** WC_Order::maybe_set_date_paid and maybe_set_date_completed. */
function stampDates(context: WriteContext, order: Order): void {
  const paidStatus = needsProcessing(context.db, order) ? 'processing' : 'completed';
  if (!order.datePaid && (order.status === paidStatus || (paidStatus === 'processing' && order.status === 'completed'))) {
    order.datePaid = storeDate(context.now);
  }
  if (!order.dateCompleted && order.status === 'completed') order.dateCompleted = storeDate(context.now);
}

/** set_status + the woocommerce_order_status_{to} actions that move stock. */
export function setStatus(context: WriteContext, order: Order, status: OrderStatus): void {
  if (status === order.status) return;
  order.status = status;
  stampDates(context, order);
  if (['processing', 'on-hold', 'completed'].includes(status)) reduceStock(context, order);
  if (['cancelled', 'pending'].includes(status)) increaseStock(context, order);
}

/** WC_Order::payment_complete: only from an unpaid status; then woocommerce_payment_complete takes the stock. */
export function paymentComplete(context: WriteContext, order: Order, transactionId: string | undefined): void {
  if (!['on-hold', 'pending', 'failed', 'cancelled'].includes(order.status)) return;
  if (transactionId) order.transactionId = transactionId;
  if (!order.datePaid) order.datePaid = storeDate(context.now);
  setStatus(context, order, needsProcessing(context.db, order) ? 'processing' : 'completed');
  reduceStock(context, order);
}
