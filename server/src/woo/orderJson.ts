/** An order's JSON as the store's API answers it (handed over by the embedded store with its order mails), read as a domain order. */
import type { Order } from '../domain/order';
import { wooOrder } from './checkoutWire';
import { toOrder } from './orders';

/** The order, or null when the JSON is not an order. */
export function orderFromJson(data: unknown): Order | null {
  const parsed = wooOrder.safeParse(data);
  return parsed.success ? toOrder(parsed.data) : null;
}
