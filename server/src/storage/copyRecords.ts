/**
 * Copies the storefront's own records from one database to another: what a shop that ran on one machine
 * (the SQLite file in DATA_DIR) keeps when it moves to replicas sharing PostgreSQL (`npm run records:copy`,
 * server/src/cli/copyRecords.ts). Every table, in one transaction on the target; sessions already expired
 * are left behind. Running it again copies nothing twice: keyed rows are skipped when the target has
 * them (a newer run time or credentials version in the source wins), contact messages when the target
 * holds the same one (same instant, address, subject and text).
 */
import type { Transaction } from 'kysely';
import type { StorefrontDatabase, StorefrontTables } from './schema';

export type CopiedTable = keyof StorefrontTables;

/** Per table: rows read from the source, rows written to the target. */
export type CopyReport = Record<CopiedTable, { read: number; written: number }>;

/** Rows written per INSERT (well under PostgreSQL's 65,535 parameters for the widest table). */
const BATCH = 200;

type Target = Transaction<StorefrontTables>;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH) out.push(rows.slice(start, start + BATCH));
  return out;
}

/** Inserts `rows` batch after batch; answers the rows written (a skipped conflict writes none). */
async function written<T>(rows: readonly T[], insert: (batch: T[]) => Promise<{ numInsertedOrUpdatedRows?: bigint }[]>): Promise<number> {
  let total = 0;
  for (const batch of batches(rows)) for (const result of await insert(batch)) total += Number(result.numInsertedOrUpdatedRows ?? 0n);
  return total;
}

const messageKey = (row: { created_at: string; email: string; subject: string; message: string }) =>
  JSON.stringify([row.created_at, row.email, row.subject, row.message]);

async function copyContactMessages(source: StorefrontDatabase, target: Target) {
  const rows = await source
    .selectFrom('contact_messages')
    .select(['name', 'email', 'subject', 'message', 'language', 'created_at'])
    .orderBy('id')
    .execute();
  const present = new Set(
    (await target.selectFrom('contact_messages').select(['created_at', 'email', 'subject', 'message']).execute()).map(messageKey),
  );
  // Ids are the target's own: its sequence numbers them after what it holds.
  const missing = rows.filter((row) => !present.has(messageKey(row)));
  const count = await written(missing, (batch) => target.insertInto('contact_messages').values(batch).execute());
  return { read: rows.length, written: count };
}

/** The tables whose rows are kept as the target has them when it holds their key already. */
type SkippedWhenPresent =
  | 'newsletter_subscriptions'
  | 'sessions'
  | 'test_card_intents'
  | 'payment_completions'
  | 'payment_reviews'
  | 'outbox'
  | 'password_resets'
  | 'store_translations'
  | 'back_in_stock_alerts'
  | 'invoice_numbers';

