/**
 * Invoice numbers: one series per calendar year (Paris time), unbroken within it, apart from order
 * numbers. French law asks for a unique number in a chronological, continuous sequence and allows
 * distinct series (a year prefix) when each is unbroken; the year in the number tells the series, so
 * the count starts again at 1 on the first of January. "F-2026-000123".
 */

/** The letter before every number (F for facture). */
export const INVOICE_PREFIX = 'F';

/** Digits of the count (more appear past 999 999: the order stays readable). */
const COUNT_DIGITS = 6;

/** The series an invoice issued at `at` belongs to: its year in Paris. */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Paris' }).format(at));
}

/** "F-2026-000123" for the 123rd invoice of 2026. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`No invoice number for year ${year}, count ${sequence}`);
  }
  return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(COUNT_DIGITS, '0')}`;
}

/** The year and count of a number this module wrote, or null. */
export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const match = new RegExp(`^${INVOICE_PREFIX}-(\\d{4})-(\\d{${COUNT_DIGITS},})$`).exec(number);
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : null;
}

/** Whether `sequences` (one year's counts, any order) run from 1 without a gap or a repeat. */
export function isUnbrokenSeries(sequences: readonly number[]): boolean {
  const sorted = [...sequences].sort((a, b) => a - b);
  return sorted.every((sequence, index) => sequence === index + 1);
}
