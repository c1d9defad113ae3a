/** Where contact messages and newsletter subscriptions are kept: the storefront's SQLite database. */
import type { StorefrontDb } from '../storage/database';
import { emailKey, type ContactMessage, type NewsletterSubscription } from './rules';

/** A kept contact message, as the shop owner reads it. */
export interface StoredContactMessage extends ContactMessage {
  id: number;
  createdAt: string;
}

/** A kept newsletter subscription, as the shop owner exports it. */
export interface StoredSubscription extends NewsletterSubscription {
  createdAt: string;
}

export class ContentRepository {
  private readonly insertMessage;
  private readonly insertSubscription;
  private readonly selectMessages;
  private readonly selectSubscriptions;
  private readonly deleteMessagesBefore;
  private readonly deleteMessagesFrom;
  private readonly deleteSubscription;

  constructor(private readonly db: StorefrontDb) {
    this.insertMessage = db.prepare<[string, string, string, string, string, string]>(
      'INSERT INTO contact_messages (name, email, subject, message, language, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    // One row per address whatever its case: a second sign-up changes nothing (the first consent stays).
    this.insertSubscription = db.prepare<[string, string, string, string | null, string]>(
      `INSERT INTO newsletter_subscriptions (email, email_key, language, source, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (email_key) DO NOTHING`,
    );
    this.selectMessages = db.prepare<[string, number], StoredContactMessage>(
      `SELECT id, name, email, subject, message, language, created_at AS createdAt FROM contact_messages
       WHERE created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    );
    this.selectSubscriptions = db.prepare<[], StoredSubscription>(
      'SELECT email, language, source, created_at AS createdAt FROM newsletter_subscriptions ORDER BY created_at, id',
    );
    this.deleteMessagesBefore = db.prepare<[string]>('DELETE FROM contact_messages WHERE created_at < ?');
    // Addresses are ASCII (validated), so SQLite's ASCII lower() matches emailKey().
    this.deleteMessagesFrom = db.prepare<[string]>('DELETE FROM contact_messages WHERE lower(trim(email)) = ?');
    this.deleteSubscription = db.prepare<[string]>('DELETE FROM newsletter_subscriptions WHERE email_key = ?');
  }

  /** Stores a validated message; throws when the database cannot (the caller must not answer ok). */
  saveContactMessage(message: ContactMessage, createdAt: Date): number {
    const { lastInsertRowid } = this.insertMessage.run(
      message.name,
      message.email,
      message.subject,
      message.message,
      message.language,
      createdAt.toISOString(),
    );
    return Number(lastInsertRowid);
  }

  /** Stores a validated subscription unless the address is already subscribed (in any case). */
  subscribe(subscription: NewsletterSubscription, createdAt: Date): { alreadySubscribed: boolean } {
    const { changes } = this.insertSubscription.run(
      subscription.email,
      emailKey(subscription.email),
      subscription.language,
      subscription.source,
      createdAt.toISOString(),
    );
    return { alreadySubscribed: changes === 0 };
  }

  /** Messages received since a date (ISO 8601), newest first. */
  contactMessages({ since = '', limit = 100 }: { since?: string; limit?: number } = {}): StoredContactMessage[] {
    return this.selectMessages.all(since, limit);
  }

  /** Every subscription, oldest first. */
  subscriptions(): StoredSubscription[] {
    return this.selectSubscriptions.all();
  }

  /** Deletes the messages received before a date (ISO 8601); returns how many. */
  purgeMessagesBefore(cutoff: string): number {
    return this.deleteMessagesBefore.run(cutoff).changes;
  }

  /** Removes an address from the newsletter (any letter case); returns whether it was subscribed. */
  unsubscribe(email: string): boolean {
    return this.deleteSubscription.run(emailKey(email)).changes > 0;
  }

  /** Right to erasure: every message from the address and its subscription, in one transaction. */
  erase(email: string): { messages: number; subscriptions: number } {
    const key = emailKey(email);
    return this.db.transaction(() => ({
      messages: this.deleteMessagesFrom.run(key).changes,
      subscriptions: this.deleteSubscription.run(key).changes,
    }))();
  }
}
