import type { RatesFailure } from '../../currency/service';
import { StoreError } from '../../woo/errors';
import { STATUS_CODES } from 'node:http';
import type { QueryResolvers } from '../types';
import { displayCurrency } from '../viewOptions';

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

  async currencyPluginStatus(_root, _args, { currency }) {
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
    const code = (await displayCurrency(context, args.currency)).code;
    try {
      const prices = await context.currencyPlugin.productPrices(code);
      return { currency: code, prices: prices.map((entry) => ({ productId: String(entry.productId), price: entry.price })), error: null };
    } catch (error) {
      context.logger.warn({ err: (error as Error).message }, 'currency plugin prices failed');
      return { currency: code, prices: [], error: failureOf(error) };
    }
  },
};
