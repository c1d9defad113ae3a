/**
 * Where the offline test card keeps its payment intents: the port the provider needs, implemented in the
 * storefront database by storage/testCardIntents.ts (the composition root hands it over). Every change
 * of state is conditional, so two processes confirming the same intent cannot both move it.
 */
import type { CardSummary, PaymentError, PaymentStatus } from '../port';

export interface TestCardIntentRecord {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  metadata: Record<string, string>;
  card: CardSummary | null;
  lastError: PaymentError | null;
  idempotencyKey: string;
  requestFingerprint: string;
  createdAt: string;
  updatedAt: string;
  /** Minor units given back after the capture. */
  amountRefundedMinor: number;
}

/** A change of state: what the intent becomes (amount and currency stay). */
export interface TestCardIntentState {
  status: PaymentStatus;
  card: CardSummary | null;
  lastError: PaymentError | null;
}

/** The test card's intents, kept where every replica sees them. */
export interface TestCardIntentStore {
  byId(id: string): Promise<TestCardIntentRecord | null>;
  byIdempotencyKey(key: string): Promise<TestCardIntentRecord | null>;
  /** Creates the intent unless its idempotency key is taken; returns the record that holds the key. */
  create(intent: Omit<TestCardIntentRecord, 'card' | 'lastError' | 'updatedAt' | 'amountRefundedMinor'>): Promise<TestCardIntentRecord>;
  /** Moves the intent to `state` if it is still in one of `from`; false when it was not. */
  changeState(id: string, from: readonly PaymentStatus[], state: TestCardIntentState, now: Date): Promise<boolean>;
  /** Records the whole amount of a captured intent as given back; false when it was not captured or is refunded already. */
  refund(id: string, now: Date): Promise<boolean>;
  /** Sets a new amount (and status) if the intent is still in one of `from`; false when it was not. */
  changeAmount(
    id: string,
    from: readonly PaymentStatus[],
    amountMinor: number,
    currency: string,
    status: PaymentStatus,
    now: Date,
  ): Promise<boolean>;
}
