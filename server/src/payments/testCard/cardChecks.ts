/**
 * The checks Stripe makes of a typed card before any bank sees it: number (digits, length, Luhn),
 * expiry, security code, in that order. Pure: the card is read here and dropped; only the brand and
 * last 4 digits leave.
 */
import type { CardSummary, PaymentError } from '../port';
import { CARD_ERRORS } from './cardErrors';

/** A card as the shopper typed it. */
export interface CardInput {
  /** Digits, spaces allowed. */
  number: string;
  /** 1 to 12. */
  expMonth: number;
  /** Four digits, or two (2000 is added). */
  expYear: number;
  cvc: string;
}

/** A well-formed card: its digits (to pick the test outcome, never kept) and what may be shown of it. */
export interface CheckedCard {
  digits: string;
  summary: CardSummary;
}

/** Years ahead Stripe.js still accepts as an expiry. */
const MAX_YEARS_AHEAD = 50;

/** Brand from the number's leading digits, with Stripe's brand names. */
export function cardBrand(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^6(011|4[4-9]|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A well-formed card, or the error Stripe answers (with the summary once the number itself is valid). */
export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; card: CheckedCard | null; error: PaymentError };

/** Checks a typed card. A card is valid through the last day of its expiry month (UTC). */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.number.replace(/ /g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, card: null, error: CARD_ERRORS.incorrectNumber };
  const card: CheckedCard = { digits, summary: { brand: cardBrand(digits), last4: digits.slice(-4) } };
  const error = expiryError(input.expMonth, input.expYear, now) ?? cvcError(input.cvc, card.summary.brand);
  return error ? { ok: false, card, error } : { ok: true, card };
}

function expiryError(month: number, rawYear: number, now: Date): PaymentError | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return CARD_ERRORS.invalidExpiryMonth;
  const year = Number.isInteger(rawYear) && rawYear >= 0 && rawYear < 100 ? 2000 + rawYear : rawYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < 2000 || year > thisYear + MAX_YEARS_AHEAD) return CARD_ERRORS.invalidExpiryYear;
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) return CARD_ERRORS.expiredCard;
  return null;
}

/** Three digits; four for American Express. */
function cvcError(cvc: string, brand: string): PaymentError | null {
  const length = brand === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvc) ? null : CARD_ERRORS.invalidCvc;
}
