/**
 * The storefront database's tables in SQLite, as ordered migrations (run by server/sqlite/migrate.ts).
 * PostgreSQL gets the same tables from `postgresMigrations.ts`; `schema.ts` types them for both.
 */
import type Database from 'better-sqlite3';
import { applyMigrations, latestVersion, type Migration } from '../../sqlite/migrate';

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'contact messages and newsletter subscriptions',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX contact_messages_created_at ON contact_messages(created_at);

      CREATE TABLE newsletter_subscriptions (
        id INTEGER PRIMARY KEY,
        -- The address as the shopper typed it (trimmed) and its lower-case key: one row per address,
        -- whatever its case.
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        source TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    description: 'server-side sessions (express-session store of a single host)',
    sql: `
      CREATE TABLE sessions (
        sid TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        -- Milliseconds since the epoch; expired rows are pruned.
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_expires_at ON sessions(expires_at);
    `,
  },
  {
    version: 3,
    description: 'run records of periodic jobs (one run per deployment, not per process)',
    sql: `
      CREATE TABLE scheduled_runs (
        job TEXT PRIMARY KEY,
        -- ISO 8601 (UTC) instant of the last claimed run.
        last_run_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    description: "the offline test card's payment intents (Stripe's test mode emulated; no card number, CVC or expiry)",
    sql: `
      CREATE TABLE test_card_intents (
        -- pi_test_..., and the secret the browser confirms with: pi_test_..._secret_...
        id TEXT PRIMARY KEY,
        client_secret TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
        -- Stripe's minor units (cents; whole units in a zero-decimal currency) and the ISO code, upper case.
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        -- JSON object of strings: orderId, orderKey, orderNumber.
        metadata TEXT NOT NULL,
        -- The card of the last attempt: its brand and last 4 digits only.
        card_brand TEXT,
        card_last4 TEXT,
        -- JSON { code, declineCode, message } of the last failed attempt, or NULL.
        last_error TEXT,
        -- The creation's idempotency key, and a hash of what it asked for (a key reused with other contents is refused).
        idempotency_key TEXT NOT NULL UNIQUE,
        request_fingerprint TEXT NOT NULL,
        -- ISO 8601 (UTC).
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 5,
    description: 'payments taken whose order the store has not recorded as paid yet (retried)',
    sql: `
      CREATE TABLE payment_completions (
        order_id INTEGER PRIMARY KEY,
        payment_id TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 1,
        last_error TEXT NOT NULL DEFAULT '',
        -- ISO 8601 (UTC): the next attempt is due then.
        next_attempt_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX payment_completions_next ON payment_completions(next_attempt_at);
    `,
  },
  {
    version: 6,
    description: 'credentials version per customer: a password change ends the sessions signed in under an older one',
    sql: `
      CREATE TABLE customer_credentials (
        customer_id INTEGER PRIMARY KEY,
        version INTEGER NOT NULL,
        -- ISO 8601 (UTC) of the last password change.
        changed_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 7,
    description:
      'manual capture: test card intents may be authorised (requires_capture) and refunded; payments given back, for the owner to review',
    sql: `
      CREATE TABLE test_card_intents_v7 (
        id TEXT PRIMARY KEY,
        client_secret TEXT NOT NULL,
        status TEXT NOT NULL CHECK (
          status IN ('requires_payment_method', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')
        ),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        currency TEXT NOT NULL,
        metadata TEXT NOT NULL,
        card_brand TEXT,
        card_last4 TEXT,
        last_error TEXT,
        idempotency_key TEXT NOT NULL UNIQUE,
        request_fingerprint TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        -- Minor units given back after the capture (0, or the whole amount).
        amount_refunded_minor INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO test_card_intents_v7 (id, client_secret, status, amount_minor, currency, metadata, card_brand, card_last4,
        last_error, idempotency_key, request_fingerprint, created_at, updated_at)
        SELECT id, client_secret, status, amount_minor, currency, metadata, card_brand, card_last4,
          last_error, idempotency_key, request_fingerprint, created_at, updated_at FROM test_card_intents;
      DROP TABLE test_card_intents;
      ALTER TABLE test_card_intents_v7 RENAME TO test_card_intents;

      -- Payments given back instead of kept (an order the store could not record, or no longer payable):
      -- one row per payment, listed to the owner by npm run payments:review.
      CREATE TABLE payment_reviews (
        id INTEGER PRIMARY KEY,
        payment_id TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL CHECK (provider IN ('stripe', 'test_card')),
        order_id INTEGER NOT NULL,
        order_number TEXT NOT NULL,
        -- voided: an authorisation released, no money taken; refunded: money taken, then given back;
        -- none: nothing to give back (the payment had not been approved).
        action TEXT NOT NULL CHECK (action IN ('voided', 'refunded', 'none')),
        reason TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL,
        -- Whether the order was cancelled in the store.
        order_cancelled INTEGER NOT NULL CHECK (order_cancelled IN (0, 1)),
        detail TEXT NOT NULL DEFAULT '',
        -- ISO 8601 (UTC).
        created_at TEXT NOT NULL
      );
      CREATE INDEX payment_reviews_created_at ON payment_reviews(created_at);
    `,
  },
  {
    version: 8,
    description: 'mail: the outbox (kept for the developer without SMTP_URL, else queued and sent once); password reset links',
    sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        -- password_reset, order_processing, order_new...
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        html TEXT NOT NULL,
        text TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        -- kept: no SMTP server configured, kept for the developer; queued: to send; sent; failed: given up.
        state TEXT NOT NULL CHECK (state IN ('kept', 'queued', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT NOT NULL DEFAULT '',
        -- ISO 8601 (UTC): when a queued mail is next tried (a claim pushes it back).
        next_attempt_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox(state, next_attempt_at);
      CREATE INDEX outbox_created_at ON outbox(created_at);

      -- One live reset link per customer (a newer request replaces it); the token kept only as its SHA-256.
      CREATE TABLE password_resets (
        customer_id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 9,
    description: "translations of the store's own words (shipping, gateways, attributes, terms, categories), keyed by the store's ids",
    sql: `
      CREATE TABLE store_translations (
        -- zone, shipping_method, shipping_method_description, gateway, attribute, term, category
        kind TEXT NOT NULL,
        -- The store's key of the word: a zone, method instance, category or gateway id, an attribute's
        -- taxonomy (pa_color), a term's taxonomy and slug (pa_color:black).
        store_id TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        text TEXT NOT NULL,
        -- The store's word when the translation was set (tells the owner it changed since).
        store_text TEXT NOT NULL DEFAULT '',
        -- ISO 8601 (UTC).
        updated_at TEXT NOT NULL,
        PRIMARY KEY (kind, store_id, language)
      );
    `,
  },
  {
    version: 10,
    description: 'back-in-stock alerts: one wait per address and product or variation, confirmed by a mailed link',
    sql: `
      CREATE TABLE back_in_stock_alerts (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL,
        -- 0 for a simple product.
        variation_id INTEGER NOT NULL DEFAULT 0,
        -- The product's name when asked (the owner's report reads it without the store).
        product_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL,
        -- Trimmed and lower-cased: one wait per address and target.
        email_key TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        -- pending (link mailed), confirmed (waiting), notified (claimed: its alert is being written).
        state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'notified')),
        -- The links' token, kept only as its SHA-256.
        token_hash TEXT NOT NULL UNIQUE,
        -- ISO 8601 (UTC).
        created_at TEXT NOT NULL,
        confirmed_at TEXT,
        UNIQUE (email_key, product_id, variation_id)
      );
      CREATE INDEX back_in_stock_alerts_waiting ON back_in_stock_alerts(state, product_id, variation_id);
      CREATE INDEX back_in_stock_alerts_created_at ON back_in_stock_alerts(created_at);
    `,
  },
  {
    version: 11,
    description: 'invoice numbers: one per paid order, in a yearly series without a gap (server/src/invoices/)',
    sql: `
      CREATE TABLE invoice_numbers (
        -- The store's order id: one invoice per order, its number kept for good.
        order_id INTEGER PRIMARY KEY,
        -- The store's order number, printed beside the invoice's (the bookkeeper's cross-reference).
        order_number TEXT NOT NULL,
        -- The series (the year of issue in Paris) and the count within it: F-2026-000123.
        year INTEGER NOT NULL,
        sequence INTEGER NOT NULL CHECK (sequence >= 1),
        -- ISO 8601 (UTC): when the invoice was issued (its date).
        issued_at TEXT NOT NULL,
        UNIQUE (year, sequence)
      );
    `,
  },
];

export const STOREFRONT_SCHEMA_VERSION = latestVersion(MIGRATIONS);

/** Brings the file up to the latest version; returns the versions applied by this call. */
export function migrate(db: Database.Database): number[] {
  return applyMigrations(db, MIGRATIONS);
}
