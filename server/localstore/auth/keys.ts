/**
 * REST API keys. A configured pair (from the environment) is the one accepted; without one, the
 * store generates a read_write pair on first start, keeps it and reuses it.
 *
 * Storage (see README, "Key storage"): as WooCommerce, the consumer key only as wc_api_hash (the
 * lookup column) plus its last 7 characters; the secret sealed (sealer.ts), since OAuth 1.0a needs it
 * to sign. A generated key is sealed too (the embedding server needs it back at every start); a
 * configured one is not kept at all, the environment gives it again.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open';
import type { Logger } from '../logger';
import type { Sealer } from './sealer';

export type KeyPermissions = 'read' | 'write' | 'read_write';

/** An active key as the authenticator sees it: never the consumer key, only the unsealed secret. */
export interface ApiKey {
  id: number;
  secret: string;
  permissions: KeyPermissions;
}

export interface ActiveKey {
  consumerKey: string;
  consumerSecret: string;
  generated: boolean;
}

interface KeyRow {
  id: number;
  key_hash: string;
  sealed_key: string | null;
  sealed_secret: string;
  permissions: KeyPermissions;
}

/** WooCommerce's wc_api_hash(): HMAC-SHA256 of the key with the key 'wc-api', hex. */
export const wcApiHash = (consumerKey: string): string => crypto.createHmac('sha256', 'wc-api').update(consumerKey).digest('hex');

/** WooCommerce keeps the last 7 characters for display (`…abc1234`). */
export const truncatedKey = (consumerKey: string): string => consumerKey.slice(-7);

/** Associated data of a sealed field: bound to its row's key hash and to the field. */
export const sealContext = (keyHash: string, field: 'consumer_key' | 'consumer_secret'): string => `api_keys:${keyHash}:${field}`;

/** WooCommerce's key format: ck_/cs_ followed by 40 hex digits. */
const newKey = (prefix: 'ck' | 'cs') => `${prefix}_${crypto.randomBytes(20).toString('hex')}`;

export function activateKeys(
  db: Db,
  sealer: Sealer,
  configured: { consumerKey: string; consumerSecret: string } | undefined,
  logger: Logger,
): ActiveKey {
  return db
    .transaction((): ActiveKey => {
      const now = new Date().toISOString();
      db.prepare('UPDATE api_keys SET active = 0').run();
      if (configured) {
        const hash = wcApiHash(configured.consumerKey);
        db.prepare(
          `INSERT INTO api_keys (key_hash, truncated_key, sealed_key, sealed_secret, permissions, origin, active, created_at)
           VALUES (?, ?, NULL, ?, 'read_write', 'configured', 1, ?)
           ON CONFLICT(key_hash) DO UPDATE SET sealed_key = NULL, sealed_secret = excluded.sealed_secret, permissions = 'read_write',
             origin = 'configured', active = 1`,
        ).run(
          hash,
          truncatedKey(configured.consumerKey),
          sealer.seal(configured.consumerSecret, sealContext(hash, 'consumer_secret')),
          now,
        );
        return { ...configured, generated: false };
      }
      const existing = db.prepare("SELECT * FROM api_keys WHERE origin = 'generated' ORDER BY id LIMIT 1").get() as KeyRow | undefined;
      if (existing) {
        const consumerKey =
          existing.sealed_key === null ? undefined : sealer.unseal(existing.sealed_key, sealContext(existing.key_hash, 'consumer_key'));
        const consumerSecret = sealer.unseal(existing.sealed_secret, sealContext(existing.key_hash, 'consumer_secret'));
        if (consumerKey !== undefined && consumerSecret !== undefined && wcApiHash(consumerKey) === existing.key_hash) {
          db.prepare('UPDATE api_keys SET active = 1 WHERE id = ?').run(existing.id);
          return { consumerKey, consumerSecret, generated: false };
        }
        // Sealed under another key file (lost or replaced): the pair cannot be recovered, so a new one replaces it.
        logger.warn("local store: the generated API key cannot be unsealed with this data folder's localstore.key; generating a new key");
        db.prepare('DELETE FROM api_keys WHERE id = ?').run(existing.id);
      }
      const consumerKey = newKey('ck');
      const consumerSecret = newKey('cs');
      const hash = wcApiHash(consumerKey);
      db.prepare(
        `INSERT INTO api_keys (key_hash, truncated_key, sealed_key, sealed_secret, permissions, origin, active, created_at)
         VALUES (?, ?, ?, ?, 'read_write', 'generated', 1, ?)`,
      ).run(
        hash,
        truncatedKey(consumerKey),
        sealer.seal(consumerKey, sealContext(hash, 'consumer_key')),
        sealer.seal(consumerSecret, sealContext(hash, 'consumer_secret')),
        now,
      );
      return { consumerKey, consumerSecret, generated: true };
    })
    .immediate();
}

/** The active key whose wc_api_hash matches, with its secret unsealed (undefined when none, or unreadable). */
export function findActiveKey(db: Db, sealer: Sealer, consumerKey: string): ApiKey | undefined {
  const hash = wcApiHash(consumerKey);
  const row = db.prepare('SELECT id, key_hash, sealed_secret, permissions FROM api_keys WHERE key_hash = ? AND active = 1').get(hash) as
    Omit<KeyRow, 'sealed_key'> | undefined;
  if (!row) return undefined;
  const secret = sealer.unseal(row.sealed_secret, sealContext(row.key_hash, 'consumer_secret'));
  return secret === undefined ? undefined : { id: row.id, secret, permissions: row.permissions };
}

/**
 * Constant-time comparison (hash_equals): both sides are hashed first, so neither the content nor the
 * length of the expected value shows in the timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}
