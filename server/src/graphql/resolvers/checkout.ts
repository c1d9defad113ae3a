/** Checkout: quotes, payment setup, placing an order and paying it. Thin: the rules live in checkout/. */
import type { CartLineRequest } from '../../domain/cart';
import type { Order } from '../../domain/order';
import {
  CardAttemptsLimitedError,
  PaymentNotForOrderError,
  TestCardUnavailableError,
  type PaymentAttempt,
} from '../../checkout/orderPayments';
import { InvalidIdempotencyKeyError } from '../../checkout/placeOrder';
import { canReadOrder, rememberOrder } from '../../checkout/orderAccess';
import type { PricedQuote } from '../../checkout/quotes';
import { CartTooLargeError } from '../../domain/cart';
import { sessionActions } from '../../session/actions';
import type { GraphQLContext } from '../context';
import { orderView, paymentView, quoteView } from '../checkoutViews';
import { orderInLanguage, quoteInLanguage } from '../storeWordViews';
import { badUserInput, notFound, rateLimited } from '../errors';
import { productText } from '../text';
import type { Language, MutationResolvers, QueryResolvers } from '../types';
import { displayCurrency } from '../viewOptions';
import { toId, toRequest } from './cartQuery';

const MAX_TEXT = 300;

function requests(lines: Parameters<typeof toRequest>[0][]): CartLineRequest[] {
  return lines.map(toRequest);
}

/** Product names of a quote in the shopper's language. */
async function quoteNames(priced: PricedQuote, language: Language, context: GraphQLContext): Promise<(string | null)[]> {
  return Promise.all(
    priced.products.map(({ priced: line, product }) =>
      line.found && product ? productText({ product, language }, 'name', context) : null,
    ),
  );
}

async function quoteOf(priced: PricedQuote, language: Language, context: GraphQLContext) {
  const [quote, names] = await Promise.all([quoteInLanguage(context, priced.quote, language), quoteNames(priced, language, context)]);
  return quoteView(quote, names);
}

function cartErrors<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    throw error instanceof CartTooLargeError ? badUserInput(error.message) : error;
  });
}

/** Who asks for an order: the session's own orders, the signed-in customer's, or the key's. */
function readerOf(context: GraphQLContext, key?: string | null) {
  return { session: context.req.session, key, customerId: context.viewer.customerId ?? undefined };
}

/** The order `id` if this viewer may read it; else the same NOT_FOUND as for a missing order. */
async function readableOrder(context: GraphQLContext, rawId: string, key?: string | null): Promise<Order> {
  const order = await context.checkout.orders.get(toId(rawId, 'orderId'));
  if (!order || !canReadOrder(order, readerOf(context, key))) throw notFound('Order not found.');
  return order;
}

async function attempt(context: GraphQLContext, work: () => Promise<PaymentAttempt>, language: Language = 'FR') {
  try {
    const [result, includesTax] = await Promise.all([work(), context.priceDisplays.cartIncludesTax()]);
    const order = result.order && (await orderInLanguage(context, result.order, language));
    return { payment: paymentView(result.payment), order: order && orderView(order, language, includesTax) };
  } catch (error) {
    if (error instanceof PaymentNotForOrderError) throw notFound('Payment not found.');
    if (error instanceof TestCardUnavailableError) throw badUserInput(error.message);
    if (error instanceof CardAttemptsLimitedError) throw rateLimited(15 * 60 * 1000);
    throw error;
  }
}

