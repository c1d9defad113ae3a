/**
 * The text a failed card payment shows (spec section 8): the provider's known codes in the shop's
 * language, else the provider's own message, else the generic payment error. Pure, so it can be tested.
 */

/** A card failure as Stripe.js and the server's PaymentError describe it. */
export interface PaymentFailure {
  code?: string | null;
  declineCode?: string | null;
  message?: string | null;
}

/** The provider's codes with a text of the shop (`checkout.paymentErrors.<key>`). */
export const KNOWN_PAYMENT_ERRORS = {
  card_declined: 'cardDeclined',
  generic_decline: 'cardDeclined',
  insufficient_funds: 'insufficientFunds',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  payment_intent_authentication_failure: 'authenticationFailure',
} as const;

export type PaymentErrorKey = (typeof KNOWN_PAYMENT_ERRORS)[keyof typeof KNOWN_PAYMENT_ERRORS];

/**
 * The server's codes for a payment it gave back instead of keeping (`checkout.givenBack.<key>`): the
 * store could not record the order, so the card authorisation was voided (or a capture refunded,
 * declineCode `refunded`).
 */
export const GIVEN_BACK_ERRORS = {
  sold_out_meanwhile: 'soldOutMeanwhile',
  order_not_recorded: 'orderNotRecorded',
  order_not_payable: 'orderNotPayable',
  order_already_paid: 'orderAlreadyPaid',
  amount_changed: 'amountChanged',
} as const;

export type GivenBackKey = (typeof GIVEN_BACK_ERRORS)[keyof typeof GIVEN_BACK_ERRORS];

/** The give-back of a failure, if it is one: its text key and whether money had been taken and refunded. */
export function givenBack(failure: PaymentFailure | null | undefined): { key: GivenBackKey; refunded: boolean } | null {
  const code = failure?.code;
  if (!code || !Object.hasOwn(GIVEN_BACK_ERRORS, code)) return null;
  return { key: GIVEN_BACK_ERRORS[code as keyof typeof GIVEN_BACK_ERRORS], refunded: failure?.declineCode === 'refunded' };
}

const known = (code: string | null | undefined): PaymentErrorKey | null =>
  code && Object.hasOwn(KNOWN_PAYMENT_ERRORS, code) ? KNOWN_PAYMENT_ERRORS[code as keyof typeof KNOWN_PAYMENT_ERRORS] : null;

/**
 * What to show: a known decline reason first (insufficient funds says more than "declined"), then a
 * known code, then the provider's message, then the generic text.
 */
export function paymentErrorText(
  failure: PaymentFailure | null | undefined,
):
  | { kind: 'givenBack'; key: GivenBackKey; refunded: boolean }
  | { kind: 'known'; key: PaymentErrorKey }
  | { kind: 'message'; message: string }
  | { kind: 'generic' } {
  const back = givenBack(failure);
  if (back) return { kind: 'givenBack', ...back };
  const key = known(failure?.declineCode) ?? known(failure?.code);
  if (key) return { kind: 'known', key };
  const message = failure?.message?.trim();
  return message ? { kind: 'message', message } : { kind: 'generic' };
}
