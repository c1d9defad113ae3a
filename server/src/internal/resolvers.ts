/**
 * The internal test pages' own fields (schema/internal.graphql): what the store's currency plugin answers,
 * for /test-woocs-currency. They answer only where those pages are served (INTERNAL_PAGES), else NOT_FOUND.
 */
import { notFound } from '../graphql/errors';
import type { QueryResolvers } from '../graphql/types';

const internalPagesOff = () => notFound('The internal test pages are turned off in this deployment (INTERNAL_PAGES).');

const englishNames = new Intl.DisplayNames(['en'], { type: 'currency' });

export const internalQuery: Pick<QueryResolvers, 'currencyPluginStatus' | 'currencyPluginPrices'> = {
  async currencyPluginStatus(_root, _args, { currency, internalPages }) {
    if (!internalPages) throw internalPagesOff();
    const { currencies, failure } = await currency.snapshot();
    return {
      currencies: currencies.map((entry) => ({
        code: entry.code,
        symbol: entry.symbol,
        rate: entry.rate,
        name: englishNames.of(entry.code) ?? entry.code,
        description: entry.description,
      })),
      error: failure,
    };
  },

  async currencyPluginPrices(_root, args, { internalPages, currencyPluginCheck }) {
    if (!internalPages) throw internalPagesOff();
    const answer = await currencyPluginCheck.prices(args.currency);
    return { ...answer, prices: answer.prices.map((entry) => ({ productId: String(entry.productId), price: entry.price })) };
  },
};
