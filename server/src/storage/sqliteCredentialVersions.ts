/** Credentials versions in the storefront's SQLite file (`customer_credentials`), beside the sessions. */
import type { CredentialVersions } from '../ports/credentialVersions';
import type { StorefrontDb } from './database';

export class SqliteCredentialVersions implements CredentialVersions {
  constructor(
    private readonly db: StorefrontDb,
    private readonly now: () => number = Date.now,
  ) {}

  async current(customerId: number): Promise<number> {
    const row = this.db
      .prepare<[number], { version: number }>('SELECT version FROM customer_credentials WHERE customer_id = ?')
      .get(customerId);
    return row?.version ?? 0;
  }

  async bump(customerId: number): Promise<number> {
    const row = this.db
      .prepare<[number, string], { version: number }>(
        `INSERT INTO customer_credentials (customer_id, version, changed_at) VALUES (?, 1, ?)
         ON CONFLICT (customer_id) DO UPDATE SET version = version + 1, changed_at = excluded.changed_at
         RETURNING version`,
      )
      .get(customerId, new Date(this.now()).toISOString());
    return row!.version;
  }
}
