/** WOOCS answers: its currency list as the plugin stores it, and prices converted the way it converts them. */
import type { WoocsCurrencyRow } from '../db/rows';

export interface WoocsCurrency {
  name: string;
  rate: number;
  symbol: string;
  position: string;
  is_etalon: number;
  description: string;
  hide_cents: number;
  hide_on_front: number;
  flag: string;
  decimals: number;
}

/** `get_currencies()`: an object keyed by code, each entry with the keys (and key order) of a real installation. */
export function serializeCurrencies(rows: readonly WoocsCurrencyRow[]): Record<string, WoocsCurrency> {
  const out: Record<string, WoocsCurrency> = {};
  for (const row of rows) {
    out[row.code] = {
      name: row.code,
      rate: row.rate,
      symbol: row.symbol,
      position: row.position,
      is_etalon: row.is_etalon,
      description: row.description,
      hide_cents: row.hide_cents,
      hide_on_front: row.hide_on_front,
      flag: row.flag,
      decimals: row.decimals,
    };
  }
  return out;
}

/**
 * PHP's round() (and number_format's): half away from zero, after pre-rounding to 15 significant
 * digits, so a product such as 1.005 (stored as 1.00499999...) still rounds up to 1.01 as in PHP.
 */
export function phpRound(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** PHP's number_format(value, decimals, '.', ''): the plugin's price strings ("21.00"). */
export const formatPrice = (value: number, decimals: number): string => phpRound(value, decimals).toFixed(decimals);

/** One product's entry of `product-price/{id}` (and of each value of `products-prices`), keys in the recorded order. */
export interface WoocsProductPrice {
  product_id: number;
  product_type: string;
  currency: string;
  currency_symbol: string;
  currency_position: string;
  precision: number;
  price: string;
  regular_price: string;
  sale_price: string;
}

export interface PricedProduct {
  id: number;
  type: string;
  price: string;
  regular_price: string;
  sale_price: string;
}

/**
 * The recorded shape (61-woocs-product-price-10-USD-raw.json): each price the base price times the
 * rate as a string with the currency's decimals; an unset price ("", as a variable product's regular
 * price or a product not on sale) stays "".
 */
export function serializeProductPrice(product: PricedProduct, currency: WoocsCurrencyRow): WoocsProductPrice {
  const convert = (raw: string) => (raw === '' ? '' : formatPrice(Number(raw) * currency.rate, currency.decimals));
  return {
    product_id: product.id,
    product_type: product.type,
    currency: currency.code,
    currency_symbol: currency.symbol,
    currency_position: currency.position,
    precision: currency.decimals,
    price: convert(product.price),
    regular_price: convert(product.regular_price),
    sale_price: convert(product.sale_price),
  };
}
