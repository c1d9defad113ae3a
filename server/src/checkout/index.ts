/** The checkout's services, assembled once per server. */
import type { Logger } from '../logger';
import type { SharedState } from '../ports';
import type { PaymentProvider } from '../payments/port';
import type { PricingService } from '../pricing/service';
import { namespaced } from '../ports/cache';
import { WooCheckout } from '../woo/checkout';
import type { WooHttpClient } from '../woo/http';
import { WooCustomers } from '../woo/customers';
import { WooOrders } from '../woo/orders';
import { AddressBookFiller } from './addressBook';
import { CheckoutData } from './checkoutData';
import type { PaymentCompletionQueue } from './completionQueue';
import type { PaymentReviewLog } from './paymentReviews';
import { OrderPayments } from './orderPayments';
import { PlaceOrderService } from './placeOrder';
import { QuoteService } from './quotes';
import { ShippingService } from './shipping';

export interface CheckoutServices {
  data: CheckoutData;
  shipping: ShippingService;
  quotes: QuoteService;
  placeOrder: PlaceOrderService;
  payments: OrderPayments;
  orders: WooOrders;
  provider: PaymentProvider;
}

export interface CheckoutDeps {
  http: WooHttpClient;
  /** The store's zones, methods, tax rates and settings on the shared cache (the displayed prices read them too). */
  data: CheckoutData;
  pricing: PricingService;
  state: SharedState;
  provider: PaymentProvider;
  queue: PaymentCompletionQueue;
  /** Payments given back instead of kept, for the owner. */
  reviews: PaymentReviewLog;
  /** Clears the caches that hold stock after a sale. */
  stockChanged: () => Promise<void>;
  /** Numbers a paid order's invoice (absent when invoices are off). */
  issueInvoice?: (order: { id: number; number: string }) => Promise<unknown>;
  logger: Logger;
}

/** The store's checkout data on the shared cache: made before the checkout, as prices are displayed from it too. */
export function createCheckoutData(http: WooHttpClient, state: SharedState): CheckoutData {
  return new CheckoutData(new WooCheckout(http), namespaced(state.cache, 'checkout'));
}

export function createCheckout(deps: CheckoutDeps): CheckoutServices {
  const logger = deps.logger.child({ component: 'checkout' });
  const { data } = deps;
  const shipping = new ShippingService(data);
  const quotes = new QuoteService(deps.pricing, data, shipping, deps.state.reservations);
  const orders = new WooOrders(deps.http);
  const common = {
    orders,
    provider: deps.provider,
    reservations: deps.state.reservations,
    pricing: deps.pricing,
    locks: deps.state.locks,
    rateLimits: deps.state.rateLimits,
    gatewayTitle: (id: string) => data.gatewayTitle(id),
    logger,
  };
  const placeOrderDeps = {
    countryStates: () => data.countryStates(),
    addressBook: new AddressBookFiller(new WooCustomers(deps.http), logger),
  };
  return {
    data,
    shipping,
    quotes,
    placeOrder: new PlaceOrderService({ ...common, ...placeOrderDeps, quotes, idempotency: deps.state.idempotency }),
    payments: new OrderPayments({
      ...common,
      queue: deps.queue,
      reviews: deps.reviews,
      stockChanged: deps.stockChanged,
      issueInvoice: deps.issueInvoice,
    }),
    orders,
    provider: deps.provider,
  };
}
