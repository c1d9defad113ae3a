/**
 * The storefront's own database: what the server keeps itself (contact messages, newsletter sign-ups,
 * sessions, job runs, the offline test card's payment intents, payment completions, credentials
 * versions), apart from the store's data. Without DATABASE_URL it is the SQLite file `storefront.sqlite`
 * in DATA_DIR (the embedded local store has its own file there, never opened here); with it, PostgreSQL,
 * shared by every replica. Either way the repositories see one Kysely database and run the same queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { migratePostgres } from './postgresMigrations';
import type { StorefrontDatabase, StorefrontTables } from './schema';
import { migrate } from './sqliteMigrations';

export type { StorefrontDatabase } from './schema';

/** The storefront database file inside the data folder. */
export const storefrontDatabaseFile = (dataDir: string): string => path.join(dataDir, 'storefront.sqlite');

export interface StorefrontStorage {
  db: StorefrontDatabase;
  engine: 'sqlite' | 'postgres';
  /** Versions of the migrations applied by this start (empty on a restart over an up-to-date database). */
  applied: number[];
  /** Answers once the database answers a query (the readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StorageLocation {
  dataDir: string;
  /** postgres://... (DATABASE_URL); unset, the SQLite file in `dataDir`. */
  databaseUrl?: string;
  /** Told about a pooled PostgreSQL connection that broke while idle (the pool replaces it). */
  onConnectionError?: (error: Error) => void;
}

/** Opens and migrates the storefront database: PostgreSQL when a URL is given, else the SQLite file. */
export async function openStorefrontStorage(location: StorageLocation): Promise<StorefrontStorage> {
  return location.databaseUrl ? openPostgres(location.databaseUrl, location.onConnectionError) : openSqlite(location.dataDir);
}

/** The storefront database over an open better-sqlite3 connection (migrated by its owner). */
export function sqliteStorefrontDatabase(sqlite: Database.Database): StorefrontDatabase {
  return new Kysely<StorefrontTables>({ dialect: new SqliteDialect({ database: sqlite }) });
}

async function ping(db: StorefrontDatabase): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

function openSqlite(dataDir: string): StorefrontStorage {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(storefrontDatabaseFile(dataDir));
  try {
    sqlite.pragma('journal_mode = WAL');
    // WAL + NORMAL survives process crashes; only an OS crash can lose the last commits.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const applied = migrate(sqlite);
    const db = sqliteStorefrontDatabase(sqlite);
    return {
      db,
      engine: 'sqlite',
      applied,
      ping: () => ping(db),
      close: async () => {
        await db.destroy();
        // Kysely closes the file only once it has run a query.
        if (sqlite.open) sqlite.close();
      },
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void = () => {}): Promise<StorefrontStorage> {
  // A database that does not answer fails the start (or the query) after 10 s instead of hanging it.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed must not crash the process: the pool opens another.
  pool.on('error', onConnectionError);
  const db = new Kysely<StorefrontTables>({ dialect: new PostgresDialect({ pool }) });
  try {
    const applied = await migratePostgres(db);
    return { db, engine: 'postgres', applied, ping: () => ping(db), close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
