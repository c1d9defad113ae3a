/** The shop's one money formatter (common/money.ts): Intl in the shop language's locale, spaces fixed. */
import { currencySymbol, formatMoney } from '../../common/money';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const fr = (amount: number, currencyCode: string) => formatMoney({ amount, currencyCode }, 'FR');
const en = (amount: number, currencyCode: string) => formatMoney({ amount, currencyCode }, 'EN');

describe('formatMoney', () => {
  it.each([
    // [amount, currency, French, English]
    [189, 'EUR', `189,00${NBSP}€`, '€189.00'],
    [1234.5, 'EUR', `1${NNBSP}234,50${NBSP}€`, '€1,234.50'],
    [1234567.89, 'EUR', `1${NNBSP}234${NNBSP}567,89${NBSP}€`, '€1,234,567.89'],
    [207.9, 'USD', `207,90${NBSP}$US`, 'US$207.90'],
    [160.65, 'GBP', `160,65${NBSP}£GB`, '£160.65'],
    [10, 'CHF', `10,00${NBSP}CHF`, `CHF${NBSP}10.00`],
    [10, 'CAD', `10,00${NBSP}$CA`, 'CA$10.00'],
  ])('writes %p %s as "%s" in French and "%s" in English', (amount, currency, french, english) => {
    expect(fr(amount, currency)).toBe(french);
    expect(en(amount, currency)).toBe(english);
  });

  it("uses the currency's minor units: none for the yen, rounded half up", () => {
    expect(fr(20790, 'JPY')).toBe(`20${NNBSP}790${NBSP}JPY`);
    expect(en(20790, 'JPY')).toBe('JP¥20,790');
    expect(en(1234.5, 'JPY')).toBe('JP¥1,235');
    expect(en(0.5, 'EUR')).toBe('€0.50');
  });

  it('puts the minus sign before the amount and never shows a negative zero', () => {
    expect(fr(-5.9, 'EUR')).toBe(`-5,90${NBSP}€`);
    expect(en(-5.9, 'EUR')).toBe('-€5.90');
    expect(fr(-0, 'EUR')).toBe(`0,00${NBSP}€`);
  });

  // Regression: server render and browser hydration must write the same characters, whatever spaces
  // the engine's locale data uses: only U+202F between thousands and U+00A0 before the symbol.
  it('writes only the fixed no-break spaces, never a plain space', () => {
    for (const currency of ['EUR', 'USD', 'GBP', 'JPY', 'CHF', 'CAD', 'SEK', 'PLN'])
      for (const text of [fr(1234567.5, currency), en(1234567.5, currency)]) {
        expect(text).not.toMatch(/[ \t]/);
        expect(text.replace(/[^\s]/g, '')).toMatch(/^[\u202f\u00a0]*$/);
      }
  });

  it('writes a malformed currency code as a plain amount instead of throwing', () => {
    expect(en(3, 'euro')).toBe('3.00 euro');
    expect(fr(3, '')).toBe('3.00 ');
  });
});

describe('currencySymbol', () => {
  it("gives Intl's everyday symbol, or the code when there is none", () => {
    expect(['EUR', 'USD', 'GBP', 'JPY', 'CHF'].map(currencySymbol)).toEqual(['€', '$', '£', '¥', 'CHF']);
    expect(currencySymbol('XYZ')).toBe('XYZ');
    expect(currencySymbol('<b>')).toBe('<b>');
  });
});
