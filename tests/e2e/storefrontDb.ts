/**
 * What the storefront server kept, read as the shop owner's `npm run inbox` reads it: the server's own
 * repository over its SQLite file in the e2e data folder (read-only, while the server runs).
 */
import path from 'node:path';
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

/**
 * Sets an item's stock in the embedded store's own database, as a sale in the store itself would (the
 * storefront's holds cannot stop it); answers the quantity it had, to put back.
 */
export function setStoreStock(itemId: number, quantity: number): number | null {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'localstore.sqlite'), { fileMustExist: true });
  try {
    const before = db.prepare('SELECT stock_quantity AS quantity FROM products WHERE id = ?').get(itemId) as { quantity: number | null };
    db.prepare(
      "UPDATE products SET manage_stock = 1, stock_quantity = ?, stock_status = IIF(? > 0, 'instock', 'outofstock') WHERE id = ?",
    ).run(quantity, quantity, itemId);
    return before.quantity;
  } finally {
    db.close();
  }
}
