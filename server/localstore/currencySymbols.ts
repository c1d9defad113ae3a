/**
 * Currency codes and symbols as WooCommerce knows them (get_woocommerce_currencies and
 * get_woocommerce_currency_symbols): orders accept any of these codes, answer the symbol decoded in
 * `currency_symbol`, and the settings list the codes. WooCommerce's own symbols for the common
 * currencies; Intl's narrow symbol for the others.
 */

/** WooCommerce's symbols (HTML entities, as it stores them) for the currencies a European shop meets. */
const WOOCOMMERCE_SYMBOLS: Readonly<Record<string, string>> = {
  AUD: '&#36;',
  BRL: '&#82;&#36;',
  CAD: '&#36;',
  CHF: '&#67;&#72;&#70;',
  CNY: '&yen;',
  CZK: '&#75;&#269;',
  DKK: 'kr.',
  EUR: '&euro;',
  GBP: '&pound;',
  HKD: '&#36;',
  HUF: '&#70;&#116;',
  INR: '&#8377;',
  JPY: '&yen;',
  MXN: '&#36;',
  NOK: '&#107;&#114;',
  NZD: '&#36;',
  PLN: '&#122;&#322;',
  SEK: '&#107;&#114;',
  SGD: '&#36;',
  USD: '&#36;',
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = { euro: '€', pound: '£', yen: '¥', amp: '&' };

/** The ISO codes an order may carry (WooCommerce's list is ISO 4217's current codes). */
export const CURRENCY_CODES: readonly string[] = [
  ...new Set([...Intl.supportedValuesOf('currency'), ...Object.keys(WOOCOMMERCE_SYMBOLS)]),
].sort();

function intlSymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** The symbol as WooCommerce writes it in HTML (`&euro;`). */
export const currencySymbolHtml = (code: string): string => WOOCOMMERCE_SYMBOLS[code] ?? intlSymbol(code);

/** html_entity_decode of the symbol (`€`): an order's `currency_symbol`. */
export const currencySymbol = (code: string): string =>
  currencySymbolHtml(code).replace(/&(#\d+|[a-z]+);/g, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (NAMED_ENTITIES[name] ?? entity),
  );
