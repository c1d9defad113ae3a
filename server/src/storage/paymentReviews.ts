/** The payments given back, in the storefront database (`payment_reviews`), SQLite or PostgreSQL. */
import type { PaymentReview, PaymentReviewLog } from '../checkout/paymentReviews';
import type { Selectable } from 'kysely';
import type { PaymentReviewsTable, StorefrontDatabase } from './schema';

const MAX_DETAIL_LENGTH = 500;

export class PaymentReviews implements PaymentReviewLog {
  constructor(
    private readonly db: StorefrontDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  async record(review: Omit<PaymentReview, 'createdAt'>): Promise<void> {
    await this.db
      .insertInto('payment_reviews')
      .values({
        payment_id: review.paymentId,
        provider: review.provider,
        order_id: review.orderId,
        order_number: review.orderNumber,
        action: review.action,
        reason: review.reason,
        amount_minor: review.amountMinor,
        currency: review.currency,
        order_cancelled: review.orderCancelled ? 1 : 0,
        detail: review.detail.slice(0, MAX_DETAIL_LENGTH),
        created_at: new Date(this.now()).toISOString(),
      })
      .onConflict((conflict) => conflict.column('payment_id').doNothing())
      .execute();
  }

  async find(paymentId: string): Promise<PaymentReview | null> {
    const row = await this.db.selectFrom('payment_reviews').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
    return row ? toReview(row) : null;
  }

  async list({ since, limit = 100 }: { since?: Date; limit?: number } = {}): Promise<PaymentReview[]> {
    let query = this.db.selectFrom('payment_reviews').selectAll();
    if (since) query = query.where('created_at', '>=', since.toISOString());
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toReview);
  }
}

function toReview(row: Selectable<PaymentReviewsTable>): PaymentReview {
  return {
    paymentId: row.payment_id,
    provider: row.provider,
    orderId: row.order_id,
    orderNumber: row.order_number,
    action: row.action,
    reason: row.reason as PaymentReview['reason'],
    amountMinor: row.amount_minor,
    currency: row.currency,
    orderCancelled: row.order_cancelled === 1,
    detail: row.detail,
    createdAt: row.created_at,
  };
}