export const checkoutQuery: Pick<QueryResolvers, 'checkoutQuote' | 'paymentSetup' | 'order'> = {
  async checkoutQuote(_root, { input }, context) {
    const currency = await displayCurrency(context, input.currency);
    const language = input.language ?? 'FR';
    if ((input.country?.length ?? 0) > 10 || (input.postcode?.length ?? 0) > 20 || (input.state?.length ?? 0) > 10)
      throw badUserInput('country, postcode or state too long');
    const priced = await cartErrors(
      context.checkout.quotes.quote({
        lines: requests(input.lines),
        currency,
        destination: input.country ? { country: input.country, postcode: input.postcode ?? null, state: input.state ?? null } : null,
        shippingMethodId: input.shippingMethodId ?? null,
        useSuggested: input.useSuggestedShippingMethod ?? false,
      }),
    );
    return quoteOf(priced, language, context);
  },

  async paymentSetup(_root, _args, { checkout }) {
    const { provider } = checkout;
    return {
      provider: provider.id === 'stripe' ? 'STRIPE' : 'TEST_CARD',
      stripePublishableKey: provider.browserConfig.kind === 'stripe' ? provider.browserConfig.publishableKey : null,
      cardGatewayEnabled: await checkout.data.gatewayEnabled(provider.gateway.id),
    };
  },

  async order(_root, { id, key, language }, context) {
    if (!/^\d{1,12}$/.test(id) || (key?.length ?? 0) > 100) return null;
    const [order, includesTax] = await Promise.all([context.checkout.orders.get(Number(id)), context.priceDisplays.cartIncludesTax()]);
    if (!order || !canReadOrder(order, readerOf(context, key))) return null;
    return orderView(await orderInLanguage(context, order, language ?? 'FR'), language ?? 'FR', includesTax);
  },
};

export const checkoutMutation: Pick<
  MutationResolvers,
  'placeOrder' | 'payWithTestCard' | 'answerTestCardChallenge' | 'confirmOrderPayment'
> = {
  async placeOrder(_root, { input }, context) {
    const currency = await displayCurrency(context, input.currency);
    const language = input.language ?? 'FR';
    if ((input.customerNote?.length ?? 0) > 5000 || input.email.length > MAX_TEXT) throw badUserInput('input too long');
    // The idempotency key belongs to this session: the session is kept (its cookie sent) whatever the
    // placement's outcome, so the shopper's retry after a failing store is the same session's.
    context.req.session.orders ??= [];
    const result = await cartErrors(
      context.checkout.placeOrder.place({
        idempotencyKey: input.idempotencyKey,
        lines: requests(input.lines),
        currency,
        language,
        form: {
          email: input.email,
          billing: input.billing,
          shipToDifferentAddress: input.shipToDifferentAddress ?? false,
          shipping: input.shipping,
          customerNote: input.customerNote,
        },
        shippingMethodId: input.shippingMethodId,
        expectedTotal: input.expectedTotal,
        // The signed-in customer owns the order (their account lists it, their invoices include it).
        customerId: context.viewer.customerId ?? 0,
        clientIp: context.viewer.ip,
        sessionId: context.req.sessionID,
      }),
    ).catch((error: unknown) => {
      throw error instanceof InvalidIdempotencyKeyError ? badUserInput(error.message) : error;
    });
    if (result.kind === 'rejected') {
      return {
        order: null,
        orderKey: null,
        payment: null,
        errors: result.errors,
        quote: result.quote && (await quoteOf(result.quote, language, context)),
      };
    }
    rememberOrder(context.req.session, result.order.id);
    await sessionActions.save(context.req);
    return {
      order: orderView(await orderInLanguage(context, result.order, language), language, await context.priceDisplays.cartIncludesTax()),
      orderKey: result.order.key,
      payment: result.payment && paymentView(result.payment),
      errors: result.errors,
      quote: null,
    };
  },

  async payWithTestCard(_root, { input }, context) {
    const order = await readableOrder(context, input.orderId);
    return attempt(context, () =>
      context.checkout.payments.payWithTestCard(order, input.paymentId, input.clientSecret, input.card, context.viewer.ip),
    );
  },

  async answerTestCardChallenge(_root, { input }, context) {
    const order = await readableOrder(context, input.orderId);
    return attempt(context, () => context.checkout.payments.answerChallenge(order, input.paymentId, input.clientSecret, input.approve));
  },

  async confirmOrderPayment(_root, { input }, context) {
    const order = await readableOrder(context, input.orderId);
    return attempt(context, () => context.checkout.payments.confirm(order, input.paymentId));
  },
};
