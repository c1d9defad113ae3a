import { notFound } from '../errors';
import type { QueryResolvers } from '../types';

/** The internal currency test page's fields answer only where its page is served (INTERNAL_PAGES). */
const internalPagesOff = () => notFound('The internal test pages are turned off in this deployment (INTERNAL_PAGES).');

const displayNames = { FR: new Intl.DisplayNames(['fr'], { type: 'currency' }), EN: new Intl.DisplayNames(['en'], { type: 'currency' }) };

function currencyName(code: string, language: 'FR' | 'EN'): string {
  const name = displayNames[language].of(code) ?? code;
  return language === 'FR' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

export const currencyQuery: Pick<QueryResolvers, 'currencies' | 'currencyPluginStatus' | 'currencyPluginPrices'> = {
  async currencies(_root, { language }, { currency }) {
    const { currencies } = await currency.snapshot();
    return currencies.map((entry) => ({
      code: entry.code,
      symbol: entry.symbol,
      name: currencyName(entry.code, language ?? 'FR'),
      rate: entry.rate,
      isBase: entry.isBase,
    }));
  },

  async currencyPluginStatus(_root, _args, { currency, internalPages }) {
    if (!internalPages) throw internalPagesOff();
    const { currencies, failure } = await currency.snapshot();
    return {
      currencies: currencies.map((entry) => ({
        code: entry.code,
        symbol: entry.symbol,
        rate: entry.rate,
        name: currencyName(entry.code, 'EN'),
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
