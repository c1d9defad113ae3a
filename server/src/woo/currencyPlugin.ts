/**
 * The currency-switcher plugin (WOOCS) of the store: its rates and its own product prices.
 * We read rates only and convert base prices ourselves: the plugin keeps a per-client-IP currency
 * that leaks into later WooCommerce answers (see the recorded README), so its conversions of
 * WooCommerce prices are never used.
 */
import { decode } from 'html-entities';
import type { WooHttpClient } from './http';
import { woocsCurrencies } from './wire';
import { readPluginPrices, type PluginPrice } from './woocsPrices';

export interface StoreCurrency {
  code: string;
  /** Rate against the base currency (base = 1). */
  rate: number;
  /** Display symbol, HTML entities decoded ("€", "$"). */
  symbol: string;
  /** The plugin's description ("US dollar"). */
  description: string;
  decimals: number;
  isBase: boolean;
}

export class WooCurrencyPlugin {
  constructor(private readonly http: WooHttpClient) {}

  /** Every currency the plugin offers, base first as the plugin lists it. */
  async currencies(): Promise<StoreCurrency[]> {
    const { data } = await this.http.get('woocs/v3/currency', woocsCurrencies, {}, { auth: false });
    return Object.entries(data)
      .map(([code, entry]) => ({
        code: code.toUpperCase(),
        rate: Number(entry.rate),
        symbol: decode(entry.symbol ?? '') || code,
        description: decode(entry.description ?? ''),
        decimals: Number(entry.decimals ?? 2),
        isBase: Number(entry.is_etalon) === 1 || entry.is_etalon === true,
      }))
      .filter((currency) => /^[A-Z]{3}$/.test(currency.code) && Number.isFinite(currency.rate) && currency.rate > 0);
  }

  /**
   * The plugin's own price of each product in a currency (test page only), through whichever price
   * route the store's edition has (woocsPrices.ts). A currency the plugin does not serve throws a
   * StoreError whose code is `woocs_unknown_currency` (isUnknownCurrency).
   */
  productPrices(code: string, productIds: readonly number[]): Promise<PluginPrice[]> {
    return readPluginPrices(this.http, code.toUpperCase(), productIds);
  }
}
