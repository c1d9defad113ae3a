/** Stripe's PaymentIntent object read into the port's PaymentIntent (API answers and webhook events alike). */
import type Stripe from 'stripe';
import type { CardSummary, PaymentError, PaymentIntent, PaymentStatus } from '../port';

/**
 * Stripe's status in the port's words. `requires_confirmation` (a card attached, not confirmed yet)
 * still needs the shopper; `requires_capture` is an authorised card waiting for the checkout's capture;
 * any status newer than this code is money not yet taken and not refused either: processing, until a
 * webhook or a later retrieval says more.
 */
function paymentStatus(status: Stripe.PaymentIntent.Status): PaymentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_action':
    case 'processing':
    case 'requires_capture':
    case 'succeeded':
    case 'canceled':
      return status as PaymentStatus;
    case 'requires_confirmation':
      return 'requires_payment_method';
    default:
      return 'processing';
  }
}

function paymentError(error: Stripe.PaymentIntent.LastPaymentError | null): PaymentError | null {
  if (!error) return null;
  return { code: error.code ?? error.type, declineCode: error.decline_code ?? null, message: error.message ?? '' };
}

/**
 * The card of the last attempt, when Stripe's answer carries it: the payment method when it was
 * expanded, else the one of the last failed attempt. A webhook's succeeded intent names its payment
 * method by id only, so its card is null there (retrieveIntent expands it).
 */
function cardSummary(intent: Stripe.PaymentIntent): CardSummary | null {
  const method =
    typeof intent.payment_method === 'object' && intent.payment_method ? intent.payment_method : intent.last_payment_error?.payment_method;
  return method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
}

export function fromStripeIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    provider: 'stripe',
    status: paymentStatus(intent.status),
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    // Present on every answer to a secret key; null only when read with a publishable key.
    clientSecret: intent.client_secret ?? '',
    lastError: paymentError(intent.last_payment_error),
    metadata: { ...intent.metadata },
    card: cardSummary(intent),
  };
}
