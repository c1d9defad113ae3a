import { GraphQLError } from 'graphql';
import { priceCartLine, type CartLineRequest } from '../../domain/cart';
import { money, roundMoney } from '../../domain/money';
import { ErrorCode } from '../errors';
import type { QueryResolvers } from '../types';
import { viewOptions } from '../viewOptions';
import { viewProduct } from '../views';
import { productText } from '../text';

const MAX_CART_LINES = 100;

function toId(raw: string, field: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0)
    throw new GraphQLError(`Invalid ${field}: ${raw}`, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
  return id;
}

export const cartQuery: Pick<QueryResolvers, 'cartPricing'> = {
  async cartPricing(_root, { lines, ...args }, context) {
    if (lines.length > MAX_CART_LINES)
      throw new GraphQLError(`A cart holds at most ${MAX_CART_LINES} lines`, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
    const options = await viewOptions(context, args);
    const requests: CartLineRequest[] = lines.map((line) => ({
      key: line.key,
      productId: toId(line.productId, 'productId'),
      variationId: line.variationId ? toId(line.variationId, 'variationId') : null,
      quantity: line.quantity,
    }));
    const products = await context.loaders.productById.loadMany(requests.map((line) => line.productId));
    const priced = await Promise.all(
      requests.map(async (line, index) => {
        const product = products[index];
        if (product instanceof Error) throw product;
        const variations = product && line.variationId !== null ? await context.loaders.variations.load(product) : [];
        const result = priceCartLine(line, product ?? null, variations);
        const name = product && result.found ? await productText(viewProduct(options)(product), 'name', context) : null;
        return { ...result, name };
      }),
    );
    const currencyCode = options.currency.code;
    const pricedLines = priced.map((line) => {
      const unitPrice = line.unitPrice === null ? null : money(line.unitPrice, options.currency);
      return {
        key: line.key,
        found: line.found,
        name: line.name,
        unitPrice,
        // The line total is the displayed unit price times the quantity, as the shopper reads it.
        lineTotal: unitPrice && { amount: roundMoney(unitPrice.amount * line.quantity), currencyCode },
        availability: line.availability,
        stockQuantity: line.stockQuantity,
        purchasable: line.purchasable,
      };
    });
    const subtotal = pricedLines.reduce(
      (sum, line) => (line.purchasable && line.lineTotal ? roundMoney(sum + line.lineTotal.amount) : sum),
      0,
    );
    return {
      lines: pricedLines,
      subtotal: { amount: subtotal, currencyCode },
      allAvailable: pricedLines.every((line) => line.purchasable),
    };
  },
};
