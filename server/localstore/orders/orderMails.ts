/**
 * Which of WooCommerce's order mails a status change sends (WC_Emails' triggers): the customer's
 * "processing order" on {pending, failed, cancelled, on-hold} to processing, and the shop's "new order"
 * on {pending, failed, cancelled} to processing, completed or on-hold. The store hands them, with the
 * order as its API answers it, to whoever listens (the storefront renders and keeps them in its outbox).
 */
import type { OrderStatus } from './order';

export type OrderMailKind = 'customer_processing_order' | 'new_order';

export interface OrderMailEvent {
  mail: OrderMailKind;
  /** The order as GET /wc/v3/orders/{id} answers it. */
  order: Record<string, unknown>;
}

export type OrderMailListener = (event: OrderMailEvent) => void;

export function orderMailsFor(from: OrderStatus, to: OrderStatus): OrderMailKind[] {
  const mails: OrderMailKind[] = [];
  if (to === 'processing' && ['pending', 'failed', 'cancelled', 'on-hold'].includes(from)) mails.push('customer_processing_order');
  if (['processing', 'completed', 'on-hold'].includes(to) && ['pending', 'failed', 'cancelled'].includes(from)) mails.push('new_order');
  return mails;
}
