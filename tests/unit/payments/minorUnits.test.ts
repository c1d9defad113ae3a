/** Store amounts in Stripe's minor units, and back: cents, whole units for zero-decimal currencies, thousandths for three-decimal ones. */
import { fromMinorUnits, toMinorUnits, ZERO_DECIMAL_CURRENCIES } from '../../../server/src/payments/minorUnits';

describe('toMinorUnits', () => {
  it.each([
    [129, 'EUR', 12900],
    [19.99, 'EUR', 1999],
    [0.1 + 0.2, 'USD', 30],
    [59.97, 'gbp', 5997],
  ])('%p %s is %p minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it("sends Stripe's zero-decimal currencies in whole units, the store's cents rounded half up", () => {
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(15234, 'KRW')).toBe(15234);
    expect(toMinorUnits(15234.49, 'JPY')).toBe(15234);
    expect(toMinorUnits(15234.5, 'JPY')).toBe(15235);
    expect(toMinorUnits(12000, 'vnd')).toBe(12000);
    for (const code of ['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']) {
      expect([code, ZERO_DECIMAL_CURRENCIES.has(code), toMinorUnits(7, code)]).toEqual([code, true, 7]);
    }
  });

  it('sends three-decimal currencies in thousandths ending in 0, and ISK as two decimals of whole units', () => {
    expect(toMinorUnits(5.12, 'KWD')).toBe(5120);
    expect(toMinorUnits(5.12, 'BHD')).toBe(5120);
    expect(toMinorUnits(40.1, 'ISK')).toBe(4000);
    expect(toMinorUnits(40.5, 'ISK')).toBe(4100);
    // HUF and TWD are charged with decimals (only their payouts are whole).
    expect(toMinorUnits(10.45, 'HUF')).toBe(1045);
  });

  it('refuses what is not a store amount or not a currency code', () => {
    for (const amount of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1.001, 19.995]) {
      expect(() => toMinorUnits(amount, 'EUR')).toThrow(RangeError);
    }
    for (const currency of ['EURO', 'E1R', '']) expect(() => toMinorUnits(1, currency)).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it('gives back the store amount', () => {
    expect(fromMinorUnits(1999, 'EUR')).toBe(19.99);
    expect(fromMinorUnits(500, 'JPY')).toBe(500);
    expect(fromMinorUnits(5120, 'KWD')).toBe(5.12);
    expect(fromMinorUnits(4000, 'ISK')).toBe(40);
    expect(() => fromMinorUnits(12.5, 'EUR')).toThrow(RangeError);
  });

  it('round-trips every cent amount of a two-decimal currency', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) expect(toMinorUnits(fromMinorUnits(cents, 'EUR'), 'EUR')).toBe(cents);
  });
});
