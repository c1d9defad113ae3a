/**
 * Price display (spec section 9): EUR as "129,00 €" (comma decimals, symbol after); other
 * currencies symbol first with a point ("$142.00"). Always 2 decimals.
 */
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CAD: 'CA$', CHF: 'CHF', JPY: '¥', AUD: 'A$' };

export interface MoneyLike {
  amount: number;
  currencyCode: string;
}

export function currencySymbol(code: string): string {
  return SYMBOLS[code] ?? code;
}

export function formatMoney({ amount, currencyCode }: MoneyLike): string {
  const fixed = Math.abs(amount).toFixed(2);
  const sign = amount < 0 ? '-' : '';
  if (currencyCode === 'EUR') {
    const [whole = '0', cents = '00'] = fixed.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
    return `${sign}${grouped},${cents}\u00a0€`;
  }
  const grouped = fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbol(currencyCode)}${grouped}`;
}
