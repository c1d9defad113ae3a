/**
 * Paying a placed order: attempts with the offline test card, verification with the provider, and
 * completion. Cards are only authorised at first (manual capture); completion then, under a lock per
 * order: holds the order's stock again (it may have been lost: a restart, the 15 minutes run out),
 * records the order as paid in the store (processing, set_paid, transaction id, gateway, the payment id
 * in its meta), and only then captures the money, releasing the hold and clearing the caches that hold
 * that stock.
 *
 * A card is never charged for an order the store cannot record: when the stock is gone (sold to someone
 * else meanwhile), the store refuses the order for good, or the order is no longer payable (cancelled by
 * the shop, paid by another payment), the authorisation is voided (a payment already captured is
 * refunded), the order cancelled where it was still pending, and the case recorded for the owner
 * (`npm run payments:review`). The shopper's answer says why, and that no money was taken.
 *
 * Completion is idempotent (a lock per order; an order already paid by this payment is only captured)
 * and is reached from three places: the browser's confirmation, the provider's webhook, and the retry of
 * completions that failed on a store that was down: an authorised payment is never lost, and one the
 * store has not recorded within COMPLETION_WINDOW_MS is given back. A declined attempt releases the hold;
 * the order stays pending and the cart intact.
 */
import { stockKey } from '../domain/checkoutQuote';
import { isPaid, type Order } from '../domain/order';
import type { Logger } from '../logger';
import type { Locks } from '../ports/idempotency';
import type { RateLimitStore } from '../ports/rateLimit';
import type { StockReservations } from '../ports/stockReservations';
import { toMinorUnits } from '../payments/minorUnits';
import type { PaymentError, PaymentIntent, PaymentProvider } from '../payments/port';
import type { PricingService } from '../pricing/service';
import { StoreAuthError, StoreUnavailableError } from '../woo/errors';
import type { WooOrders } from '../woo/orders';
import type { PaymentCompletionQueue, PendingCompletion } from './completionQueue';
import type { GiveBackAction, GiveBackReason, PaymentReviewLog } from './paymentReviews';
import { STOCK_HOLD_MS } from './placeOrder';
import { holdStock } from './stockHold';

/** Card attempts per order: card testing is what a public card form attracts. */
export const CARD_ATTEMPT_ORDER_LIMIT = { name: 'card-attempt-order', points: 10, durationSec: 15 * 60 } as const;
/** Card attempts per client address (each order is itself limited per session and address). */
export const CARD_ATTEMPT_ADDRESS_LIMIT = { name: 'card-attempt-address', points: 300, durationSec: 15 * 60 } as const;
const LOCK = { ttlMs: 30_000, waitMs: 20_000 };
/**
 * How long an authorised payment waits for a store that cannot be reached before it is given back
 * (Stripe keeps an online card authorisation 7 days; a shopper should not wait for days either).
 */
export const COMPLETION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the shopper's answer says when the payment was given back (code for the browser's text; English message for developers). */
const GIVEN_BACK: Record<GiveBackReason, Omit<PaymentError, 'declineCode'>> = {
  sold_out: { code: 'sold_out_meanwhile', message: 'An item of this order sold out before the payment was approved.' },
  store_refused: { code: 'order_not_recorded', message: 'The shop could not record this order.' },
  store_unreachable: { code: 'order_not_recorded', message: 'The shop could not record this order in time.' },
  order_not_payable: { code: 'order_not_payable', message: 'This order can no longer be paid.' },
  order_missing: { code: 'order_not_payable', message: 'This order can no longer be paid.' },
  order_already_paid: { code: 'order_already_paid', message: 'This order is already paid.' },
  amount_mismatch: { code: 'amount_changed', message: "The order's total changed before the payment was approved." },
};

function givenBackError(reason: GiveBackReason, action: GiveBackAction): PaymentError {
  const { code, message } = GIVEN_BACK[reason];
  return action === 'refunded'
    ? { code, declineCode: 'refunded', message: `${message} The amount taken was refunded.` }
    : { code, declineCode: null, message: `${message} No money was taken.` };
}

/** A refusal the store will repeat (4xx: its stock, the order itself): only an unreachable store or a key to fix is worth retrying. */
const refusedForGood = (error: unknown) => !(error instanceof StoreUnavailableError || error instanceof StoreAuthError);

