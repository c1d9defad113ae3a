/** The payment completion queue in the storefront database (`payment_completions`), SQLite or PostgreSQL. */
import type { PaymentCompletionQueue, PendingCompletion } from '../checkout/completionQueue';
import type { StorefrontDatabase } from './schema';

/** First retry after 10 s, doubling, at most every 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

const MAX_ERROR_LENGTH = 500;

export class PaymentCompletions implements PaymentCompletionQueue {
  constructor(
    private readonly db: StorefrontDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  async add(orderId: number, paymentId: string, error: string): Promise<void> {
    const now = this.now();
    await this.db
      .insertInto('payment_completions')
      .values({
        order_id: orderId,
        payment_id: paymentId,
        attempts: 1,
        last_error: error.slice(0, MAX_ERROR_LENGTH),
        next_attempt_at: new Date(now + retryDelayMs(1)).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column('order_id').doUpdateSet((eb) => ({
          payment_id: eb.ref('excluded.payment_id'),
          last_error: eb.ref('excluded.last_error'),
        })),
      )
      .execute();
  }

  /**
   * Entries whose next attempt is due, each claimed for this process: one conditional update pushes its
   * next attempt back by its backoff, so replicas sharing the queue never retry the same entry at once
   * (and an entry whose process died before answering is due again after that delay).
   */
  async due(): Promise<PendingCompletion[]> {
    const now = this.now();
    const candidates = await this.db
      .selectFrom('payment_completions')
      .select(['order_id as orderId', 'payment_id as paymentId', 'attempts', 'created_at as createdAt', 'next_attempt_at as nextAttemptAt'])
      .where('next_attempt_at', '<=', new Date(now).toISOString())
      .orderBy('next_attempt_at')
      .limit(50)
      .execute();
    const claimed: PendingCompletion[] = [];
    for (const { nextAttemptAt, ...entry } of candidates) {
      const { numUpdatedRows } = await this.db
        .updateTable('payment_completions')
        .set({ next_attempt_at: new Date(now + retryDelayMs(entry.attempts)).toISOString() })
        .where('order_id', '=', entry.orderId)
        .where('next_attempt_at', '=', nextAttemptAt)
        .executeTakeFirst();
      if (numUpdatedRows === 1n) claimed.push(entry);
    }
    return claimed;
  }

  /**
   * Counts the attempt and pushes the next one back. The new count is written only over the count it
   * was computed from, so two processes recording a failure at once count two attempts, not one.
   */
  async failed(orderId: number, error: string): Promise<void> {
    for (;;) {
      const row = await this.db.selectFrom('payment_completions').select('attempts').where('order_id', '=', orderId).executeTakeFirst();
      if (!row) return;
      const attempts = row.attempts + 1;
      const { numUpdatedRows } = await this.db
        .updateTable('payment_completions')
        .set({
          attempts,
          last_error: error.slice(0, MAX_ERROR_LENGTH),
          next_attempt_at: new Date(this.now() + retryDelayMs(attempts)).toISOString(),
        })
        .where('order_id', '=', orderId)
        .where('attempts', '=', row.attempts)
        .executeTakeFirst();
      if (numUpdatedRows === 1n) return;
    }
  }

  async done(orderId: number, paymentId?: string): Promise<void> {
    let query = this.db.deleteFrom('payment_completions').where('order_id', '=', orderId);
    if (paymentId !== undefined) query = query.where('payment_id', '=', paymentId);
    await query.execute();
  }

  /** Every entry, for tests and the operator. */
  async all(): Promise<PendingCompletion[]> {
    return this.db
      .selectFrom('payment_completions')
      .select(['order_id as orderId', 'payment_id as paymentId', 'attempts', 'created_at as createdAt'])
      .orderBy('order_id')
      .execute();
  }
}
