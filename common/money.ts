/**
 * Money rules shared by the server (prices, conversion, mails, invoices) and the client (display,
 * cart repricing). Pure functions only: no I/O, no framework.
 */
import type { ShopLanguage } from './preferences';

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

/**
 * The locale each shop language writes amounts in. English is British English, as the shop's dates,
 * mails and invoices: a European shop whose English readers are not only American, where the two
 * currencies it lives in read bare ("€189.00", "£160.65") and a dollar says which one it is
 * ("US$207.90", "CA$…") instead of an ambiguous "$".
 */
export const MONEY_LOCALES: Readonly<Record<ShopLanguage, string>> = { FR: 'fr-FR', EN: 'en-GB' };

/** Built once per language and currency: a NumberFormat costs far more to build than to use. */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: ShopLanguage, currencyCode: string): Intl.NumberFormat | null {
  // Only well-formed codes reach Intl (it throws on others) and the cache (at most 26³ per language).
  if (!/^[A-Z]{3}$/.test(currencyCode)) return null;
  const key = `${language}:${currencyCode}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(MONEY_LOCALES[language] ?? MONEY_LOCALES.FR, {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'symbol',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount as the shop shows it in a language: the locale's own order, separators and symbol, with the
 * currency's minor units ("189,00 €" and "€189.00", "207,90 $US" and "US$207.90", "1 235 JPY" and
 * "JP¥1,235"). The one money formatter of the shop: pages (server-rendered and in the browser), cart,
 * checkout, account, mails and invoices.
 *
 * Its spaces are fixed, not left to the engine's locale data, so that the server's render and the
 * browser's hydration write the same characters whatever CLDR version each carries: a narrow no-break
 * space (U+202F) between thousands, a no-break space (U+00A0) between the number and the symbol.
 */
export function formatMoney({ amount, currencyCode }: MoneyLike, language: ShopLanguage): string {
  // -0 (a refund rounded away) would print "-0,00 €".
  const value = amount === 0 ? 0 : amount;
  const format = moneyFormat(language, currencyCode);
  if (!format) return `${value.toFixed(2)} ${currencyCode}`;
  return format
    .formatToParts(value)
    .map(({ type, value: text }) => (/^\s+$/.test(text) ? (type === 'group' ? '\u202f' : '\u00a0') : text))
    .join('');
}

/**
 * A currency's everyday symbol (€, $, £, ¥), from Intl's narrow symbol, for a currency the store gives
 * none for (the default rates served when the store's currency plugin cannot be read). The store's own
 * symbols, when it answers, are the ones the currency switch shows.
 */
export function currencySymbol(code: string): string {
  if (!/^[A-Z]{3}$/.test(code)) return code;
  const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