/** An approved card: authorised (manual capture) or already captured. */
const approved = (payment: PaymentIntent) => payment.status === 'requires_capture' || payment.status === 'succeeded';

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
  /** Set when the payment was given back (voided or refunded) instead of kept. */
  givenBack?: GiveBackReason;
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
  /** The store's title of a payment gateway (orders record it). */
  gatewayTitle(id: string): Promise<string>;
  orders: WooOrders;
  provider: PaymentProvider;
  reservations: StockReservations;
  pricing: PricingService;
  locks: Locks;
  rateLimits: RateLimitStore;
  queue: PaymentCompletionQueue;
  reviews: PaymentReviewLog;
  /** Clears the caches that hold stock (catalog pages, product pages). */
  stockChanged: () => Promise<void>;
  /** Numbers the order's invoice once it is paid (French law: the invoice is issued at the sale); absent when invoices are off. */
  issueInvoice?: (order: { id: number; number: string }) => Promise<unknown>;
  logger: Logger;
  now?: () => number;
}

/** The stock hold of an order: the checkout key it was placed under. */
const holderOf = (order: Order) => order.meta._storefront_checkout ?? `order:${order.id}`;

export class OrderPayments {
  private readonly orderCardLimiter;
  private readonly addressCardLimiter;
  private readonly now: () => number;

  constructor(private readonly deps: OrderPaymentsDeps) {
    this.orderCardLimiter = deps.rateLimits.limiter(CARD_ATTEMPT_ORDER_LIMIT);
    this.addressCardLimiter = deps.rateLimits.limiter(CARD_ATTEMPT_ADDRESS_LIMIT);
    this.now = deps.now ?? Date.now;
  }

