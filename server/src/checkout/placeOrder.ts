/**
 * Placing an order, the server's job: the form checked with the checkout's rules, the cart priced from
 * the store (a browser's prices are never read), the stock held for 15 minutes, the order created
 * pending in the display currency under the client's idempotency key, then the card payment started
 * for the order's total as the store recorded it.
 *
 * The same key gives the same order: the key is locked while it is worked on (a concurrent repeat
 * waits) and its result kept; a repeat resumes the order (holds the stock again after a decline, makes
 * a new payment when the old one was cancelled). The same key with other contents is refused.
 *
 * When the store's answer to the order's creation is lost (cut, stalled, garbled), the order may exist:
 * the key remembers that it was sent, and its repeat looks the order up by its key before creating one,
 * so a shopper who tries again never gets two orders.
 *
 * A key belongs to the browser session that made it: the same key from another session (a replay of a
 * shopper's key and form) is refused with IDEMPOTENCY_KEY_REUSED, never answered with their order,
 * its key, its payment's client secret or their addresses. A key is a random UUID or 128 random bits
 * (32 hexadecimal digits), so that nobody guesses another's.
 */
import crypto from 'node:crypto';
import type { CartLineRequest } from '../domain/cart';
import { stockKey } from '../domain/checkoutQuote';
import { cleanState, stateErrors, type CountryStates } from '../domain/addressStates';
import { cleanAddress, destinationOf, validateCheckoutForm, type AddressForm, type CheckoutForm } from '../domain/checkoutForm';
import { roundMoney, type DisplayCurrency } from '../domain/money';
import { isPaid, type Order } from '../domain/order';
import type { Logger } from '../logger';
import type { IdempotencyStore, Locks } from '../ports/idempotency';
import type { RateLimitStore } from '../ports/rateLimit';
import type { StockReservations } from '../ports/stockReservations';
import type { PaymentIntent, PaymentProvider } from '../payments/port';
import type { PricingService } from '../pricing/service';
import type { WooOrders } from '../woo/orders';
import { StoreError, StoreUnavailableError } from '../woo/errors';
import type { AddressBookFiller } from './addressBook';
import { checkoutError, type CheckoutError } from './errors';
import type { PricedQuote, QuoteService } from './quotes';
import { holdStock } from './stockHold';

/** How long stock is held for a checkout being paid (WooCommerce's default hold is 60 minutes; ours 15). */
export const STOCK_HOLD_MS = 15 * 60 * 1000;
/** How long an idempotency key's result is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Orders placed per browser session: a shopper places a few; a script places many. */
export const PLACE_ORDER_SESSION_LIMIT = { name: 'place-order-session', points: 20, durationSec: 15 * 60 } as const;
/** Orders placed per client address: loose, as an office or a mobile carrier puts many shoppers behind one. */
export const PLACE_ORDER_ADDRESS_LIMIT = { name: 'place-order-address', points: 300, durationSec: 15 * 60 } as const;
/** A random (version 4) UUID, or 128 random bits as 32 hexadecimal digits. */
const KEY_PATTERN = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[0-9a-f]{32})$/i;
const LOCK = { ttlMs: 60_000, waitMs: 30_000 };

export interface PlaceOrderRequest {
  idempotencyKey: string;
  lines: readonly CartLineRequest[];
  currency: DisplayCurrency;
  language: 'FR' | 'EN';
  form: CheckoutForm;
  shippingMethodId: string | null;
  expectedTotal: number;
  /** The signed-in customer's id, 0 for a guest. */
  customerId: number;
  clientIp: string;
  /** The browser's session id (rate limits, and the owner of the idempotency key). */
  sessionId: string;
}

export type PlaceOrderResult =
  | { kind: 'placed'; order: Order; payment: PaymentIntent | null; errors: CheckoutError[] }
  | { kind: 'rejected'; errors: CheckoutError[]; quote: PricedQuote | null };

/** What an idempotency key remembers. */
interface PlacedRecord {
  fingerprint: string;
  /** Null while the creation's outcome is unknown (its answer was lost): see `sentAt`. */
  orderId: number | null;
  paymentId: string | null;
  /** When the creation whose answer was lost was sent (ISO). */
  sentAt?: string;
}

/** A checkout with its order known. */
type KnownRecord = PlacedRecord & { orderId: number };

/** A failure after which the store may have created the order: it did not answer with a refusal. */
const mayHaveCreated = (error: unknown) => !(error instanceof StoreError) || error instanceof StoreUnavailableError;

