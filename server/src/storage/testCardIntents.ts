/**
 * The offline test card's payment intents in the storefront database (`test_card_intents`), SQLite or
 * PostgreSQL. Every change of state is one conditional UPDATE, so two processes confirming the same
 * intent cannot both move it: the second finds it no longer in the state it expected.
 */
import type { Selectable } from 'kysely';
import type { PaymentError, PaymentStatus } from '../payments/port';
import type { TestCardIntentRecord, TestCardIntentState, TestCardIntentStore } from '../payments/testCard/intentStore';
import type { StorefrontDatabase, TestCardIntentsTable } from './schema';

export type { TestCardIntentRecord, TestCardIntentState };

const fromRow = (row: Selectable<TestCardIntentsTable>): TestCardIntentRecord => ({
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
  amountRefundedMinor: row.amount_refunded_minor,
});

export class TestCardIntents implements TestCardIntentStore {
  constructor(private readonly db: StorefrontDatabase) {}

  async byId(id: string): Promise<TestCardIntentRecord | null> {
    const row = await this.db.selectFrom('test_card_intents').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  async byIdempotencyKey(key: string): Promise<TestCardIntentRecord | null> {
    const row = await this.db.selectFrom('test_card_intents').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  /**
   * Creates the intent unless its idempotency key is taken; returns the row that holds the key. A
   * concurrent creation with the same key inserts nothing (PostgreSQL makes it wait for the first to
   * commit), and both callers then read the one row.
   */
  async create(
    intent: Omit<TestCardIntentRecord, 'card' | 'lastError' | 'updatedAt' | 'amountRefundedMinor'>,
  ): Promise<TestCardIntentRecord> {
    await this.db
      .insertInto('test_card_intents')
      .values({
        id: intent.id,
        client_secret: intent.clientSecret,
        status: intent.status,
        amount_minor: intent.amountMinor,
        currency: intent.currency,
        metadata: JSON.stringify(intent.metadata),
        idempotency_key: intent.idempotencyKey,
        request_fingerprint: intent.requestFingerprint,
        created_at: intent.createdAt,
        updated_at: intent.createdAt,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    const record = await this.byIdempotencyKey(intent.idempotencyKey);
    if (!record) throw new Error(`test card intent of idempotency key ${intent.idempotencyKey} vanished`);
    return record;
  }

  /** Moves the intent to `state` if it is still in one of `from`; false when it was not. */
  async changeState(id: string, from: readonly PaymentStatus[], state: TestCardIntentState, now: Date): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('test_card_intents')
      .set({
        status: state.status,
        card_brand: state.card?.brand ?? null,
        card_last4: state.card?.last4 ?? null,
        last_error: state.lastError ? JSON.stringify(state.lastError) : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  /** Records the whole amount of a captured intent as given back; false when it was not captured or is refunded already. */
  async refund(id: string, now: Date): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('test_card_intents')
      .set((eb) => ({ amount_refunded_minor: eb.ref('amount_minor'), updated_at: now.toISOString() }))
      .where('id', '=', id)
      .where('status', '=', 'succeeded')
      .where('amount_refunded_minor', '=', 0)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  /** Sets a new amount (and status) if the intent is still in one of `from`; false when it was not. */
  async changeAmount(
    id: string,
    from: readonly PaymentStatus[],
    amountMinor: number,
    currency: string,
    status: PaymentStatus,
    now: Date,
  ): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('test_card_intents')
      .set({ amount_minor: amountMinor, currency, status, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }
}
