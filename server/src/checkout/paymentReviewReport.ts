/** The owner's report of payments given back and completions still retried (`npm run payments:review`): plain text, one line each. */
import { fromMinorUnits } from '../payments/minorUnits';
import type { PendingCompletion } from './completionQueue';
import type { PaymentReview } from './paymentReviews';

const ACTIONS: Record<PaymentReview['action'], string> = {
  voided: 'authorisation voided, nothing taken',
  refunded: 'refunded in full',
  none: 'nothing to give back',
};

const REASONS: Record<PaymentReview['reason'], string> = {
  sold_out: 'sold out before the payment was approved',
  store_refused: 'the store refused to record the order',
  store_unreachable: 'the store did not record the order within 24 hours',
  order_not_payable: 'the order was no longer pending',
  order_already_paid: 'the order was already paid by another payment',
  order_missing: 'the store no longer has the order',
  amount_mismatch: "the payment's amount differed from the order's total",
};

const amount = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'code' })
    .format(fromMinorUnits(minor, currency))
    .replace(/\s/gu, ' ');

export function formatPaymentReviews(reviews: readonly PaymentReview[], pending: readonly PendingCompletion[]): string {
  const lines: string[] = [];
  lines.push(reviews.length === 0 ? 'No payment given back.' : `Payments given back (${reviews.length}, newest first):`);
  for (const review of reviews) {
    const order = `order ${review.orderNumber}${review.orderCancelled ? ' (cancelled)' : ''}`;
    const detail = review.detail ? ` [${review.detail}]` : '';
    lines.push(
      `  ${review.createdAt}  ${order}  ${review.provider} ${review.paymentId}  ${amount(review.amountMinor, review.currency)}  ` +
        `${ACTIONS[review.action]}: ${REASONS[review.reason]}${detail}`,
    );
  }
  lines.push(
    pending.length === 0
      ? 'No completion waiting for the store.'
      : `Completions waiting for the store (${pending.length}; given back after 24 hours):`,
  );
  for (const entry of pending) {
    lines.push(`  order ${entry.orderId}  payment ${entry.paymentId}  since ${entry.createdAt}  ${entry.attempts} attempt(s)`);
  }
  return `${lines.join('\n')}\n`;
}