  /** Charges the test card for `order`'s payment (holding the stock again if a decline released it). */
  async payWithTestCard(order: Order, paymentId: string, clientSecret: string, card: TestCard, clientIp: string): Promise<PaymentAttempt> {
    const provider = this.testCard();
    const payment = await this.paymentOf(order, paymentId);
    if (isPaid(order) || payment.status !== 'requires_payment_method') return this.settle(order, payment);
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

  /** Verifies the payment with the provider and completes the order when the card was approved. */
  async confirm(order: Order, paymentId: string): Promise<PaymentAttempt> {
    return this.settle(order, await this.paymentOf(order, paymentId));
  }

  /** The provider's webhook: a card approved (complete its order) or a payment failed (release the hold). */
  async onProviderEvent(intent: PaymentIntent): Promise<void> {
    const orderId = Number(intent.metadata.orderId);
    if (!Number.isSafeInteger(orderId) || orderId <= 0) {
      this.deps.logger.warn({ paymentId: intent.id }, 'payment event without an order id: ignored');
      return;
    }
    const order = await this.deps.orders.get(orderId);
    if (!order) {
      if (approved(intent)) {
        await this.giveBack(null, intent, 'order_missing', { cancelOrder: false });
        return;
      }
      this.deps.logger.error({ paymentId: intent.id, orderId }, 'payment event for an order the store does not have');
      return;
    }
    const settled = await this.settle(order, intent, { throwOnStoreFailure: true });
    if (approved(settled.payment) && !settled.givenBack && !(settled.order && isPaid(settled.order))) {
      throw new Error(`order ${orderId} not completed yet`);
    }
  }

  /**
   * Completes the orders whose completion failed (a store down, a capture not answered); gives back
   * those the store has not recorded within COMPLETION_WINDOW_MS. Returns how many are now paid.
   */
  async retryPending(): Promise<number> {
    let done = 0;
    for (const entry of await this.deps.queue.due()) {
      try {
        const payment = await this.deps.provider.retrieveIntent(entry.paymentId);
        if (!payment) {
          this.deps.logger.error(
            { orderId: entry.orderId, paymentId: entry.paymentId },
            'pending completion of a payment the provider does not know: dropped',
          );
          await this.deps.queue.done(entry.orderId, entry.paymentId);
          continue;
        }
        const settled = this.expired(entry) ? await this.resolveExpired(entry, payment) : await this.retry(entry, payment);
        if (settled.order && isPaid(settled.order) && !settled.givenBack) done += 1;
      } catch (error) {
        await this.deps.queue.failed(entry.orderId, (error as Error).message);
      }
    }
    return done;
  }

  private async retry(entry: PendingCompletion, payment: PaymentIntent): Promise<PaymentAttempt> {
    const order = await this.deps.orders.get(entry.orderId);
    if (!order)
      return approved(payment) ? this.giveBack(null, payment, 'order_missing', { cancelOrder: false }) : this.dropped(entry, payment);
    return this.settle(order, payment, { throwOnStoreFailure: true });
  }

  /** Past the window: captured if the store did record the order with this payment, else given back (the order cancelled when the store answers). */
  private async resolveExpired(entry: PendingCompletion, payment: PaymentIntent): Promise<PaymentAttempt> {
    return this.deps.locks.withLock(`order-payment:${entry.orderId}`, LOCK, async () => {
      const order = await this.deps.orders.get(entry.orderId).catch(() => null);
      if (order && isPaid(order) && order.meta._storefront_payment_id === payment.id) return this.capture(order, payment);
      if (!approved(payment)) return this.dropped(entry, payment);
      return this.giveBack(order, payment, 'store_unreachable', { cancelOrder: true });
    });
  }

  /** A queued payment that is no longer approved (voided elsewhere): nothing to complete. */
  private async dropped(entry: PendingCompletion, payment: PaymentIntent): Promise<PaymentAttempt> {
    await this.deps.queue.done(entry.orderId, entry.paymentId);
    return { payment, order: null };
  }

  private expired(entry: PendingCompletion): boolean {
    return this.now() - Date.parse(entry.createdAt) > COMPLETION_WINDOW_MS;
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

  /** Acts on a payment's state: completes an approved card, releases the hold of a failure. */
  private async settle(order: Order, payment: PaymentIntent, options: { throwOnStoreFailure?: boolean } = {}): Promise<PaymentAttempt> {
    if (approved(payment)) return this.complete(order, payment, options);
    if (payment.status === 'canceled' || (payment.status === 'requires_payment_method' && payment.lastError)) {
      await this.deps.reservations.release(holderOf(order));
    }
    if (payment.status === 'canceled') {
      // Given back earlier (by the webhook, another tab): the shopper is told why again.
      const review = await this.deps.reviews.find(payment.id);
      if (review)
        return { payment: { ...payment, lastError: givenBackError(review.reason, review.action) }, order, givenBack: review.reason };
    }
    return { payment, order };
  }

  /**
   * Under the order's lock: the order recorded as paid and the money captured, or the payment given
   * back. When the store cannot be reached, the completion is queued (the card stays authorised) and the
   * order answered as it is.
   */
  private async complete(order: Order, payment: PaymentIntent, { throwOnStoreFailure = false } = {}): Promise<PaymentAttempt> {
    return this.deps.locks.withLock(`order-payment:${order.id}`, LOCK, async () => {
      const current = await this.deps.orders.get(order.id);
      if (!current) return this.giveBack(null, payment, 'order_missing', { cancelOrder: false });
      if (isPaid(current)) {
        // Recorded with this payment already: captured unless it is (an event's copy of it may be stale).
        if (current.meta._storefront_payment_id === payment.id) {
          return this.capture(current, (await this.deps.provider.retrieveIntent(payment.id)) ?? payment);
        }
        return this.giveBack(current, payment, 'order_already_paid', { cancelOrder: false });
      }
      if (current.status !== 'pending') return this.giveBack(current, payment, 'order_not_payable', { cancelOrder: false });
      const expected = toMinorUnits(current.total, current.currency);
      if (payment.amountMinor !== expected || payment.currency.toUpperCase() !== current.currency.toUpperCase()) {
        this.deps.logger.error(
          { orderId: order.id, paymentId: payment.id, paid: payment.amountMinor, expected, currency: payment.currency },
          'payment amount differs from the order total: payment given back',
        );
        return this.giveBack(current, payment, 'amount_mismatch', { cancelOrder: false });
      }
      if (!(await this.holdAgain(current))) return this.giveBack(current, payment, 'sold_out', { cancelOrder: true });
      let paid: Order;
      try {
        paid = await this.deps.orders.markPaid(order.id, {
          transactionId: payment.id,
          paymentMethod: this.deps.provider.gateway.id,
          paymentMethodTitle: await this.deps.gatewayTitle(this.deps.provider.gateway.id),
          meta: { _storefront_payment_id: payment.id, _storefront_payment_provider: payment.provider },
        });
      } catch (error) {
        if (refusedForGood(error)) {
          return this.giveBack(current, payment, 'store_refused', { cancelOrder: true, detail: storeErrorDetail(error) });
        }
        await this.deps.queue.add(order.id, payment.id, (error as Error).message);
        this.deps.logger.error(
          { err: error, orderId: order.id, paymentId: payment.id },
          'authorised order not recorded in the store yet: queued for retry',
        );
        if (throwOnStoreFailure) throw error;
        return { payment, order: current };
      }
      await this.deps.reservations.release(holderOf(order));
      await this.deps
        .stockChanged()
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'catalog cache not cleared after a sale'));
      this.deps.logger.info({ orderId: order.id, items: order.lines.map((line) => stockKey(line)) }, 'order paid');
      // The invoice is numbered at the sale; if this fails, its first download numbers it.
      await this.deps
        .issueInvoice?.(paid)
        .catch((error: unknown) => this.deps.logger.warn({ err: error, orderId: order.id }, 'invoice not numbered at payment'));
      return this.capture(paid, payment);
    });
  }

