/** What every step of an orders write needs: the database (inside the write's transaction), the shop's settings, the write's instant. */
import type { Db } from '../db/open';
import type { StoreSettings } from '../settings/storeSettings';

export interface WriteContext {
  db: Db;
  settings: StoreSettings;
  /** Epoch milliseconds: one instant for every date the write sets. */
  now: number;
}
