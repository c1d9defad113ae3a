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

const known = (code: string | null | undefined): PaymentErrorKey | null =>
  code && Object.hasOwn(KNOWN_PAYMENT_ERRORS, code) ? KNOWN_PAYMENT_ERRORS[code as keyof typeof KNOWN_PAYMENT_ERRORS] : null;

/**
 * What to show: a known decline reason first (insufficient funds says more than "declined"), then a
 * known code, then the provider's message, then the generic text.
 */
export function paymentErrorText(
  failure: PaymentFailure | null | undefined,
): { kind: 'known'; key: PaymentErrorKey } | { kind: 'message'; message: string } | { kind: 'generic' } {
  const key = known(failure?.declineCode) ?? known(failure?.code);
  if (key) return { kind: 'known', key };
  const message = failure?.message?.trim();
  return message ? { kind: 'message', message } : { kind: 'generic' };
}
