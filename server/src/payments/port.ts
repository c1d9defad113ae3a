/**
 * The payment port: what the checkout asks of a card provider, whichever it is. Stripe when it is
 * configured; otherwise the offline test card, which emulates Stripe's test mode on the server so the
 * whole checkout runs without an account or a network. Amounts cross this port in major units (the
 * store's figures) and come back in minor units as Stripe counts them (see minorUnits.ts).
 */

export type PaymentProviderId = 'stripe' | 'test_card';

/**
 * A payment's state, as Stripe names it. Payments are captured manually: a card the shopper's bank
 * approved is `requires_capture` (authorised, no money taken yet) until the store has recorded the
 * order as paid; only then is it captured (`succeeded`), or else voided (`canceled`). Stripe's
 * `requires_confirmation` is never asked for here (intents are confirmed by the browser).
 */
export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

/** Why the last attempt failed: Stripe's last_payment_error (code, decline_code, message; Stripe's English texts). */
export interface PaymentError {
  code: string;
  declineCode: string | null;
  message: string;
}

/** The only card data ever kept or returned: enough to show "Visa ending in 4242". */
export interface CardSummary {
  /** Stripe's brand names: visa, mastercard, amex, discover, diners, jcb, unionpay, cartes_bancaires, unknown. */
  brand: string;
  last4: string;
}

export interface PaymentIntent {
  id: string;
  provider: PaymentProviderId;
  status: PaymentStatus;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What the browser confirms the payment with; never logged. */
  clientSecret: string;
  lastError: PaymentError | null;
  /** At least orderId, orderKey (and orderNumber), as given at creation. */
  metadata: Record<string, string>;
  /** The card of the last attempt, when the provider says which (null before any attempt). */
  card: CardSummary | null;
}

export interface CreateIntentInput {
  /** Major units, 2 decimals (the store's total). */
  amount: number;
  currency: string;
  orderId: number;
  orderKey: string;
  orderNumber: string;
  /** Where Stripe sends its receipt. */
  email: string;
  /** One intent per key: a retried placement gets the intent of the first. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Recorded on the WooCommerce order: payment_method and payment_method_title. */
  /** The store's card gateway orders are recorded under (its title is the store's: payment_gateways). */
  readonly gateway: { id: string };
  /** What the browser needs: Stripe's publishable key, or nothing for the test card. */
  readonly browserConfig: { kind: 'stripe'; publishableKey: string } | { kind: 'test_card' };
  /** Idempotent on input.idempotencyKey; the same key with other contents is refused (PaymentRequestRejectedError). */
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** When an intent exists for an order but the amount changed before payment (re-priced): update it. */
  updateAmount(id: string, amount: number, currency: string): Promise<PaymentIntent>;
  /** Cancels an unpaid intent (an authorised one is voided: the hold on the card is released); an intent already canceled is returned as it is. */
  cancelIntent(id: string): Promise<PaymentIntent>;
  /** Takes the money of an authorised intent (`requires_capture`); an intent already captured is returned as it is. */
  captureIntent(id: string): Promise<PaymentIntent>;
  /** Gives back the whole amount of a captured intent (`succeeded`); a second call refunds nothing more. */
  refundIntent(id: string): Promise<void>;
}
