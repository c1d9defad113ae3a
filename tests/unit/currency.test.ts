import { defaultCurrency } from '../../common/currency';
import { convertAmount, formatMoney } from '../../common/money';

describe('display currency', () => {
  const many = ['EUR', 'USD', 'GBP', 'CAD', 'CHF'];
  const few = ['EUR', 'USD', 'GBP'];

  it('keeps a saved choice the shop offers', () => {
    expect(defaultCurrency('CAD', many, 'fr-FR')).toBe('CAD');
    expect(defaultCurrency('JPY', many, 'en-US')).toBe('EUR');
  });

  it('lets the browser language decide when fewer than 4 currencies are known', () => {
    expect(defaultCurrency(null, few, 'en-US')).toBe('USD');
    expect(defaultCurrency(null, few, 'en-GB')).toBe('GBP');
    expect(defaultCurrency(null, few, 'fr-FR')).toBe('EUR');
    expect(defaultCurrency(null, many, 'en-US')).toBe('EUR');
  });

  it('converts through the base currency and rounds to 2 decimals', () => {
    expect(convertAmount(189, 1, 1.1)).toBe(207.9);
    expect(convertAmount(207.9, 1.1, 0.85)).toBe(160.65);
    expect(convertAmount(129.99, 1, 0.85)).toBe(110.49);
    expect(() => convertAmount(1, 0, 1)).toThrow(RangeError);
  });

  it('formats EUR the French way and other currencies symbol first, in both languages', () => {
    expect(formatMoney({ amount: 129, currencyCode: 'EUR' })).toBe('129,00\u00a0€');
    expect(formatMoney({ amount: 142, currencyCode: 'USD' })).toBe('$142.00');
    expect(formatMoney({ amount: 110.5, currencyCode: 'GBP' })).toBe('£110.50');
    expect(formatMoney({ amount: 10, currencyCode: 'CHF' })).toBe('CHF10.00');
    expect(formatMoney({ amount: 10, currencyCode: 'CAD' }, 'C$')).toBe('C$10.00');
  });
});
