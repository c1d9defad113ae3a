/**
 * Who may read an order: the session that placed it, its customer, or anyone holding its key (the
 * confirmation link, as WooCommerce's order-received link works). Anyone else is told it does not
 * exist: order ids are guessable, "forbidden" would confirm them.
 */
import crypto from 'node:crypto';
import type { Session, SessionData } from 'express-session';
import type { Order } from '../domain/order';
import '../session/data';

/** Orders a session remembers placing (the newest kept). */
export const MAX_SESSION_ORDERS = 20;

export function rememberOrder(session: Session & Partial<SessionData>, orderId: number): void {
  const orders = (session.orders ?? []).filter((id) => id !== orderId);
  session.orders = [...orders, orderId].slice(-MAX_SESSION_ORDERS);
}

function sameKey(given: string, actual: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(actual);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface OrderReader {
  session: Partial<SessionData>;
  key?: string | null;
  /** The signed-in customer's id (0 or undefined for a guest). */
  customerId?: number;
}

export function canReadOrder(order: Order, reader: OrderReader): boolean {
  if (reader.session.orders?.includes(order.id)) return true;
  if (reader.customerId && order.customerId === reader.customerId) return true;
  return typeof reader.key === 'string' && reader.key !== '' && sameKey(reader.key, order.key);
}
