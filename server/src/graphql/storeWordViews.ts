/** The store's words of orders and quotes in the shopper's language, before their views are made. */
import type { Language } from '../domain/catalog';
import type { CheckoutQuote } from '../domain/checkoutQuote';
import type { Order } from '../domain/order';
import { orderIn, shippingMethodIn } from '../translations/translate';
import type { GraphQLContext } from './context';

/** An order with its variation names, shipping titles and payment title in `language`. */
export async function orderInLanguage(context: Pick<GraphQLContext, 'storeWords'>, order: Order, language: Language): Promise<Order> {
  return orderIn(await context.storeWords.dictionary(), language, order);
}

/** A quote with its shipping methods' titles and descriptions in `language`. */
export async function quoteInLanguage(
  context: Pick<GraphQLContext, 'storeWords'>,
  quote: CheckoutQuote,
  language: Language,
): Promise<CheckoutQuote> {
  const words = await context.storeWords.dictionary();
  return {
    ...quote,
    methods: quote.methods.map((method) => shippingMethodIn(words, language, method)),
    chosen: quote.chosen && shippingMethodIn(words, language, quote.chosen),
  };
}
