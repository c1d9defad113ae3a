/**
 * The offline test card form's checks, made in the browser before anything is sent: digits only
 * with a valid Luhn checksum, an expiry (MM/YY) that is not past, a CVC of 3 or 4 digits. Pure, so it
 * can be tested. The values live in the form's own state only: never in the Apollo cache, storage or
 * logs; they leave the page as payWithTestCard's variables.
 */
import * as yup from 'yup';

export interface TestCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_TEST_CARD: TestCardValues = { number: '', expiry: '', cvc: '' };

export type TestCardErrorCode =
  'NUMBER_REQUIRED' | 'NUMBER_INVALID' | 'EXPIRY_REQUIRED' | 'EXPIRY_INVALID' | 'EXPIRY_PAST' | 'CVC_REQUIRED' | 'CVC_INVALID';

/** The digits of a card number typed with spaces or dashes. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups a card number by four as it is typed ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Adds the slash of MM/YY as it is typed. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit instead of putting the slash back.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits}/`;
  return digits;
}

/** MM/YY (or MM/YYYY) as month and four-digit year, or null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card expiring at the end of that month is past at `now`. */
export function isExpired({ month, year }: { month: number; year: number }, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

export function testCardSchema(now: () => Date = () => new Date()) {
  return yup.object({
    number: yup
      .string()
      .trim()
      .required('NUMBER_REQUIRED')
      .test('digits', 'NUMBER_INVALID', (value) => {
        // An empty field is `required`'s error alone.
        if (!value) return true;
        const digits = cardDigits(value);
        return /^\d{12,19}$/.test(digits) && luhnValid(digits);
      }),
    expiry: yup
      .string()
      .trim()
      .required('EXPIRY_REQUIRED')
      .test('format', 'EXPIRY_INVALID', (value) => !value || parseExpiry(value) !== null)
      .test('past', 'EXPIRY_PAST', (value) => {
        const parsed = value ? parseExpiry(value) : null;
        return !parsed || !isExpired(parsed, now());
      }),
    cvc: yup
      .string()
      .trim()
      .required('CVC_REQUIRED')
      .matches(/^\d{3,4}$/, { message: 'CVC_INVALID', excludeEmptyString: true }),
  });
}

/** The checked values as payWithTestCard's TestCardInput. */
export function toTestCardInput(values: TestCardValues): { number: string; expMonth: number; expYear: number; cvc: string } {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error('toTestCardInput: the expiry was not checked');
  return { number: cardDigits(values.number), expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc.trim() };
}
