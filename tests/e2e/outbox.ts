/**
 * The mails the e2e server kept (no SMTP_URL: its outbox), read as `npm run outbox` reads them, from the
 * storefront database in the e2e data folder; and a reset link made to expire (its hour moved back).
 */
import Database from 'better-sqlite3';
import type { OutboxEntry } from '../../server/src/mail/message';
import { sqliteStorefrontDatabase, storefrontDatabaseFile } from '../../server/src/storage/database';
import { OutboxRecords } from '../../server/src/storage/outboxRecords';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

export async function mailsTo(email: string): Promise<OutboxEntry[]> {
  const db = sqliteStorefrontDatabase(new Database(storefrontDatabaseFile(dataDir()), { readonly: true, fileMustExist: true }));
  try {
    return await new OutboxRecords(db).list({ to: email });
  } finally {
    await db.destroy();
  }
}

/** Every live reset link expires now (as an hour later would find it). */
export function expireResetLinks(): void {
  const sqlite = new Database(storefrontDatabaseFile(dataDir()), { fileMustExist: true });
  try {
    sqlite.prepare('UPDATE password_resets SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
  } finally {
    sqlite.close();
  }
}
