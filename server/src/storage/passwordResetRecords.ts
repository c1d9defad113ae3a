/**
 * Password reset links in the storefront database (`password_resets`), SQLite or PostgreSQL: one live
 * link per customer, kept as its token's hash. Using a link deletes it in one statement, so it works once
 * even when two requests bring it at the same moment.
 */
import type { StorefrontDatabase } from './schema';

export interface KeptResetLink {
  customerId: number;
  expiresAt: string;
}

export class PasswordResetRecords {
  constructor(private readonly db: StorefrontDatabase) {}

  /** The customer's new link; their previous one (if any) stops working. */
  async replace(customerId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({ customer_id: customerId, token_hash: tokenHash, expires_at: expiresAt.toISOString(), created_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((eb) => ({
          token_hash: eb.ref('excluded.token_hash'),
          expires_at: eb.ref('excluded.expires_at'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  }

  async find(tokenHash: string): Promise<KeptResetLink | undefined> {
    return this.db
      .selectFrom('password_resets')
      .select(['customer_id as customerId', 'expires_at as expiresAt'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Deletes the link and answers it, or undefined when another request used it first. */
  async take(tokenHash: string): Promise<KeptResetLink | undefined> {
    return this.db
      .deleteFrom('password_resets')
      .where('token_hash', '=', tokenHash)
      .returning(['customer_id as customerId', 'expires_at as expiresAt'])
      .executeTakeFirst();
  }

  /** Forgets the customer's link (after a password change by other means, or an expired link seen). */
  async forget(customerId: number): Promise<void> {
    await this.db.deleteFrom('password_resets').where('customer_id', '=', customerId).execute();
  }

  /** Forgets every link expired before `now`. */
  async purgeExpired(now: Date): Promise<void> {
    await this.db.deleteFrom('password_resets').where('expires_at', '<=', now.toISOString()).execute();
  }
}
