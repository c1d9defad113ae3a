/**
 * The embedded store's order mails into the storefront's outbox: WooCommerce sends its own, the local
 * store hands each one over (server/localstore/orders/orderMails.ts) and the storefront writes it.
 */
import type { Logger } from '../logger';
import type { OrderMailEvent } from '../../localstore/orders/orderMails';
import { orderFromJson } from '../woo/orderJson';
import type { Mailer } from './mailer';
import { newOrderMail, processingOrderMail } from './orderMails';

/** The mail's address in `Name <address>` (MAIL_FROM): where the shop's own "new order" goes. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

export function storeOrderMails(mailer: Mailer, logger: Logger): (event: OrderMailEvent) => void {
  return (event: OrderMailEvent): void => {
    const order = orderFromJson(event.order);
    if (!order) {
      logger.warn({ mail: event.mail }, 'order mail: the store handed over an order of an unexpected shape');
      return;
    }
    if (event.mail === 'customer_processing_order' && !order.billing.email) return;
    const mail = event.mail === 'new_order' ? newOrderMail(order, addressOf(mailer.from)) : processingOrderMail(order);
    mailer.send(mail).catch((error: unknown) => logger.error({ err: error, orderId: order.id }, 'order mail could not be kept'));
  };
}