export class InvalidIdempotencyKeyError extends Error {
  constructor() {
    super('idempotencyKey must be a random UUID (version 4) or 128 random bits as 32 hexadecimal digits');
    this.name = 'InvalidIdempotencyKeyError';
  }
}

export interface PlaceOrderDeps {
  /** The store's title of a payment gateway (orders record it). */
  gatewayTitle(id: string): Promise<string>;
  /** The states of the countries that have some (data/countries): an address there must name one. */
  countryStates(): Promise<CountryStates>;
  /** Saves a signed-in customer's first order's addresses to their empty address book. */
  addressBook: AddressBookFiller;
  quotes: QuoteService;
  pricing: PricingService;
  orders: WooOrders;
  provider: PaymentProvider;
  reservations: StockReservations;
  idempotency: IdempotencyStore;
  locks: Locks;
  rateLimits: RateLimitStore;
  logger: Logger;
}

const rejected = (errors: CheckoutError[], quote: PricedQuote | null = null): PlaceOrderResult => ({ kind: 'rejected', errors, quote });

export class PlaceOrderService {
  private readonly sessionLimiter;
  private readonly addressLimiter;

  constructor(private readonly deps: PlaceOrderDeps) {
    this.sessionLimiter = deps.rateLimits.limiter(PLACE_ORDER_SESSION_LIMIT);
    this.addressLimiter = deps.rateLimits.limiter(PLACE_ORDER_ADDRESS_LIMIT);
  }

  async place(request: PlaceOrderRequest): Promise<PlaceOrderResult> {
    if (!KEY_PATTERN.test(request.idempotencyKey)) throw new InvalidIdempotencyKeyError();
    const states = await this.deps.countryStates();
    const fieldErrors = [...validateCheckoutForm(request.form), ...formStateErrors(request.form, states)];
    if (fieldErrors.length > 0) return rejected(fieldErrors);
    request = { ...request, form: withStates(request.form, states) };
    if (request.lines.length === 0) return rejected([checkoutError('EMPTY_CART', 'the cart is empty')]);
    if (!request.shippingMethodId)
      return rejected([checkoutError('SHIPPING_METHOD_REQUIRED', 'choose a shipping method', 'shippingMethodId')]);

    const key = `checkout:${request.idempotencyKey}`;
    const fingerprint = fingerprintOf(request);
    const owner = ownerOf(request);
    return this.deps.locks.withLock(key, LOCK, async () => {
      const claim = await this.deps.idempotency.claim<PlacedRecord>(key, owner, LOCK.ttlMs);
      if (claim.state === 'foreign') {
        // Another browser's key: what it made stays theirs (the client makes a new key and tries again).
        return rejected([checkoutError('IDEMPOTENCY_KEY_REUSED', 'this idempotency key was used for another checkout', 'idempotencyKey')]);
      }
      if (claim.state === 'completed') {
        if (claim.result.fingerprint !== fingerprint) {
          return rejected([
            checkoutError('IDEMPOTENCY_KEY_REUSED', 'this idempotency key was used for another checkout', 'idempotencyKey'),
          ]);
        }
        const known = await this.known(key, claim.result, request);
        if (known) return this.resume(key, known, request);
        // The lost creation never reached the store: create the order now.
      } else if (claim.state === 'in_progress') {
        return rejected([checkoutError('ORDER_FAILED', 'this checkout is being placed: try again in a moment')]);
      }
      try {
        const { result, sent } = await this.create(key, fingerprint, request);
        if (result.kind === 'rejected' && !sent) await this.deps.idempotency.abandon(key, owner);
        return result;
      } catch (error) {
        await this.deps.idempotency.abandon(key, owner);
        throw error;
      }
    });
  }

  /** The record with its order, looked up in the store when its creation's answer was lost; null when it was never created. */
  private async known(key: string, record: PlacedRecord, request: PlaceOrderRequest): Promise<KnownRecord | null> {
    if (record.orderId !== null) return record as KnownRecord;
    const found = await this.deps.orders.findByCheckout(key, request.form.email.trim(), new Date(record.sentAt ?? 0));
    if (!found) return null;
    const known = { ...record, orderId: found.id, sentAt: undefined };
    await this.deps.idempotency.complete(key, ownerOf(request), known, IDEMPOTENCY_TTL_MS);
    return known;
  }

