import path from 'node:path';
import Database from 'better-sqlite3';
import { fold } from '../text';

export type Db = Database.Database;

/** The store's SQLite file inside its data folder. */
export const databaseFile = (dataDir: string): string => path.join(dataDir, 'localstore.sqlite');

/** Opens (creating if needed) the store database with the settings every connection needs. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL survives process crashes; only an OS crash can lose the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // MySQL's default collation compares without case or accents: "ecaille" finds "Écaille".
  db.function('wp_fold', { deterministic: true }, (value: unknown) => fold(value == null ? '' : String(value)));
  return db;
}

/** A JSON array parameter for `IN (SELECT value FROM json_each(?))`. */
export const jsonList = (values: readonly (number | string)[]): string => JSON.stringify(values);
