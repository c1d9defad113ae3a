/**
 * Money arithmetic as WooCommerce's PHP does it, so totals match a real store to the cent: PHP's
 * round() (which first pre-rounds to 15 significant digits, so 1.005 rounds to 1.01), its half-down
 * mode (WC_TAX_ROUNDING_MODE when prices are entered with tax), number_format and wc_format_decimal.
 */

export type RoundingMode = 'half-up' | 'half-down';

/** PHP round($value, $places, PHP_ROUND_HALF_UP | PHP_ROUND_HALF_DOWN). */
export function phpRound(value: number, places: number, mode: RoundingMode = 'half-up'): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const factor = 10 ** places;
  // Pre-rounding drops the binary noise of the multiplication (1.005 * 100 = 100.49999999999999).
  const scaled = Math.abs(Number((value * factor).toPrecision(15)));
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  const rounded = fraction > 0.5 || (fraction === 0.5 && mode === 'half-up') ? floor + 1 : floor;
  return (Math.sign(value) * rounded) / factor;
}

/** wc_format_decimal($value, $dp): number_format with the store's decimals, e.g. "78.00". */
export const formatDecimal = (value: number, decimals = 2): string => phpRound(value, decimals).toFixed(decimals);

/** wc_format_decimal($float) without decimals: printed to 6 places, trailing zeros dropped ("7.2", "1", "16.666667"). */
export function trimmedDecimal(value: number): string {
  const text = value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

/**
 * wc_format_decimal on a posted amount string: the store's decimal separator read as a point, anything
 * but digits, points, commas and minus signs dropped, then PHP's floatval ("5,90" is 5.9 in this shop).
 */
export function postedAmount(value: string, decimalSeparator: string): number {
  const normalized = (decimalSeparator === '' ? value : value.split(decimalSeparator).join('.')).replace(/[^0-9.,-]/g, '');
  const match = /^[+-]?(\d+(\.\d*)?|\.\d+)/.exec(normalized);
  return match ? Number(match[0]) : 0;
}
