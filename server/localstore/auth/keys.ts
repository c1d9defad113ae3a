/**
 * REST API keys. A configured pair (from the environment) is the one accepted; without one, the
 * store generates a read_write pair on first start, keeps it in the database and reuses it.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open';

export type KeyPermissions = 'read' | 'write' | 'read_write';

export interface ApiKey {
  id: number;
  consumer_key: string;
  consumer_secret: string;
  permissions: KeyPermissions;
}

export interface ActiveKey {
  consumerKey: string;
  consumerSecret: string;
  generated: boolean;
}

/** WooCommerce's key format: ck_/cs_ followed by 40 hex digits. */
const newKey = (prefix: 'ck' | 'cs') => `${prefix}_${crypto.randomBytes(20).toString('hex')}`;

export function activateKeys(db: Db, configured?: { consumerKey: string; consumerSecret: string }): ActiveKey {
  return db
    .transaction((): ActiveKey => {
      const now = new Date().toISOString();
      db.prepare('UPDATE api_keys SET active = 0').run();
      if (configured) {
        db.prepare(
          `INSERT INTO api_keys (consumer_key, consumer_secret, permissions, origin, active, created_at)
         VALUES (?, ?, 'read_write', 'configured', 1, ?)
         ON CONFLICT(consumer_key) DO UPDATE SET consumer_secret = excluded.consumer_secret, permissions = 'read_write', active = 1`,
        ).run(configured.consumerKey, configured.consumerSecret, now);
        return { ...configured, generated: false };
      }
      const existing = db.prepare("SELECT * FROM api_keys WHERE origin = 'generated' ORDER BY id LIMIT 1").get() as ApiKey | undefined;
      if (existing) {
        db.prepare('UPDATE api_keys SET active = 1 WHERE id = ?').run(existing.id);
        return { consumerKey: existing.consumer_key, consumerSecret: existing.consumer_secret, generated: false };
      }
      const consumerKey = newKey('ck');
      const consumerSecret = newKey('cs');
      db.prepare(
        `INSERT INTO api_keys (consumer_key, consumer_secret, permissions, origin, active, created_at)
       VALUES (?, ?, 'read_write', 'generated', 1, ?)`,
      ).run(consumerKey, consumerSecret, now);
      return { consumerKey, consumerSecret, generated: true };
    })
    .immediate();
}

export function findActiveKey(db: Db, consumerKey: string): ApiKey | undefined {
  return db
    .prepare('SELECT id, consumer_key, consumer_secret, permissions FROM api_keys WHERE consumer_key = ? AND active = 1')
    .get(consumerKey) as ApiKey | undefined;
}

/** Constant-time string comparison (hash_equals). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
