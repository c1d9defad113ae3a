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
];

export const STOREFRONT_SCHEMA_VERSION = latestVersion(MIGRATIONS);

/** Brings the file up to the latest version; returns the versions applied by this call. */
export function migrate(db: Database.Database): number[] {
  return applyMigrations(db, MIGRATIONS);
}
