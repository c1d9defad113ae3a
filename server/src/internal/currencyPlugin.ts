/**
 * The internal currency test page's reads (/test-woocs-currency): the store's currency plugin's own
 * prices of the shop's first products, beside the rates the shop uses. Only that page asks for them.
 */
import { STATUS_CODES } from 'node:http';
import type { CurrencyService, RatesFailure } from '../currency/service';
import type { Logger } from '../logger';
import type { WooCatalog } from '../woo/catalog';
import type { WooCurrencyPlugin } from '../woo/currencyPlugin';
import { StoreError } from '../woo/errors';
import { isUnknownCurrency, MAX_PRICED_PRODUCTS } from '../woo/woocsPrices';

/** The plugin's prices in one currency, or why they could not be read. */
export interface PluginPrices {
  currency: string;
  /** False when the plugin does not serve the currency (prices then empty, error null). */
  served: boolean;
  prices: { productId: number; price: number | null }[];
  error: RatesFailure | null;
}

function failureOf(error: unknown): RatesFailure {
  const status = error instanceof StoreError ? error.status : null;
  return { status, statusText: status ? (STATUS_CODES[status] ?? '') : 'Network error', message: (error as Error).message };
}

export class CurrencyPluginCheck {
  constructor(private readonly deps: { store: WooCatalog; plugin: WooCurrencyPlugin; currency: CurrencyService; logger: Logger }) {}

  /** The plugin's own prices of the first MAX_PRICED_PRODUCTS products, in `currency` (an ISO code). */
  async prices(currency: string): Promise<PluginPrices> {
    const code = currency.toUpperCase();
    const notServed: PluginPrices = { currency: code, served: false, prices: [], error: null };
    // The plugin serves only the currencies it lists (two at most in its free edition): another one is
    // answered as such, not asked. When the list could not be read (defaults), the plugin decides.
    const { currencies, failure } = await this.deps.currency.snapshot();
    if (!failure && !currencies.some((entry) => entry.code === code)) return notServed;
    try {
      const { products } = await this.deps.store.listProducts({ perPage: MAX_PRICED_PRODUCTS, orderBy: 'menu_order', order: 'asc' });
      const prices = await this.deps.plugin.productPrices(
        code,
        products.map((product) => product.id),
      );
      return { currency: code, served: true, prices, error: null };
    } catch (error) {
      if (isUnknownCurrency(error)) return notServed;
      this.deps.logger.warn({ err: (error as Error).message }, 'currency plugin prices failed');
      return { currency: code, served: true, prices: [], error: failureOf(error) };
    }
  }
}
