/**
 * The storefront database's tables as Kysely sees them: one set of types for both engines (SQLite's
 * `sqliteMigrations.ts`, PostgreSQL's `postgresMigrations.ts` create the same tables and columns).
 * Instants are ISO 8601 text in UTC in both, so text order is time order and one query serves both.
 */
import type { Generated, Kysely } from 'kysely';
import type { PaymentStatus } from '../payments/port';

type Language = 'FR' | 'EN';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  /** As the shopper typed it (trimmed); `email_key` is its lower-case key, unique. */
  email: string;
  email_key: string;
  language: Language;
  source: string | null;
  created_at: string;
}

export interface SessionsTable {
  sid: string;
  /** The session as JSON. */
  data: string;
  /** Milliseconds since the epoch (written and compared only: PostgreSQL reads a bigint back as text). */
  expires_at: number;
}

export interface ScheduledRunsTable {
  job: string;
  last_run_at: string;
}

export interface TestCardIntentsTable {
  id: string;
  client_secret: string;
  status: PaymentStatus;
  amount_minor: number;
  currency: string;
  /** JSON object of strings. */
  metadata: string;
  card_brand: string | null;
  card_last4: string | null;
  /** JSON { code, declineCode, message }, or null. */
  last_error: string | null;
  idempotency_key: string;
  request_fingerprint: string;
  created_at: string;
  updated_at: string;
  amount_refunded_minor: Generated<number>;
}

export interface PaymentReviewsTable {
  id: Generated<number>;
  payment_id: string;
  provider: 'stripe' | 'test_card';
  order_id: number;
  order_number: string;
  action: 'voided' | 'refunded' | 'none';
  reason: string;
  amount_minor: number;
  currency: string;
  order_cancelled: number;
  detail: Generated<string>;
  created_at: string;
}

export interface PaymentCompletionsTable {
  order_id: number;
  payment_id: string;
  attempts: Generated<number>;
  last_error: Generated<string>;
  next_attempt_at: string;
  created_at: string;
}

export interface CustomerCredentialsTable {
  customer_id: number;
  version: number;
  changed_at: string;
}

/** A mail: kept for the developer (no SMTP_URL), queued to send, sent or given up (mail/mailer.ts). */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
  state: 'kept' | 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: Generated<string>;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

/** A customer's live password reset link: the token's SHA-256 only, never the token. */
export interface PasswordResetsTable {
  customer_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** A translation of one of the store's own words (`server/src/translations/`). */
export interface StoreTranslationsTable {
  kind: string;
  store_id: string;
  language: Language;
  text: string;
  store_text: Generated<string>;
  updated_at: string;
}

/** A shopper's wait for a sold-out product or variation (`server/src/backInStock/`): the links' token as its SHA-256 only. */
export interface BackInStockAlertsTable {
  id: Generated<number>;
  product_id: number;
  /** 0 for a simple product. */
  variation_id: Generated<number>;
  product_name: Generated<string>;
  email: string;
  email_key: string;
  language: Language;
  state: 'pending' | 'confirmed' | 'notified';
  token_hash: string;
  created_at: string;
  confirmed_at: string | null;
}

/** An invoice's number (`server/src/invoices/`): one per order, a yearly series without a gap. */
export interface InvoiceNumbersTable {
  order_id: number;
  order_number: string;
  year: number;
  sequence: number;
  issued_at: string;
}

export interface StorefrontTables {
  contact_messages: ContactMessagesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  sessions: SessionsTable;
  scheduled_runs: ScheduledRunsTable;
  test_card_intents: TestCardIntentsTable;
  payment_completions: PaymentCompletionsTable;
  payment_reviews: PaymentReviewsTable;
  customer_credentials: CustomerCredentialsTable;
  store_translations: StoreTranslationsTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  back_in_stock_alerts: BackInStockAlertsTable;
  invoice_numbers: InvoiceNumbersTable;
}

/** The storefront database, over SQLite or PostgreSQL. */
export type StorefrontDatabase = Kysely<StorefrontTables>;
