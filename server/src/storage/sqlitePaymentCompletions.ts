/** The payment completion queue in the storefront's SQLite file (`payment_completions`). */
import type { PaymentCompletionQueue, PendingCompletion } from '../checkout/completionQueue';
import type { StorefrontDb } from './database';

/** First retry after 10 s, doubling, at most every 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

const MAX_ERROR_LENGTH = 500;

export class SqlitePaymentCompletions implements PaymentCompletionQueue {
  constructor(
    private readonly db: StorefrontDb,
    private readonly now: () => number = Date.now,
  ) {}

  async add(orderId: number, paymentId: string, error: string): Promise<void> {
    const now = this.now();
    this.db
      .prepare(
        `INSERT INTO payment_completions (order_id, payment_id, attempts, last_error, next_attempt_at, created_at)
         VALUES (?, ?, 1, ?, ?, ?)
         ON CONFLICT (order_id) DO UPDATE SET payment_id = excluded.payment_id, last_error = excluded.last_error`,
      )
      .run(
        orderId,
        paymentId,
        error.slice(0, MAX_ERROR_LENGTH),
        new Date(now + retryDelayMs(1)).toISOString(),
        new Date(now).toISOString(),
      );
  }

  async due(): Promise<PendingCompletion[]> {
    return this.db
      .prepare<[string], PendingCompletion>(
        `SELECT order_id AS orderId, payment_id AS paymentId, attempts FROM payment_completions
         WHERE next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 50`,
      )
      .all(new Date(this.now()).toISOString());
  }

  async failed(orderId: number, error: string): Promise<void> {
    const row = this.db.prepare<[number], { attempts: number }>('SELECT attempts FROM payment_completions WHERE order_id = ?').get(orderId);
    if (!row) return;
    const attempts = row.attempts + 1;
    this.db
      .prepare('UPDATE payment_completions SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE order_id = ?')
      .run(attempts, error.slice(0, MAX_ERROR_LENGTH), new Date(this.now() + retryDelayMs(attempts)).toISOString(), orderId);
  }

  async done(orderId: number): Promise<void> {
    this.db.prepare('DELETE FROM payment_completions WHERE order_id = ?').run(orderId);
  }

  /** Every entry, for tests and the operator. */
  async all(): Promise<PendingCompletion[]> {
    return this.db
      .prepare<[], PendingCompletion>('SELECT order_id AS orderId, payment_id AS paymentId, attempts FROM payment_completions')
      .all();
  }
}
