/**
 * One local store in its own folder, shared by several storefront servers as replicas of one deployment
 * (the multi-replica tests and the load bench): the settings that point a server at it, and the session
 * secret every replica must share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalStore, type RunningLocalStore } from '../localstore';

/** SESSION_SECRET of every replica: a session made by one is read by the others. */
export const REPLICA_SESSION_SECRET = 'one-secret-for-every-replica-0123456789abcdef';

export interface SharedStore {
  store: RunningLocalStore;
  /** The store's data folder (its SQLite file: `localstore.sqlite`). */
  dir: string;
  /** WOO_URL and the REST key of the store. */
  env: { WOO_URL: string; WOO_CONSUMER_KEY: string; WOO_CONSUMER_SECRET: string };
  close(): Promise<void>;
}

export async function startSharedStore(folderPrefix = 'storefront-shared-store-'): Promise<SharedStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const store = await startLocalStore({ dataDir: dir });
  return {
    store,
    dir,
    env: { WOO_URL: store.url, WOO_CONSUMER_KEY: store.consumerKey, WOO_CONSUMER_SECRET: store.consumerSecret },
    async close() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