  /** The money of an order the store recorded as paid by `payment`; a capture that fails is retried from the queue. */
  private async capture(order: Order, payment: PaymentIntent): Promise<PaymentAttempt> {
    if (payment.status === 'succeeded') {
      await this.deps.queue.done(order.id, payment.id);
      return { payment, order };
    }
    try {
      const captured = await this.deps.provider.captureIntent(payment.id);
      await this.deps.queue.done(order.id, payment.id);
      return { payment: captured, order };
    } catch (error) {
      await this.deps.queue.add(order.id, payment.id, `capture: ${(error as Error).message}`);
      this.deps.logger.error(
        { err: error, orderId: order.id, paymentId: payment.id },
        'order recorded as paid, capture failed: queued for retry',
      );
      return { payment, order };
    }
  }

  /**
   * Gives an approved payment back instead of keeping it: voids the authorisation (refunds a capture),
   * cancels the order when asked and it is still pending, releases its hold, records the case for the
   * owner. When the provider cannot be reached, the case stays queued and the error is thrown.
   */
  private async giveBack(
    order: Order | null,
    payment: PaymentIntent,
    reason: GiveBackReason,
    { cancelOrder, detail = '' }: { cancelOrder: boolean; detail?: string },
  ): Promise<PaymentAttempt> {
    const orderId = order?.id ?? Number(payment.metadata.orderId);
    let action: GiveBackAction;
    let after: PaymentIntent;
    try {
      if (payment.status === 'succeeded') {
        await this.deps.provider.refundIntent(payment.id);
        action = 'refunded';
        after = { ...payment, status: 'canceled' };
      } else {
        after = await this.deps.provider.cancelIntent(payment.id);
        action = payment.status === 'requires_capture' ? 'voided' : 'none';
      }
    } catch (error) {
      await this.deps.queue.add(orderId, payment.id, `give back (${reason}): ${(error as Error).message}`);
      this.deps.logger.error({ err: error, orderId, paymentId: payment.id, reason }, 'payment not given back yet: queued for retry');
      throw error;
    }
    let current = order;
    let orderCancelled = false;
    if (order && cancelOrder && order.status === 'pending') {
      try {
        current = await this.deps.orders.setStatus(order.id, 'cancelled');
        orderCancelled = true;
      } catch (error) {
        this.deps.logger.warn({ err: error, orderId }, 'order of a payment given back not cancelled in the store');
      }
    }
    if (order && (orderCancelled || order.status !== 'pending')) await this.deps.reservations.release(holderOf(order));
    await this.deps.reviews.record({
      paymentId: payment.id,
      provider: payment.provider,
      orderId,
      orderNumber: order?.number ?? payment.metadata.orderNumber ?? String(orderId),
      action,
      reason,
      amountMinor: payment.amountMinor,
      currency: payment.currency.toUpperCase(),
      orderCancelled,
      detail,
    });
    await this.deps.queue.done(orderId, payment.id);
    this.deps.logger.warn({ orderId, paymentId: payment.id, reason, action, orderCancelled }, 'payment given back instead of kept');
    return { payment: { ...after, lastError: givenBackError(reason, action) }, order: current, givenBack: reason };
  }
}

/** The store's refusal, as the owner's review shows it (its code and status; never its message, which may quote the shopper). */
function storeErrorDetail(error: unknown): string {
  const { status, code } = error as { status?: number | null; code?: string };
  return [code, status ? `HTTP ${status}` : null].filter(Boolean).join(', ');
}
