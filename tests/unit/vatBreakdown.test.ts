/** Each line's VAT rate, read from the order's taxes per rate, and the amounts per rate an invoice states. */
import { vatBreakdown, vatRateOf } from '../../server/src/domain/vatBreakdown';

const RATES = [
  { rateId: 1, label: 'TVA', percent: 20 },
  { rateId: 2, label: 'TVA réduite', percent: 5.5 },
  { rateId: 3, label: 'Ancienne', percent: null },
];

describe('a line’s rate', () => {
  it("is the percent of the order's rate that taxed it", () => {
    expect(vatRateOf({ net: 36, tax: 7.2, taxes: [{ rateId: 1, amount: 7.2 }] }, RATES)).toBe(20);
    expect(vatRateOf({ net: 10, tax: 0.55, taxes: [{ rateId: 2, amount: 0.55 }] }, RATES)).toBe(5.5);
    // A rate listed with no amount on the line (exempt product) does not count.
    expect(vatRateOf({ net: 10, tax: 0, taxes: [{ rateId: 1, amount: 0 }] }, RATES)).toBe(0);
  });

  it("is derived from the amounts when the store does not say, brought to the French rate a small amount's rounding misses", () => {
    // 0.98 / 4.92 = 19.92 %: shipping at 20 %.
    expect(vatRateOf({ net: 4.92, tax: 0.98 }, RATES)).toBe(20);
    expect(vatRateOf({ net: 4.92, tax: 0.98, taxes: [{ rateId: 3, amount: 0.98 }] }, RATES)).toBe(20);
    expect(vatRateOf({ net: 100, tax: 16 }, [])).toBe(16);
    expect(vatRateOf({ net: 0, tax: 0 }, [])).toBe(0);
  });
});

it('totals per rate, highest first, free lines left out, the parts adding up to the lines', () => {
  const lines = [
    { net: 315, tax: 63, taxes: [{ rateId: 1, amount: 63 }] },
    { net: 10, tax: 0.55, taxes: [{ rateId: 2, amount: 0.55 }] },
    { net: 4.92, tax: 0.98, taxes: [{ rateId: 1, amount: 0.98 }] },
    { net: 0, tax: 0, taxes: [] },
  ];
  expect(vatBreakdown(lines, RATES)).toEqual([
    { rate: 20, net: 319.92, tax: 63.98, gross: 383.9 },
    { rate: 5.5, net: 10, tax: 0.55, gross: 10.55 },
  ]);
  expect(vatBreakdown([], RATES)).toEqual([]);
});
