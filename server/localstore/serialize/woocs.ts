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

/** `raw_woocommerce_price`: the base price times the rate, rounded to the currency's decimals. */
export const convertPrice = (price: string, rate: number, decimals: number): number => phpRound(Number(price) * rate, decimals);
