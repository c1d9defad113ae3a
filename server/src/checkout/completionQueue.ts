/**
 * Approved payments whose order the store has not recorded as paid yet (it was down), or whose capture
 * or give-back was not answered: kept durably and retried with backoff until done, or given back when
 * the store has not recorded the order in time (see OrderPayments).
 */
export interface PendingCompletion {
  orderId: number;
  paymentId: string;
  attempts: number;
  /** When it was first queued (ISO 8601). */
  createdAt: string;
}

export interface PaymentCompletionQueue {
  add(orderId: number, paymentId: string, error: string): Promise<void>;
  /** Entries whose next attempt is due. */
  due(): Promise<PendingCompletion[]>;
  /** Another failed attempt: the next one later. */
  failed(orderId: number, error: string): Promise<void>;
  /** Done with the order's entry (only if it is `paymentId`'s, when given). */
  done(orderId: number, paymentId?: string): Promise<void>;
}
