/**
 * The storefront database's tables, as ordered migrations. Each runs once, inside a transaction, and
 * is recorded in schema_migrations: a restart on an existing file changes nothing, and a later version
 * only adds its own steps. Never edit a released migration; append a new one.
 */
import type Database from 'better-sqlite3';

interface Migration {
  version: number;
  description: string;
  sql: string;
}

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'contact messages and newsletter subscriptions',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX contact_messages_created_at ON contact_messages(created_at);

      CREATE TABLE newsletter_subscriptions (
        id INTEGER PRIMARY KEY,
        -- The address as the shopper typed it (trimmed) and its lower-case key: one row per address,
        -- whatever its case.
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL CHECK (language IN ('FR', 'EN')),
        source TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
];

export const STOREFRONT_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;

/**
 * Applies the migrations this file does not have yet; returns the versions applied. Each check and
 * step share one write transaction, so two processes opening a new file at once cannot both apply it.
 */
export function migrate(db: Database.Database): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done: number[] = [];
  for (const migration of MIGRATIONS) {
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(migration.version, new Date().toISOString());
      done.push(migration.version);
    }).immediate();
  }
  return done;
}