  /** `sent`: the key now remembers a creation whose outcome is unknown (it must not be abandoned). */
  private async create(key: string, fingerprint: string, request: PlaceOrderRequest): Promise<{ result: PlaceOrderResult; sent: boolean }> {
    const result = await this.createOrder(key, fingerprint, request);
    if ('sentAt' in result) {
      await this.deps.idempotency.complete<PlacedRecord>(
        key,
        ownerOf(request),
        { fingerprint, orderId: null, paymentId: null, sentAt: result.sentAt },
        IDEMPOTENCY_TTL_MS,
      );
      return { result: result.rejected, sent: true };
    }
    return { result, sent: false };
  }

  private async createOrder(
    key: string,
    fingerprint: string,
    request: PlaceOrderRequest,
  ): Promise<PlaceOrderResult | { rejected: PlaceOrderResult; sentAt: string }> {
    const [bySession, byAddress] = await Promise.all([
      this.sessionLimiter.consume(request.sessionId),
      this.addressLimiter.consume(request.clientIp),
    ]);
    if (!bySession.allowed || !byAddress.allowed)
      return rejected([checkoutError('RATE_LIMITED', 'too many orders from this browser or address: try later')]);

    const destination = cleanAddress(destinationOf(request.form));
    const destinationField = request.form.shipToDifferentAddress ? 'shipping.country' : 'billing.country';
    const priced = await this.deps.quotes.quote({
      lines: request.lines,
      currency: request.currency,
      destination: { country: destination.country, postcode: destination.postcode, state: destination.state },
      shippingMethodId: request.shippingMethodId,
      holder: key,
    });
    const { quote } = priced;
    if (!priced.shippable) {
      return rejected([checkoutError('COUNTRY_NOT_SHIPPED', 'the shop does not ship to this country', destinationField)], priced);
    }
    if (!quote.allAvailable) return rejected([checkoutError('OUT_OF_STOCK', 'a line cannot be bought as it is')], priced);
    if (!quote.chosen) {
      return rejected([checkoutError('SHIPPING_METHOD_UNAVAILABLE', 'the chosen method does not ship here', 'shippingMethodId')], priced);
    }
    if (Math.abs(roundMoney(quote.total - request.expectedTotal)) >= 0.005) {
      return rejected([checkoutError('CART_CHANGED', `the total is now ${quote.total.toFixed(2)} ${quote.currency.code}`)], priced);
    }

    const refused = await this.hold(key, request);
    if (refused) return refused;

    let order: Order;
    const sentAt = new Date().toISOString();
    try {
      order = await this.deps.orders.create({
        currency: request.currency.code,
        customerId: request.customerId,
        billing: { ...cleanAddress(request.form.billing), email: request.form.email.trim() },
        shipping: { ...destination, phone: '' },
        customerNote: (request.form.customerNote ?? '').trim(),
        lines: quote.lines.map((line) => ({
          productId: line.productId,
          variationId: line.variationId,
          quantity: line.quantity,
          net: line.net ?? 0,
        })),
        shippingLine: {
          methodId: quote.chosen.methodId,
          instanceId: quote.chosen.instanceId,
          title: quote.chosen.title,
          net: quote.shipping.net,
        },
        meta: {
          _storefront_checkout: key,
          _storefront_exchange_rate: String(request.currency.rate),
          _storefront_language: request.language.toLowerCase(),
        },
        paymentMethod: this.deps.provider.gateway.id,
        paymentMethodTitle: await this.deps.gatewayTitle(this.deps.provider.gateway.id),
      });
    } catch (error) {
      await this.deps.reservations.release(key);
      const failed = rejected([checkoutError('ORDER_FAILED', 'the store could not create the order')]);
      if (mayHaveCreated(error)) {
        this.deps.logger.error({ err: error }, 'checkout: the answer to the order creation was lost; a repeat looks the order up');
        return { rejected: failed, sentAt };
      }
      this.deps.logger.error({ err: error }, 'checkout: the store refused to create the order');
      return failed;
    }
    if (Math.abs(order.total - quote.total) >= 0.005) {
      // Never charge a total the shopper was not shown: the store computed something else.
      this.deps.logger.error(
        { orderId: order.id, storeTotal: order.total, quoteTotal: quote.total },
        'checkout: store total differs from the quote',
      );
      await this.deps.orders.setStatus(order.id, 'cancelled').catch(() => undefined);
      await this.deps.reservations.release(key);
      return rejected([checkoutError('ORDER_FAILED', 'the store priced the order differently')]);
    }
    const record: KnownRecord = { fingerprint, orderId: order.id, paymentId: null };
    await this.deps.idempotency.complete(key, ownerOf(request), record, IDEMPOTENCY_TTL_MS);
    await this.deps.addressBook.fillIfEmpty(request.customerId, order);
    return this.withPayment(key, ownerOf(request), record, order);
  }

