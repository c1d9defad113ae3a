/** Money in the storefront's domain: store prices parsed, amounts converted to a display currency. */
import { BASE_CURRENCY, convertAmount, roundMoney, type MoneyLike } from '#common/money';

export { BASE_CURRENCY, roundMoney };

/** An amount in one currency. Amounts are always rounded to 2 decimals. */
export type Money = MoneyLike;

/** A display currency and its rate against the base currency. */
export interface DisplayCurrency {
  code: string;
  rate: number;
}

export const BASE_DISPLAY: DisplayCurrency = { code: BASE_CURRENCY, rate: 1 };

/**
 * Parses a store price string ("129.00", "" when unset) into a number rounded to 2 decimals.
 * Returns null for an unset or unreadable price: the caller decides what "no price" means.
 */
export function parsePrice(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? roundMoney(raw) : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? roundMoney(value) : null;
}

/**
 * PHP's round($value, $places, PHP_ROUND_HALF_UP | PHP_ROUND_HALF_DOWN), which WooCommerce's taxes go
 * through: the product is first taken to 15 significant digits (so 1.005 rounds to 1.01), then a
 * fraction of exactly one half goes up or down as asked.
 */
export function roundHalf(value: number, places: number, mode: 'half-up' | 'half-down' = 'half-up'): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const factor = 10 ** places;
  const scaled = Math.abs(Number((value * factor).toPrecision(15)));
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  const rounded = fraction > 0.5 || (fraction === 0.5 && mode === 'half-up') ? floor + 1 : floor;
  return (Math.sign(value) * rounded) / factor;
}

/** A base-currency amount shown in a display currency. */
export function money(baseAmount: number, currency: DisplayCurrency = BASE_DISPLAY): Money {
  return { amount: convertAmount(baseAmount, 1, currency.rate), currencyCode: currency.code };
}
