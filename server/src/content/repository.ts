/** Where contact messages and newsletter subscriptions are kept: the storefront's SQLite database. */
import type { StorefrontDb } from '../storage/database';
import { emailKey, type ContactMessage, type NewsletterSubscription } from './rules';

export class ContentRepository {
  private readonly insertMessage;
  private readonly insertSubscription;

  constructor(db: StorefrontDb) {
    this.insertMessage = db.prepare<[string, string, string, string, string, string]>(
      'INSERT INTO contact_messages (name, email, subject, message, language, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    // One row per address whatever its case: a second sign-up changes nothing (the first consent stays).
    this.insertSubscription = db.prepare<[string, string, string, string | null, string]>(
      `INSERT INTO newsletter_subscriptions (email, email_key, language, source, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (email_key) DO NOTHING`,
    );
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
}
