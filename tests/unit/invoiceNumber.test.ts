/** Invoice numbers: a yearly series (Paris time), "F-2026-000123", unbroken within the year. */
import { formatInvoiceNumber, invoiceYear, isUnbrokenSeries, parseInvoiceNumber } from '../../server/src/domain/invoiceNumber';

it('writes the year and a six-digit count, and reads it back', () => {
  expect(formatInvoiceNumber(2026, 123)).toBe('F-2026-000123');
  expect(formatInvoiceNumber(2026, 1_234_567)).toBe('F-2026-1234567');
  expect(parseInvoiceNumber('F-2026-000123')).toEqual({ year: 2026, sequence: 123 });
  expect(parseInvoiceNumber('F-2026-000000')).toBeNull();
  expect(parseInvoiceNumber('4242')).toBeNull();
  expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
});

it("takes the series' year in Paris: New Year's Eve at 23:30 UTC is already the next year", () => {
  expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
  expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  expect(invoiceYear(new Date('2027-06-30T23:30:00Z'))).toBe(2027);
});

it('tells an unbroken series from one with a gap or a repeat', () => {
  expect(isUnbrokenSeries([])).toBe(true);
  expect(isUnbrokenSeries([3, 1, 2])).toBe(true);
  expect(isUnbrokenSeries([1, 3])).toBe(false);
  expect(isUnbrokenSeries([1, 2, 2])).toBe(false);
  expect(isUnbrokenSeries([2, 3])).toBe(false);
});
