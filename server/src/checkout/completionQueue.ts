/**
 * Payments taken whose order the store has not recorded as paid yet (it refused or was down): kept
 * durably and retried with backoff until the store records them.
 */
export interface PendingCompletion {
  orderId: number;
  paymentId: string;
  attempts: number;
}

export interface PaymentCompletionQueue {
  add(orderId: number, paymentId: string, error: string): Promise<void>;
  /** Entries whose next attempt is due. */
  due(): Promise<PendingCompletion[]>;
  /** Another failed attempt: the next one later. */
  failed(orderId: number, error: string): Promise<void>;
  done(orderId: number): Promise<void>;
}
