/**
 * The offline test card's payment intents in the storefront's SQLite file (`test_card_intents`,
 * migration 4). Every change of state is one conditional UPDATE, so two processes confirming the same
 * intent cannot both move it: the second finds it no longer in the state it expected.
 */
import type { CardSummary, PaymentError, PaymentStatus } from '../payments/port';
import type { StorefrontDb } from './database';

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
}

/** A change of state: what the intent becomes (amount and currency stay). */
export interface TestCardIntentState {
  status: PaymentStatus;
  card: CardSummary | null;
  lastError: PaymentError | null;
}

interface Row {
  id: string;
  client_secret: string;
  status: PaymentStatus;
  amount_minor: number;
  currency: string;
  metadata: string;
  card_brand: string | null;
  card_last4: string | null;
  last_error: string | null;
  idempotency_key: string;
  request_fingerprint: string;
  created_at: string;
  updated_at: string;
}

const fromRow = (row: Row): TestCardIntentRecord => ({
  id: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amountMinor: row.amount_minor,
  currency: row.currency,
  metadata: JSON.parse(row.metadata) as Record<string, string>,
  card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  lastError: row.last_error ? (JSON.parse(row.last_error) as PaymentError) : null,
  idempotencyKey: row.idempotency_key,
  requestFingerprint: row.request_fingerprint,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class SqliteTestCardIntents {
  private readonly selectById;
  private readonly selectByKey;
  private readonly insertIntent;
  private readonly updateState;
  private readonly updateAmount;

  constructor(db: StorefrontDb) {
    this.selectById = db.prepare<[string], Row>('SELECT * FROM test_card_intents WHERE id = ?');
    this.selectByKey = db.prepare<[string], Row>('SELECT * FROM test_card_intents WHERE idempotency_key = ?');
    // A concurrent creation with the same key inserts nothing; both callers then read the one row.
    this.insertIntent = db.prepare<[string, string, string, number, string, string, string, string, string, string]>(
      `INSERT INTO test_card_intents
         (id, client_secret, status, amount_minor, currency, metadata, idempotency_key, request_fingerprint, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    this.updateState = db.prepare<[string, string | null, string | null, string | null, string, string, string]>(
      `UPDATE test_card_intents SET status = ?, card_brand = ?, card_last4 = ?, last_error = ?, updated_at = ?
       WHERE id = ? AND status IN (SELECT value FROM json_each(?))`,
    );
    this.updateAmount = db.prepare<[number, string, string, string, string, string]>(
      `UPDATE test_card_intents SET amount_minor = ?, currency = ?, status = ?, updated_at = ?
       WHERE id = ? AND status IN (SELECT value FROM json_each(?))`,
    );
  }

  byId(id: string): TestCardIntentRecord | null {
    const row = this.selectById.get(id);
    return row ? fromRow(row) : null;
  }

  byIdempotencyKey(key: string): TestCardIntentRecord | null {
    const row = this.selectByKey.get(key);
    return row ? fromRow(row) : null;
  }

  /** Creates the intent unless its idempotency key is taken; returns the row that holds the key. */
  create(intent: Omit<TestCardIntentRecord, 'card' | 'lastError' | 'updatedAt'>): TestCardIntentRecord {
    this.insertIntent.run(
      intent.id,
      intent.clientSecret,
      intent.status,
      intent.amountMinor,
      intent.currency,
      JSON.stringify(intent.metadata),
      intent.idempotencyKey,
      intent.requestFingerprint,
      intent.createdAt,
      intent.createdAt,
    );
    return this.byIdempotencyKey(intent.idempotencyKey)!;
  }

  /** Moves the intent to `state` if it is still in one of `from`; false when it was not. */
  changeState(id: string, from: readonly PaymentStatus[], state: TestCardIntentState, now: Date): boolean {
    const { changes } = this.updateState.run(
      state.status,
      state.card?.brand ?? null,
      state.card?.last4 ?? null,
      state.lastError ? JSON.stringify(state.lastError) : null,
      now.toISOString(),
      id,
      JSON.stringify(from),
    );
    return changes === 1;
  }

  /** Sets a new amount (and status) if the intent is still in one of `from`; false when it was not. */
  changeAmount(
    id: string,
    from: readonly PaymentStatus[],
    amountMinor: number,
    currency: string,
    status: PaymentStatus,
    now: Date,
  ): boolean {
    const { changes } = this.updateAmount.run(amountMinor, currency, status, now.toISOString(), id, JSON.stringify(from));
    return changes === 1;
  }
}
