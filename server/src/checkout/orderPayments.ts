/**
 * Paying a placed order: attempts with the offline test card, verification with the provider, and
 * completion: the order marked paid in the store (processing, set_paid, transaction id, gateway, the
 * payment id in its meta), the stock hold released, the caches holding that stock cleared.
 *
 * Completion is idempotent (a lock per order, and an order already paid is left alone) and is reached
 * from three places: the browser's confirmation, the provider's webhook, and the retry of completions
 * that failed (the store refused or was down after the money was taken): a paid order is never lost.
 * A declined attempt releases the hold; the order stays pending and the cart intact.
 */
import { stockKey } from '../domain/checkoutQuote';
import { isPaid, type Order } from '../domain/order';
import type { Logger } from '../logger';
import type { Locks } from '../ports/idempotency';
import type { RateLimitStore } from '../ports/rateLimit';
import type { StockReservations } from '../ports/stockReservations';
import { toMinorUnits } from '../payments/minorUnits';
import type { PaymentIntent, PaymentProvider } from '../payments/port';
import type { PricingService } from '../pricing/service';
import type { WooOrders } from '../woo/orders';
import type { PaymentCompletionQueue } from './completionQueue';
import { STOCK_HOLD_MS } from './placeOrder';
import { holdStock } from './stockHold';

/** Card attempts per order: card testing is what a public card form attracts. */
export const CARD_ATTEMPT_ORDER_LIMIT = { name: 'card-attempt-order', points: 10, durationSec: 15 * 60 } as const;
/** Card attempts per client address (each order is itself limited per session and address). */
export const CARD_ATTEMPT_ADDRESS_LIMIT = { name: 'card-attempt-address', points: 300, durationSec: 15 * 60 } as const;
const LOCK = { ttlMs: 30_000, waitMs: 20_000 };

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The offline test card's extra operations (payments/testCard). */
export interface TestCardOperations {
  confirmWithCard(intentId: string, clientSecret: string, card: TestCard): Promise<PaymentIntent>;
  resolveChallenge(intentId: string, clientSecret: string, approve: boolean): Promise<PaymentIntent>;
}

export function hasTestCard(provider: PaymentProvider): provider is PaymentProvider & TestCardOperations {
  return provider.id === 'test_card' && 'confirmWithCard' in provider;
}

export interface PaymentAttempt {
  payment: PaymentIntent;
  order: Order | null;
}

export class PaymentNotForOrderError extends Error {
  constructor() {
    super('this payment does not belong to this order');
    this.name = 'PaymentNotForOrderError';
  }
}

export class CardAttemptsLimitedError extends Error {
  constructor() {
    super('too many card attempts from this address: try later');
    this.name = 'CardAttemptsLimitedError';
  }
}

export class TestCardUnavailableError extends Error {
  constructor() {
    super('the offline test card is off: this shop takes payments with Stripe');
    this.name = 'TestCardUnavailableError';
  }
}

export interface OrderPaymentsDeps {
  orders: WooOrders;
  provider: PaymentProvider;
  reservations: StockReservations;
  pricing: PricingService;
  locks: Locks;
  rateLimits: RateLimitStore;
  queue: PaymentCompletionQueue;
  /** Clears the caches that hold stock (catalog pages, product pages). */
  stockChanged: () => Promise<void>;
  logger: Logger;
}

/** The stock hold of an order: the checkout key it was placed under. */
const holderOf = (order: Order) => order.meta._storefront_checkout ?? `order:${order.id}`;

export class OrderPayments {
  private readonly orderCardLimiter;
  private readonly addressCardLimiter;

  constructor(private readonly deps: OrderPaymentsDeps) {
    this.orderCardLimiter = deps.rateLimits.limiter(CARD_ATTEMPT_ORDER_LIMIT);
    this.addressCardLimiter = deps.rateLimits.limiter(CARD_ATTEMPT_ADDRESS_LIMIT);
  }

  /** Charges the test card for `order`'s payment (holding the stock again if a decline released it). */
  async payWithTestCard(order: Order, paymentId: string, clientSecret: string, card: TestCard, clientIp: string): Promise<PaymentAttempt> {
    const provider = this.testCard();
    const payment = await this.paymentOf(order, paymentId);
    if (isPaid(order) || payment.status === 'succeeded') return this.settle(order, payment);
    const [byOrder, byAddress] = await Promise.all([
      this.orderCardLimiter.consume(String(order.id)),
      this.addressCardLimiter.consume(clientIp),
    ]);
    if (!byOrder.allowed || !byAddress.allowed) throw new CardAttemptsLimitedError();
    const held = await this.holdAgain(order);
    if (!held)
      return {
        payment: {
          ...payment,
          lastError: { code: 'out_of_stock', declineCode: null, message: 'Not enough stock is left for this order.' },
        },
        order,
      };
    return this.settle(order, await provider.confirmWithCard(payment.id, clientSecret, card));
  }

  /** The shopper's answer to the test card's 3-D Secure challenge. */
  async answerChallenge(order: Order, paymentId: string, clientSecret: string, approve: boolean): Promise<PaymentAttempt> {
    const provider = this.testCard();
    const payment = await this.paymentOf(order, paymentId);
    if (payment.status !== 'requires_action') return this.settle(order, payment);
    return this.settle(order, await provider.resolveChallenge(payment.id, clientSecret, approve));
  }

