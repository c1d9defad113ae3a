/**
 * The errors Stripe answers for a card, word for word (code, decline_code, English message), so the
 * offline test card fails exactly as Stripe's test mode would and the checkout shows the same texts.
 * Source: https://docs.stripe.com/testing and https://docs.stripe.com/error-codes.
 */
import type { PaymentError } from '../port';

const error = (code: string, declineCode: string | null, message: string): PaymentError => Object.freeze({ code, declineCode, message });

export const CARD_ERRORS = {
  incorrectNumber: error('incorrect_number', null, 'Your card number is incorrect.'),
  invalidExpiryMonth: error('invalid_expiry_month', null, "Your card's expiration month is invalid."),
  invalidExpiryYear: error('invalid_expiry_year', null, "Your card's expiration year is invalid."),
  invalidCvc: error('invalid_cvc', null, "Your card's security code is invalid."),
  expiredCard: error('expired_card', 'expired_card', 'Your card has expired.'),
  incorrectCvc: error('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  genericDecline: error('card_declined', 'generic_decline', 'Your card was declined.'),
  insufficientFunds: error('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  lostCard: error('card_declined', 'lost_card', 'Your card was declined.'),
  stolenCard: error('card_declined', 'stolen_card', 'Your card was declined.'),
  processingError: error(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  liveCardInTestMode: error(
    'card_declined',
    'test_mode_live_card',
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  ),
  authenticationFailure: error(
    'payment_intent_authentication_failure',
    null,
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  ),
} as const;
