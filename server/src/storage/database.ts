/**
 * The storefront's own SQLite database (`storefront.sqlite` in DATA_DIR): what the server keeps itself
 * (contact messages, newsletter sign-ups, sessions, the offline test card's payment intents), apart from
 * the store's data. The embedded local store has its own file (`localstore.sqlite`) in the same folder;
 * this module never opens it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type StorefrontDb = Database.Database;

/** The storefront database file inside the data folder. */
export const storefrontDatabaseFile = (dataDir: string): string => path.join(dataDir, 'storefront.sqlite');

export interface StorefrontStorage {
  db: StorefrontDb;
  /** Versions of the migrations applied by this start (empty on a restart over an up-to-date file). */
  applied: number[];
  close(): void;
}

/** Opens (creating the folder and file if needed) and migrates the storefront database. */
export function openStorefrontStorage(dataDir: string): StorefrontStorage {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(storefrontDatabaseFile(dataDir));
  try {
    db.pragma('journal_mode = WAL');
    // WAL + NORMAL survives process crashes; only an OS crash can lose the last commits.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const applied = migrate(db);
    return {
      db,
      applied,
      close: () => {
        if (db.open) db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
