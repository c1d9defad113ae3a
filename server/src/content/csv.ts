/**
 * CSV for the shop owner's spreadsheet or mailing tool (RFC 4180 quoting, csv-stringify), with every
 * cell neutralised against formula injection (OWASP "CSV Injection"): a cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading single quote, so a spreadsheet shows it as text
 * instead of evaluating it.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet reads as text, never as a formula. */
export const csvCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** Rows under a header row; every cell (the header's too) neutralised. */
export function toCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(csvCell)),
    { header: true, columns: columns.map(csvCell) },
  );
}
