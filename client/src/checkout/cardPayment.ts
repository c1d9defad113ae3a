/**
 * What the payment step's card form gives the page to pay with, whichever provider the server uses:
 * the offline test card hands over the typed card (checked first), Stripe confirms the payment itself
 * with its own card element (3-D Secure included). The page holds the handle in a ref.
 */
import type { PaymentFailure } from './paymentErrors';

/** The test card as payWithTestCard's TestCardInput. */
export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The billing details Stripe records with the card (Stripe.js's names). */
export interface CardBillingDetails {
  name: string;
  email: string;
  phone?: string;
  address: { line1: string; line2?: string; city: string; postal_code: string; country: string; state?: string };
}

export type CardConfirmResult = { ok: true } | { ok: false; failure: PaymentFailure | null };

export type CardPaymentHandle =
  | {
      provider: 'TEST_CARD';
      /** Checks the form (its errors show) and gives the card, or null when it is not valid. */
      collect(): Promise<TestCardInput | null>;
    }
  | {
      provider: 'STRIPE';
      /** Whether the card element is complete (its error shows when not). */
      check(): boolean;
      /** Confirms the PaymentIntent with the card element (Stripe handles 3-D Secure). */
      confirm(clientSecret: string, billing: CardBillingDetails): Promise<CardConfirmResult>;
    };
