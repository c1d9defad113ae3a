/** Contact messages and newsletter subscriptions in the storefront database (SQLite or PostgreSQL). */
import type { ContactMessage, NewsletterSubscription } from '../content/rules';
import { emailKey } from '../domain/email';
import type { ContentRepository, StoredContactMessage, StoredSubscription } from '../content/repository';
import type { StorefrontDatabase } from './schema';

export class ContentRecords implements ContentRepository {
  constructor(private readonly db: StorefrontDatabase) {}

  async saveContactMessage(message: ContactMessage, createdAt: Date): Promise<number> {
    const { id } = await this.db
      .insertInto('contact_messages')
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        language: message.language,
        created_at: createdAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async subscribe(subscription: NewsletterSubscription, createdAt: Date): Promise<{ alreadySubscribed: boolean }> {
    // One row per address whatever its case: a second sign-up changes nothing (the first consent stays).
    const { numInsertedOrUpdatedRows } = await this.db
      .insertInto('newsletter_subscriptions')
      .values({
        email: subscription.email,
        email_key: emailKey(subscription.email),
        language: subscription.language,
        source: subscription.source,
        created_at: createdAt.toISOString(),
      })
      .onConflict((conflict) => conflict.column('email_key').doNothing())
      .executeTakeFirst();
    return { alreadySubscribed: numInsertedOrUpdatedRows === 0n };
  }

  async contactMessages({ since = '', limit = 100 }: { since?: string; limit?: number } = {}): Promise<StoredContactMessage[]> {
    return this.db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'subject', 'message', 'language', 'created_at as createdAt'])
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async subscriptions(): Promise<StoredSubscription[]> {
    return this.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'language', 'source', 'created_at as createdAt'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async purgeMessagesBefore(cutoff: string): Promise<number> {
    const { numDeletedRows } = await this.db.deleteFrom('contact_messages').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(numDeletedRows);
  }

  async unsubscribe(email: string): Promise<boolean> {
    const { numDeletedRows } = await this.db
      .deleteFrom('newsletter_subscriptions')
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }

  async erase(email: string): Promise<{ messages: number; subscriptions: number }> {
    const key = emailKey(email);
    return this.db.transaction().execute(async (trx) => {
      // Addresses are ASCII (validated), so lower() matches emailKey() in both engines.
      const messages = await trx
        .deleteFrom('contact_messages')
        .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['email'])]), '=', key))
        .executeTakeFirst();
      const subscriptions = await trx.deleteFrom('newsletter_subscriptions').where('email_key', '=', key).executeTakeFirst();
      return { messages: Number(messages.numDeletedRows), subscriptions: Number(subscriptions.numDeletedRows) };
    });
  }
}
