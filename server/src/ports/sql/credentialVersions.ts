/** Credentials versions in the storefront database (`customer_credentials`, SQLite or PostgreSQL), beside the sessions. */
import type { CredentialVersions } from '../credentialVersions';
import type { StorefrontDatabase } from '../../storage/schema';

export class SqlCredentialVersions implements CredentialVersions {
  constructor(
    private readonly db: StorefrontDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  async current(customerId: number): Promise<number> {
    const row = await this.db.selectFrom('customer_credentials').select('version').where('customer_id', '=', customerId).executeTakeFirst();
    return row?.version ?? 0;
  }

  /** One upsert: two changes at once give two versions, never the same one. */
  async bump(customerId: number): Promise<number> {
    const { version } = await this.db
      .insertInto('customer_credentials')
      .values({ customer_id: customerId, version: 1, changed_at: new Date(this.now()).toISOString() })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((eb) => ({
          version: eb(eb.ref('customer_credentials.version'), '+', 1),
          changed_at: eb.ref('excluded.changed_at'),
        })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return version;
  }
}
