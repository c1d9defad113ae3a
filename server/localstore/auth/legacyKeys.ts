/**
 * Upgrade of a database written before keys were hashed and sealed (schema version 3 adds the new
 * columns, version 4 drops the clear ones): every row still in clear gets its wc_api_hash,
 * truncated key and sealed values here, between the two, so a store keeps accepting the same key.
 */
import type { Db } from '../db/open';
import { sealContext, truncatedKey, wcApiHash } from './keys';
import type { Sealer } from './sealer';

interface LegacyRow {
  id: number;
  consumer_key: string;
  consumer_secret: string;
  origin: 'generated' | 'configured';
}

/** Seals the rows still in clear; returns how many it sealed. Only valid while the clear columns exist (version 3). */
export function sealLegacyKeys(db: Db, sealer: Sealer): number {
  return db
    .transaction(() => {
      const rows = db.prepare('SELECT id, consumer_key, consumer_secret, origin FROM api_keys WHERE key_hash IS NULL').all() as LegacyRow[];
      const update = db.prepare('UPDATE api_keys SET key_hash = ?, truncated_key = ?, sealed_key = ?, sealed_secret = ? WHERE id = ?');
      for (const row of rows) {
        const hash = wcApiHash(row.consumer_key);
        const sealedKey = row.origin === 'generated' ? sealer.seal(row.consumer_key, sealContext(hash, 'consumer_key')) : null;
        update.run(
          hash,
          truncatedKey(row.consumer_key),
          sealedKey,
          sealer.seal(row.consumer_secret, sealContext(hash, 'consumer_secret')),
          row.id,
        );
      }
      return rows.length;
    })
    .immediate();
}