  /** A repeat of a placed checkout: the same order, its stock held again, its payment. */
  private async resume(key: string, record: KnownRecord, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
    const order = await this.deps.orders.get(record.orderId);
    if (!order || (!isPaid(order) && order.status !== 'pending')) {
      return rejected([checkoutError('ORDER_FAILED', "this checkout's order is no longer payable: start again with a new key")]);
    }
    if (isPaid(order)) {
      const payment = record.paymentId ? await this.deps.provider.retrieveIntent(record.paymentId) : null;
      return { kind: 'placed', order, payment, errors: [] };
    }
    if (!(await this.deps.reservations.holds(key))) {
      const refused = await this.hold(key, request);
      if (refused) return refused;
    }
    return this.withPayment(key, ownerOf(request), record, order);
  }

  /** The order's payment: the recorded one while it can still be paid, else a new one. */
  private async withPayment(key: string, owner: string, record: KnownRecord, order: Order): Promise<PlaceOrderResult> {
    const { provider } = this.deps;
    let payment = record.paymentId ? await provider.retrieveIntent(record.paymentId) : null;
    if (!payment || payment.status === 'canceled') {
      try {
        payment = await provider.createIntent({
          amount: order.total,
          currency: order.currency,
          orderId: order.id,
          orderKey: order.key,
          orderNumber: order.number,
          email: order.billing.email,
          idempotencyKey: `order-${order.id}-${record.paymentId ?? 'first'}`,
          description: `Order ${order.number}`,
        });
      } catch (error) {
        this.deps.logger.error({ err: error, orderId: order.id }, 'checkout: the payment provider could not start the payment');
        return {
          kind: 'placed',
          order,
          payment: null,
          errors: [checkoutError('ORDER_FAILED', 'the payment could not be started: try again')],
        };
      }
      await this.deps.idempotency.complete(key, owner, { ...record, paymentId: payment.id }, IDEMPOTENCY_TTL_MS);
    }
    return { kind: 'placed', order, payment, errors: [] };
  }

  /** Holds the checkout's stock; when others hold too much, the quote that shows what is left. */
  private async hold(key: string, request: PlaceOrderRequest): Promise<PlaceOrderResult | null> {
    const held = await holdStock(this.deps.reservations, this.deps.pricing, key, request.lines, STOCK_HOLD_MS);
    if (held.ok) return null;
    const destination = cleanAddress(destinationOf(request.form));
    const quote = await this.deps.quotes.quote({
      lines: request.lines,
      currency: request.currency,
      destination: { country: destination.country, postcode: destination.postcode, state: destination.state },
      shippingMethodId: request.shippingMethodId,
      holder: key,
    });
    return rejected([checkoutError('OUT_OF_STOCK', 'others hold the last units of a line')], quote);
  }
}

/** The problems of the addresses' states: the billing's, and the shipping's when the order ships there. */
function formStateErrors(form: CheckoutForm, states: CountryStates): CheckoutError[] {
  return [
    ...stateErrors('billing', form.billing, states),
    ...(form.shipToDifferentAddress && form.shipping ? stateErrors('shipping', form.shipping, states) : []),
  ];
}

/** The form with each address's state as stored: its code, or none for a country without states. */
function withStates(form: CheckoutForm, states: CountryStates): CheckoutForm {
  const clean = (address: AddressForm): AddressForm => ({ ...address, state: cleanState(states, address.country, address.state) });
  return { ...form, billing: clean(form.billing), shipping: form.shipping ? clean(form.shipping) : form.shipping };
}

/** Who owns a key: the session that sent it, as a hash (the session id itself is a secret). */
function ownerOf(request: PlaceOrderRequest): string {
  return crypto.createHash('sha256').update(`checkout-owner:${request.sessionId}`).digest('base64url');
}

/** The checkout's contents, without the key and the expected total: what a key stands for. */
function fingerprintOf(request: PlaceOrderRequest): string {
  const content = {
    lines: request.lines.map((line) => [stockKey(line), line.quantity]),
    currency: request.currency.code,
    email: request.form.email.trim().toLowerCase(),
    billing: cleanAddress(request.form.billing),
    shipping: request.form.shipToDifferentAddress && request.form.shipping ? cleanAddress(request.form.shipping) : null,
    note: (request.form.customerNote ?? '').trim(),
    method: request.shippingMethodId,
    customer: request.customerId,
  };
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
