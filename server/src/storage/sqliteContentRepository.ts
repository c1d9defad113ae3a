/** The content repository over the storefront's SQLite file (better-sqlite3: synchronous calls, answered as promises). */
import { emailKey, type ContactMessage, type NewsletterSubscription } from '../content/rules';
import type { ContentRepository, StoredContactMessage, StoredSubscription } from '../content/repository';
import type { StorefrontDb } from './database';

export class SqliteContentRepository implements ContentRepository {
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

  async saveContactMessage(message: ContactMessage, createdAt: Date): Promise<number> {
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

  async subscribe(subscription: NewsletterSubscription, createdAt: Date): Promise<{ alreadySubscribed: boolean }> {
    const { changes } = this.insertSubscription.run(
      subscription.email,
      emailKey(subscription.email),
      subscription.language,
      subscription.source,
      createdAt.toISOString(),
    );
    return { alreadySubscribed: changes === 0 };
  }

  async contactMessages({ since = '', limit = 100 }: { since?: string; limit?: number } = {}): Promise<StoredContactMessage[]> {
    return this.selectMessages.all(since, limit);
  }

  async subscriptions(): Promise<StoredSubscription[]> {
    return this.selectSubscriptions.all();
  }

  async purgeMessagesBefore(cutoff: string): Promise<number> {
    return this.deleteMessagesBefore.run(cutoff).changes;
  }

  async unsubscribe(email: string): Promise<boolean> {
    return this.deleteSubscription.run(emailKey(email)).changes > 0;
  }

  async erase(email: string): Promise<{ messages: number; subscriptions: number }> {
    const key = emailKey(email);
    return this.db.transaction(() => ({
      messages: this.deleteMessagesFrom.run(key).changes,
      subscriptions: this.deleteSubscription.run(key).changes,
    }))();
  }
}
