/**
 * Amounts as Stripe counts them: integers in the currency's smallest unit. The store keeps 2 decimals
 * in every currency; Stripe wants cents for most, whole units for its zero-decimal currencies, and
 * thousandths for three-decimal ones. Both providers use this one rule, so an intent's amountMinor
 * can be compared with an order's total.
 * Source: https://docs.stripe.com/currencies (zero-decimal list, three-decimal list, special cases).
 */

/** Stripe's zero-decimal currencies: 500 JPY is sent as 500. */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Sent in thousandths, the last digit 0 (Stripe's partners take no finer amount). */
const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Two decimals in Stripe's API, but only whole units are charged (amounts multiple of 100). */
const WHOLE_UNIT_TWO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['ISK']);

function currencyCode(currency: string): string {
  const code = currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  return code;
}

/** How many minor units make one major unit in Stripe's API. */
function minorUnitsPerMajor(currency: string): number {
  const code = currencyCode(currency);
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 1;
  if (THREE_DECIMAL_CURRENCIES.has(code)) return 1000;
  return 100;
}

/**
 * A store amount (major units, at most 2 decimals) in Stripe's minor units. In a currency charged in
 * whole units (zero-decimal, ISK) the store's cents are rounded half up to the unit, as Stripe cannot
 * charge them. Throws a RangeError for a negative, non-finite or finer-than-cent amount: that is a bug
 * upstream, not a price.
 */
export function toMinorUnits(amount: number, currency: string): number {
  const code = currencyCode(currency);
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount < 0 || Math.abs(amount * 100 - cents) > 1e-6) {
    throw new RangeError(`Not an amount in major units with at most 2 decimals: ${amount} ${code}`);
  }
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return Math.round(cents / 100);
  if (WHOLE_UNIT_TWO_DECIMAL_CURRENCIES.has(code)) return Math.round(cents / 100) * 100;
  if (THREE_DECIMAL_CURRENCIES.has(code)) return cents * 10;
  return cents;
}

/** Stripe's minor units back in major units (the store's figures). */
export function fromMinorUnits(amountMinor: number, currency: string): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  return amountMinor / minorUnitsPerMajor(currency);
}
