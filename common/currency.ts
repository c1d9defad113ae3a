/** Display-currency rules shared by server and client. */
import { BASE_CURRENCY } from './money';

/** Rates the shop falls back to when the store's rates cannot be read (spec section 3). */
export const DEFAULT_RATES: readonly { code: string; rate: number }[] = [
  { code: 'EUR', rate: 1 },
  { code: 'USD', rate: 1.1 },
  { code: 'GBP', rate: 0.85 },
];

/**
 * The display currency on start (spec section 4): a saved choice wins when the store offers it;
 * with fewer than 4 known currencies the browser language decides (en-US USD, en-GB GBP);
 * else EUR (or the first known currency when the store has no EUR).
 */
export function defaultCurrency(saved: string | null | undefined, known: readonly string[], browserLanguage: string | undefined): string {
  if (saved && known.includes(saved)) return saved;
  if (known.length < 4) {
    const byLanguage = currencyOfLanguage(browserLanguage);
    if (known.length === 0 || known.includes(byLanguage)) return byLanguage;
  }
  return known.includes(BASE_CURRENCY) ? BASE_CURRENCY : (known[0] ?? BASE_CURRENCY);
}

/** The currency a browser's first language points to (en-US USD, en-GB GBP, else the base currency). */
export function currencyOfLanguage(browserLanguage: string | undefined): string {
  const language = (browserLanguage ?? '').toLowerCase();
  return language === 'en-us' ? 'USD' : language === 'en-gb' ? 'GBP' : BASE_CURRENCY;
}
