import type { RatesFailure } from '../../currency/service';
import { StoreError } from '../../woo/errors';
import { STATUS_CODES } from 'node:http';
import { notFound } from '../errors';
import type { QueryResolvers } from '../types';
import { isUnknownCurrency, MAX_PRICED_PRODUCTS } from '../../woo/woocsPrices';

/** The internal currency test page's fields answer only where its page is served (INTERNAL_PAGES). */
const internalPagesOff = () => notFound('The internal test pages are turned off in this deployment (INTERNAL_PAGES).');

const displayNames = { FR: new Intl.DisplayNames(['fr'], { type: 'currency' }), EN: new Intl.DisplayNames(['en'], { type: 'currency' }) };

function currencyName(code: string, language: 'FR' | 'EN'): string {
  const name = displayNames[language].of(code) ?? code;
  return language === 'FR' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

function failureOf(error: unknown): RatesFailure {
  const status = error instanceof StoreError ? error.status : null;
  return { status, statusText: status ? (STATUS_CODES[status] ?? '') : 'Network error', message: (error as Error).message };
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

  async currencyPluginPrices(_root, args, context) {
    if (!context.internalPages) throw internalPagesOff();
    const code = args.currency.toUpperCase();
    const notServed = { currency: code, served: false, prices: [], error: null };
    // The plugin serves only the currencies it lists (two at most in its free edition): another one is
    // answered as such, not asked. When the list could not be read (defaults), the plugin decides.
    const { currencies, failure } = await context.currency.snapshot();
    if (!failure && !currencies.some((entry) => entry.code === code)) return notServed;
    try {
      const { products } = await context.store.listProducts({ perPage: MAX_PRICED_PRODUCTS, orderBy: 'menu_order', order: 'asc' });
      const prices = await context.currencyPlugin.productPrices(
        code,
        products.map((product) => product.id),
      );
      return {
        currency: code,
        served: true,
        prices: prices.map((entry) => ({ productId: String(entry.productId), price: entry.price })),
        error: null,
      };
    } catch (error) {
      if (isUnknownCurrency(error)) return notServed;
      context.logger.warn({ err: (error as Error).message }, 'currency plugin prices failed');
      return { currency: code, served: true, prices: [], error: failureOf(error) };
    }
  },
};
