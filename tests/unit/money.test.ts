import { money, parsePrice, roundMoney } from '../../server/src/domain/money';

describe('money', () => {
  it('rounds half away from zero to 2 decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('parses store price strings', () => {
    expect(parsePrice('189.00')).toBe(189);
    expect(parsePrice('24.5')).toBe(24.5);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice(12.345)).toBe(12.35);
  });

  it('builds money in euros by default', () => {
    expect(money(10)).toEqual({ amount: 10, currencyCode: 'EUR' });
  });
});
