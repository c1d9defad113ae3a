/**
 * The fault suites' setup: a local store in its own folder behind a fault proxy, and a storefront
 * server pointed at the proxy with a short store timeout, plus the process-wide unhandled rejections
 * seen while they run (none are expected).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningLocalStore } from '../../../server/localstore';
import { startStoreBehindProxy, type FaultProxy } from '../helpers/faultProxy';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** WOO_TIMEOUT_MS of the server under test: a hang or a stall must outlast it. */
export const STORE_TIMEOUT_MS = 800;

export interface FaultRig {
  store: RunningLocalStore;
  storeDir: string;
  proxy: FaultProxy;
  server: TestServer;
  unhandled: unknown[];
  close(): Promise<void>;
}

/** `env`: more settings of the server under test. */
export async function startFaultRig(env: Record<string, string> = {}): Promise<FaultRig> {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-fault-store-'));
  const { store, proxy } = await startStoreBehindProxy(storeDir);
  const server = await startTestServer({
    WOO_URL: proxy.url,
    WOO_CONSUMER_KEY: store.consumerKey,
    WOO_CONSUMER_SECRET: store.consumerSecret,
    WOO_TIMEOUT_MS: String(STORE_TIMEOUT_MS),
    WOO_RETRY_BASE_MS: '20',
    WOO_RETRY_MAX_MS: '100',
    ...env,
  });
  return {
    store,
    storeDir,
    proxy,
    server,
    unhandled,
    async close() {
      await server.close();
      await proxy.close();
      await store.close();
      fs.rmSync(storeDir, { recursive: true, force: true });
      process.off('unhandledRejection', onUnhandled);
    },
  };
}

/** The server is alive: /healthz answers 200. */
export async function healthy(server: TestServer): Promise<boolean> {
  const response = await fetch(`${server.url}/healthz`);
  await response.arrayBuffer();
  return response.status === 200;
}

/**
 * Waits out the store deadline: every store call begun under a fault (a sibling of the one that failed
 * the request, still retrying) has ended by then, so the next request shares none of them.
 */
export function pastStoreDeadline(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, STORE_TIMEOUT_MS));
}
