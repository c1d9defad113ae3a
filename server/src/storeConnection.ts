/**
 * Connects the server to its store back end: the real WooCommerce given by WOO_URL, or the
 * embedded local store started in-process on a loopback port.
 */
import type { RequestHandler } from 'express';
import type { Config } from './config';
import type { Logger } from './logger';
import { startLocalStore, type RunningLocalStore } from '../localstore';
import { countStoreCall } from './http/requestStats';
import { StoreConfigError } from './woo/errors';
import { WooHttpClient } from './woo/http';

export interface StoreConnection {
  http: WooHttpClient;
  /** Present when the local store is embedded: serve its images on the storefront's origin. */
  uploads?: RequestHandler;
  localStore?: RunningLocalStore;
  imageOrigin?: string;
  close(): Promise<void>;
}

const storeRetry = ({ storePatience }: Config) => ({
  retries: storePatience.retries,
  baseMs: storePatience.retryBaseMs,
  maxMs: storePatience.retryMaxMs,
});

export async function connectStore(config: Config, logger: Logger): Promise<StoreConnection> {
  const storeLogger = logger.child({ component: 'woo' });
  if (config.woo.url) {
    if (!config.woo.consumerKey || !config.woo.consumerSecret) throw new StoreConfigError();
    const http = new WooHttpClient({
      url: config.woo.url,
      consumerKey: config.woo.consumerKey,
      consumerSecret: config.woo.consumerSecret,
      timeoutMs: config.woo.timeoutMs,
      retry: storeRetry(config),
      logger: storeLogger,
      onCall: countStoreCall,
    });
    return { http, imageOrigin: new URL(config.woo.url).origin, close: async () => {} };
  }
  const localLogger = logger.child({ component: 'localstore' });
  const localStore = await startLocalStore({
    dataDir: config.dataDir,
    consumerKey: config.woo.consumerKey,
    consumerSecret: config.woo.consumerSecret,
    pricesIncludeTax: config.localStorePricesIncludeTax,
    logger: { info: (msg) => localLogger.info(msg), warn: (msg) => localLogger.warn(msg) },
  });
  const http = new WooHttpClient({
    url: localStore.url,
    consumerKey: localStore.consumerKey,
    consumerSecret: localStore.consumerSecret,
    timeoutMs: config.woo.timeoutMs,
    retry: storeRetry(config),
    logger: storeLogger,
    onCall: countStoreCall,
  });
  return { http, uploads: localStore.uploads, localStore, close: () => localStore.close() };
}
