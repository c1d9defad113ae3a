/**
 * Ordered SQLite migrations, shared by the storefront's database and the local store's: each runs once,
 * inside a transaction, and is recorded in schema_migrations, so a restart on an existing file changes
 * nothing and a later version only adds its own steps. Never edit a released migration; append one.
 */
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  /** What it adds, for readers of the list. */
  description?: string;
  sql: string;
}

/** The version a database reaches once every migration of the list is applied. */
export const latestVersion = (migrations: readonly Migration[]): number => migrations[migrations.length - 1]?.version ?? 0;

/**
 * Applies the migrations this file does not have yet; returns the versions applied. Each check and
 * step share one write transaction, so two processes opening a new file at once cannot both apply it.
 */
export function applyMigrations(db: Database.Database, migrations: readonly Migration[]): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done: number[] = [];
  for (const migration of migrations) {
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(migration.version, new Date().toISOString());
      done.push(migration.version);
    }).immediate();
  }
  return done;
}
