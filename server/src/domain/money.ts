/** Pure money rules shared by the catalog, the cart and the checkout. */

/** The store's base currency: every price the store returns is in it. */
export const BASE_CURRENCY = 'EUR';

/** An amount in one currency. Amounts are always rounded to 2 decimals. */
export interface Money {
  amount: number;
  currencyCode: string;
}

/** Rounds half away from zero to 2 decimals, immune to binary artefacts such as 1.005. */
export function roundMoney(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(Math.abs(value) + 'e2') + Number.EPSILON)) / 100;
}

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

export function money(amount: number, currencyCode: string = BASE_CURRENCY): Money {
  return { amount: roundMoney(amount), currencyCode };
}
