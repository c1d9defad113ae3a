import { defaultCurrency } from '../../common/currency';
import { convertAmount } from '../../common/money';

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
});
