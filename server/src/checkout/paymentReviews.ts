/**
 * Payments the checkout gave back instead of keeping: an authorisation voided or a capture refunded
 * because the store could not record the order (sold out meanwhile, refused, unreachable for too long)
 * or the order could no longer be paid (cancelled by the shop, paid by another payment). Kept durably,
 * one entry per payment, for the owner (`npm run payments:review`).
 */
import type { PaymentProviderId } from '../payments/port';

/** Why a payment was given back. */
export type GiveBackReason =
  /** The order's items were sold to someone else before this payment was approved. */
  | 'sold_out'
  /** The store refused to record the order as paid (its stock, or the order itself). */
  | 'store_refused'
  /** The store did not record the order within the retry window. */
  | 'store_unreachable'
  /** The order is no longer pending in the store (cancelled, failed, refunded). */
  | 'order_not_payable'
  /** The order is already paid, by another payment. */
  | 'order_already_paid'
  /** The store no longer has the order. */
  | 'order_missing'
  /** The payment's amount or currency differs from the order's total. */
  | 'amount_mismatch';

/** voided: an authorisation released (no money taken); refunded: money taken, then given back; none: nothing was approved. */
export type GiveBackAction = 'voided' | 'refunded' | 'none';

export interface PaymentReview {
  paymentId: string;
  provider: PaymentProviderId;
  orderId: number;
  orderNumber: string;
  action: GiveBackAction;
  reason: GiveBackReason;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Whether the checkout cancelled the order in the store. */
  orderCancelled: boolean;
  /** What the store or the provider said (no personal data). */
  detail: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface PaymentReviewLog {
  /** Records a payment given back; a payment already recorded is left as it is. */
  record(review: Omit<PaymentReview, 'createdAt'>): Promise<void>;
  /** The review of a payment, if it was given back. */
  find(paymentId: string): Promise<PaymentReview | null>;
  /** Newest first. */
  list(options?: { since?: Date; limit?: number }): Promise<PaymentReview[]>;
}