/** Copies `rows` into `table`, skipping every row whose key (or unique address, idempotency key) the target holds. */
async function copySkippingPresent(target: Target, table: SkippedWhenPresent, rows: readonly object[], read = rows.length) {
  const count = await written(rows, (batch) =>
    target
      .insertInto(table)
      .values(batch as never)
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
  return { read, written: count };
}

async function copyScheduledRuns(source: StorefrontDatabase, target: Target) {
  const rows = await source.selectFrom('scheduled_runs').selectAll().execute();
  const count = await written(rows, (batch) =>
    target
      .insertInto('scheduled_runs')
      .values(batch)
      .onConflict((conflict) =>
        conflict
          .column('job')
          .doUpdateSet({ last_run_at: (eb) => eb.ref('excluded.last_run_at') })
          .where('scheduled_runs.last_run_at', '<', (eb) => eb.ref('excluded.last_run_at')),
      )
      .execute(),
  );
  return { read: rows.length, written: count };
}

async function copyCredentials(source: StorefrontDatabase, target: Target) {
  const rows = await source.selectFrom('customer_credentials').selectAll().execute();
  const count = await written(rows, (batch) =>
    target
      .insertInto('customer_credentials')
      .values(batch)
      .onConflict((conflict) =>
        conflict
          .column('customer_id')
          .doUpdateSet({ version: (eb) => eb.ref('excluded.version'), changed_at: (eb) => eb.ref('excluded.changed_at') })
          .where('customer_credentials.version', '<', (eb) => eb.ref('excluded.version')),
      )
      .execute(),
  );
  return { read: rows.length, written: count };
}

type OutboxRow = Omit<StorefrontTables['outbox'], 'id' | 'attempts' | 'last_error'> & { attempts: number; last_error: string };

/** Mails not in the target yet (same instant, recipient and subject), numbered by the target. */
async function copyOutbox(target: Target, rows: readonly OutboxRow[]) {
  const key = (row: { created_at: string; recipient: string; subject: string }) =>
    JSON.stringify([row.created_at, row.recipient, row.subject]);
  const present = new Set((await target.selectFrom('outbox').select(['created_at', 'recipient', 'subject']).execute()).map(key));
  const missing = rows.filter((row) => !present.has(key(row)));
  const count = await written(missing, (batch) => target.insertInto('outbox').values(batch).execute());
  return { read: rows.length, written: count };
}

/** Copies every table of `source` into `target` (both migrated), in one transaction on the target. */
export async function copyRecords(source: StorefrontDatabase, target: StorefrontDatabase, now = new Date()): Promise<CopyReport> {
  const [newsletter, sessions, intents, completions, reviews, translations] = await Promise.all([
    source
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'email_key', 'language', 'source', 'created_at'])
      .orderBy('id')
      .execute(),
    source.selectFrom('sessions').selectAll().execute(),
    source.selectFrom('test_card_intents').selectAll().execute(),
    // A paid order the store has not recorded yet: its retries go on from the target.
    source.selectFrom('payment_completions').selectAll().execute(),
    // Ids are the target's own; a payment is reviewed once (its id is unique).
    source
      .selectFrom('payment_reviews')
      .select([
        'payment_id',
        'provider',
        'order_id',
        'order_number',
        'action',
        'reason',
        'amount_minor',
        'currency',
        'order_cancelled',
        'detail',
        'created_at',
      ])
      .orderBy('id')
      .execute(),
    // The owner's translations of the store's words: the target's own, when it has one, are kept.
    source.selectFrom('store_translations').selectAll().execute(),
  ]);
  const live = sessions.filter((session) => Number(session.expires_at) > now.getTime());
  const [mails, resets, alerts, invoices] = await Promise.all([
    // Mails kept or still to send: the target numbers them after its own (a second run finds them by instant and subject).
    source
      .selectFrom('outbox')
      .select([
        'kind',
        'recipient',
        'subject',
        'html',
        'text',
        'language',
        'state',
        'attempts',
        'last_error',
        'next_attempt_at',
        'created_at',
        'sent_at',
      ])
      .orderBy('id')
      .execute(),
    // Reset links still valid: their mails may be opened after the move.
    source.selectFrom('password_resets').selectAll().where('expires_at', '>', now.toISOString()).execute(),
    // Back-in-stock waits (pending or confirmed; one being sent stays behind): the target numbers them, a
    // wait the target holds (same address and target, or same token) is skipped.
    source
      .selectFrom('back_in_stock_alerts')
      .select([
        'product_id',
        'variation_id',
        'product_name',
        'email',
        'email_key',
        'language',
        'state',
        'token_hash',
        'created_at',
        'confirmed_at',
      ])
      .where('state', 'in', ['pending', 'confirmed'])
      .orderBy('id')
      .execute(),
    // Invoice numbers issued: an order keeps its number after the move (the target's own wins).
    source.selectFrom('invoice_numbers').selectAll().orderBy('year').orderBy('sequence').execute(),
  ]);
  return target.transaction().execute(async (trx) => ({
    contact_messages: await copyContactMessages(source, trx),
    newsletter_subscriptions: await copySkippingPresent(trx, 'newsletter_subscriptions', newsletter),
    sessions: await copySkippingPresent(trx, 'sessions', live, sessions.length),
    scheduled_runs: await copyScheduledRuns(source, trx),
    test_card_intents: await copySkippingPresent(trx, 'test_card_intents', intents),
    payment_completions: await copySkippingPresent(trx, 'payment_completions', completions),
    payment_reviews: await copySkippingPresent(trx, 'payment_reviews', reviews),
    customer_credentials: await copyCredentials(source, trx),
    outbox: await copyOutbox(trx, mails),
    password_resets: await copySkippingPresent(trx, 'password_resets', resets),
    store_translations: await copySkippingPresent(trx, 'store_translations', translations),
    back_in_stock_alerts: await copySkippingPresent(trx, 'back_in_stock_alerts', alerts),
    invoice_numbers: await copySkippingPresent(trx, 'invoice_numbers', invoices),
  }));
}