  /** Verifies the payment with the provider and completes the order when it succeeded. */
  async confirm(order: Order, paymentId: string): Promise<PaymentAttempt> {
    return this.settle(order, await this.paymentOf(order, paymentId));
  }

  /** The provider's webhook: a payment succeeded (complete its order) or failed (release the hold). */
  async onProviderEvent(intent: PaymentIntent): Promise<void> {
    const orderId = Number(intent.metadata.orderId);
    if (!Number.isSafeInteger(orderId) || orderId <= 0) {
      this.deps.logger.warn({ paymentId: intent.id }, 'payment event without an order id: ignored');
      return;
    }
    const order = await this.deps.orders.get(orderId);
    if (!order) {
      this.deps.logger.error({ paymentId: intent.id, orderId }, 'payment event for an order the store does not have');
      return;
    }
    const settled = await this.settle(order, intent, { throwOnStoreFailure: true });
    if (intent.status === 'succeeded' && !(settled.order && isPaid(settled.order))) throw new Error(`order ${orderId} not completed yet`);
  }

  /** Completes the orders whose completion failed; returns how many are now paid. */
  async retryPending(): Promise<number> {
    let done = 0;
    for (const entry of await this.deps.queue.due()) {
      try {
        const order = await this.deps.orders.get(entry.orderId);
        const payment = await this.deps.provider.retrieveIntent(entry.paymentId);
        if (!order || !payment) {
          await this.deps.queue.failed(entry.orderId, 'order or payment not found');
          continue;
        }
        const settled = await this.settle(order, payment, { throwOnStoreFailure: true });
        if (settled.order && isPaid(settled.order)) done += 1;
      } catch (error) {
        await this.deps.queue.failed(entry.orderId, (error as Error).message);
      }
    }
    return done;
  }

  private testCard() {
    const { provider } = this.deps;
    if (!hasTestCard(provider)) throw new TestCardUnavailableError();
    return provider;
  }

  private async paymentOf(order: Order, paymentId: string): Promise<PaymentIntent> {
    const payment = await this.deps.provider.retrieveIntent(paymentId);
    if (!payment || payment.metadata.orderId !== String(order.id)) throw new PaymentNotForOrderError();
    return payment;
  }

  /** Holds the order's stock again when nothing holds it (after a decline, or past the 15 minutes). */
  private async holdAgain(order: Order): Promise<boolean> {
    const holder = holderOf(order);
    if (await this.deps.reservations.holds(holder)) return true;
    const result = await holdStock(this.deps.reservations, this.deps.pricing, holder, order.lines, STOCK_HOLD_MS);
    return result.ok;
  }

  /** Acts on a payment's state: completes a success, releases the hold of a failure. */
  private async settle(order: Order, payment: PaymentIntent, options: { throwOnStoreFailure?: boolean } = {}): Promise<PaymentAttempt> {
    if (payment.status === 'succeeded') return { payment, order: await this.complete(order, payment, options) };
    if (payment.status === 'canceled' || (payment.status === 'requires_payment_method' && payment.lastError)) {
      await this.deps.reservations.release(holderOf(order));
    }
    return { payment, order };
  }

  /** Marks the order paid once; when the store fails, queues the completion and answers the order as it is. */
  private async complete(order: Order, payment: PaymentIntent, { throwOnStoreFailure = false } = {}): Promise<Order> {
    return this.deps.locks.withLock(`order-payment:${order.id}`, LOCK, async () => {
      const current = (await this.deps.orders.get(order.id)) ?? order;
      if (isPaid(current)) {
        await this.deps.queue.done(order.id);
        return current;
      }
      const expected = toMinorUnits(current.total, current.currency);
      if (payment.amountMinor !== expected || payment.currency.toUpperCase() !== current.currency.toUpperCase()) {
        this.deps.logger.error(
          { orderId: order.id, paymentId: payment.id, paid: payment.amountMinor, expected, currency: payment.currency },
          'payment amount differs from the order total: order left unpaid for review',
        );
        return current;
      }
      let paid: Order;
      try {
        paid = await this.deps.orders.markPaid(order.id, {
          transactionId: payment.id,
          paymentMethod: this.deps.provider.gateway.id,
          paymentMethodTitle: this.deps.provider.gateway.title,
          meta: { _storefront_payment_id: payment.id, _storefront_payment_provider: payment.provider },
        });
      } catch (error) {
        await this.deps.queue.add(order.id, payment.id, (error as Error).message);
        this.deps.logger.error(
          { err: error, orderId: order.id, paymentId: payment.id },
          'paid order not recorded in the store yet: queued for retry',
        );
        if (throwOnStoreFailure) throw error;
        return current;
      }
      await this.deps.queue.done(order.id);
      await this.deps.reservations.release(holderOf(order));
      await this.deps
        .stockChanged()
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'catalog cache not cleared after a sale'));
      this.deps.logger.info({ orderId: order.id, items: order.lines.map((line) => stockKey(line)) }, 'order paid');
      return paid;
    });
  }
}
