/** The cart page's pricing: input checked here, lines priced by the pricing service, names in the requested language. */
import { CartTooLargeError, type CartLineRequest } from '../../domain/cart';
import { badUserInput as badInput } from '../errors';
import { OPERATION_LIMITS } from '../limits';
import { productText } from '../text';
import type { CartLineInput, QueryResolvers } from '../types';
import { destinationOf, viewOptions } from '../viewOptions';
import { viewProduct } from '../views';

export function toId(raw: string, field: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw badInput(`Invalid ${field}: ${raw}`);
  return id;
}

export function toRequest(line: CartLineInput): CartLineRequest {
  // The scalar (PositiveInt) made it a whole number from 1; the bound keeps prices and stock sums sane.
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > OPERATION_LIMITS.maxLineQuantity) {
    throw badInput(`Invalid quantity: a whole number from 1 to ${OPERATION_LIMITS.maxLineQuantity}`);
  }
  return {
    key: line.key,
    productId: toId(line.productId, 'productId'),
    variationId: line.variationId ? toId(line.variationId, 'variationId') : null,
    quantity: line.quantity,
  };
}

export const cartQuery: Pick<QueryResolvers, 'cartPricing'> = {
  async cartPricing(_root, { lines, ...args }, context) {
    const [options, rules] = await Promise.all([viewOptions(context, args), context.priceDisplays.rules()]);
    const cart = await context.pricing.price(lines.map(toRequest), options.display).catch((error: unknown) => {
      throw error instanceof CartTooLargeError ? badInput(error.message) : error;
    });
    const freeShipping = context.checkout.shipping.freeShippingProgress(
      cart.lines.map(({ priced }) => priced),
      rules,
      destinationOf(args.destination),
      options.currency,
    );
    const names = await Promise.all(
      cart.lines.map(({ priced, product }) =>
        priced.found && product ? productText(viewProduct(options)(product), 'name', context) : null,
      ),
    );
    const { subtotal, allAvailable } = cart.display;
    return {
      lines: cart.display.lines.map((line, index) => ({ ...line, name: names[index] ?? null })),
      subtotal,
      allAvailable,
      taxDisplay: options.display.cartIncludesTax ? 'INCLUDING_TAX' : 'EXCLUDING_TAX',
      freeShipping: await freeShipping,
    };
  },
};
