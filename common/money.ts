/**
 * Money rules shared by the server (prices, conversion, later invoices) and the client (display,
 * cart repricing). Pure functions only: no I/O, no framework.
 */

/** The store's base currency: every price the store holds is in it. */
export const BASE_CURRENCY = 'EUR';

export interface MoneyLike {
  amount: number;
  currencyCode: string;
}

/** Rounds half away from zero to 2 decimals, immune to binary artefacts such as 1.005. */
export function roundMoney(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(Math.abs(value) + 'e2') + Number.EPSILON)) / 100;
}

/**
 * Converts an amount between currencies given their rates against the base currency
 * (EUR 1, USD 1.1...), rounded to 2 decimals. The one conversion rule of the shop.
 */
export function convertAmount(amount: number, fromRate: number, toRate: number): number {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError(`Invalid currency rate ${fromRate} -> ${toRate}`);
  return roundMoney((amount / fromRate) * toRate);
}

const SYMBOLS: Record<string, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CNY: '¥',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
  CHF: 'CHF',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  PLN: 'zł',
  CZK: 'Kč',
  HUF: 'Ft',
  RUB: '₽',
  BRL: 'R$',
  INR: '₹',
  KRW: '₩',
  SGD: 'S$',
  HKD: 'HK$',
  NZD: 'NZ$',
  MXN: 'MX$',
  ZAR: 'R',
  TRY: '₺',
  ILS: '₪',
  AED: 'AED',
  SAR: 'SAR',
  THB: '฿',
  MYR: 'RM',
  IDR: 'Rp',
  PHP: '₱',
  VND: '₫',
};

export function currencySymbol(code: string): string {
  return SYMBOLS[code] ?? code;
}

/**
 * Price display (spec section 9): EUR as "129,00 €" (comma decimals, symbol after); other
 * currencies symbol first with a point ("$142.00"). Always 2 decimals.
 */
export function formatMoney({ amount, currencyCode }: MoneyLike, symbol: string = currencySymbol(currencyCode)): string {
  const fixed = Math.abs(amount).toFixed(2);
  const sign = amount < 0 ? '-' : '';
  if (currencyCode === 'EUR') {
    const [whole = '0', cents = '00'] = fixed.split('.');
    return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')},${cents}\u00a0${symbol}`;
  }
  return `${sign}${symbol}${fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
