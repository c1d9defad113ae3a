/**
 * What each of Stripe's documented test card numbers does (https://docs.stripe.com/testing), so the
 * offline test card behaves as Stripe's test mode: the same numbers succeed, decline or ask for a
 * 3-D Secure challenge. Any other valid number is refused as Stripe refuses a real card in test mode.
 */
import type { PaymentError } from '../port';
import { CARD_ERRORS } from './cardErrors';

export type TestCardOutcome = { kind: 'succeeded' } | { kind: 'declined'; error: PaymentError } | { kind: 'requires_action' };

/** Numbers Stripe documents as paying successfully, by brand. */
export const SUCCEEDING_TEST_CARDS: readonly string[] = [
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '6011981111111113', // Discover (debit)
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '6555900000604105', // BCcard and DinaCard
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
  '6200000000000047', // UnionPay (debit)
  '6205500000000000004', // UnionPay (19 digits)
  '4000002500001001', // Cartes Bancaires / Visa
  '5555552500001001', // Cartes Bancaires / Mastercard
  '4000002500000003', // Visa, France
];

/** Numbers Stripe documents as declined, with the error it answers. */
export const DECLINING_TEST_CARDS: ReadonlyMap<string, PaymentError> = new Map([
  ['4000000000000002', CARD_ERRORS.genericDecline],
  ['4000000000009995', CARD_ERRORS.insufficientFunds],
  ['4000000000009987', CARD_ERRORS.lostCard],
  ['4000000000009979', CARD_ERRORS.stolenCard],
  ['4000000000000069', CARD_ERRORS.expiredCard],
  ['4000000000000127', CARD_ERRORS.incorrectCvc],
  ['4000000000000119', CARD_ERRORS.processingError],
]);

/** Numbers Stripe documents as asking for a 3-D Secure challenge on every one-time payment. */
export const CHALLENGED_TEST_CARDS: readonly string[] = ['4000002500003155', '4000002760003184', '4000000000003220', '4000000000003063'];

const SUCCEEDING = new Set(SUCCEEDING_TEST_CARDS);
const CHALLENGED = new Set(CHALLENGED_TEST_CARDS);

/** The outcome of paying with a well-formed card number (digits only). */
export function testCardOutcome(digits: string): TestCardOutcome {
  if (SUCCEEDING.has(digits)) return { kind: 'succeeded' };
  if (CHALLENGED.has(digits)) return { kind: 'requires_action' };
  return { kind: 'declined', error: DECLINING_TEST_CARDS.get(digits) ?? CARD_ERRORS.liveCardInTestMode };
}
