/**
 * What the storefront server kept, read as the shop owner's `npm run inbox` reads it: the server's own
 * repository over its SQLite file in the e2e data folder (read-only, while the server runs).
 */
import Database from 'better-sqlite3';
import type { ContentRepository, StoredContactMessage, StoredSubscription } from '../../server/src/content/repository';
import { ContentRecords } from '../../server/src/storage/contentRecords';
import { sqliteStorefrontDatabase, storefrontDatabaseFile } from '../../server/src/storage/database';

async function withRepository<T>(read: (repository: ContentRepository) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = sqliteStorefrontDatabase(new Database(storefrontDatabaseFile(dataDir), { readonly: true, fileMustExist: true }));
  try {
    return await read(new ContentRecords(db));
  } finally {
    await db.destroy();
  }
}

export const keptContactMessages = (): Promise<StoredContactMessage[]> => withRepository((repository) => repository.contactMessages());
export const keptSubscriptions = (): Promise<StoredSubscription[]> => withRepository((repository) => repository.subscriptions());
