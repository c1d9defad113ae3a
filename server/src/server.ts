/** Starts the whole storefront (store connection, services, HTTP) and stops it cleanly. */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { assembleServices } from './composition/assemble';
import type { Services } from './composition/services';
import type { Config } from './config';
import type { Logger } from './logger';
import { warmUpRenderer } from './ssr/warmUp';
import { connectStore, type StoreConnection } from './storeConnection';
import type { WooCatalog } from './woo/catalog';

export interface RunningServer {
  url: string;
  config: Config;
  services: Services;
  store: StoreConnection;
  /** The store's catalog client the services read through (tests compare with it). */
  catalogStore: WooCatalog;
  /** Stops serving: requests in flight finish (up to `graceMs`), then every resource is released. */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** How long a shutdown waits for requests in flight (a load balancer's deregistration delay is shorter). */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const store = await connectStore(config, logger);
  const { services, sessionSecret, catalogStore, stop } = await assembleServices(config, logger, store);
  let draining = false;
  let warming = true;
  const { app, apollo, renderPage } = await createApp({
    config,
    services,
    sessionSecret,
    uploads: store.uploads,
    imageOrigin: store.imageOrigin,
    imageSource: store.imageOrigin ?? store.localStore?.url,
    isDraining: () => draining,
    isWarming: () => warming,
  });
  // Express 5 calls back with the listen error (a port in use): the start fails with it, what it opened closed.
  const httpServer = await new Promise<import('node:http').Server>((resolve, reject) => {
    const server = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(server)));
  }).catch(async (error: unknown) => {
    await apollo.stop();
    await stop();
    await store.close();
    throw error;
  });
  const { address, port } = httpServer.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  store.localStore?.setPublicUrl(config.publicUrl);
  // The renderer's first pages drawn while the server already listens (alive, /readyz says 'warming'):
  // ready once they are drawn, or the warm-up failed or ran out of time (server/src/ssr/warmUp.ts).
  const self = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  await warmUpRenderer({
    renderer: config.rendererWarmUp ? renderPage : null,
    origin: `http://${self.includes(':') ? `[${self}]` : self}:${port}`,
    productSlug: async () => (await services.catalog.sectionSet('ALL')).products[0]?.slug,
    gated: services.gate.gated,
    internalPages: config.internalPages,
    logger,
  });
  warming = false;
  return {
    url,
    config,
    services,
    store,
    catalogStore,
    async close({ graceMs = SHUTDOWN_GRACE_MS } = {}) {
      // Graceful: no new connections, idle ones closed, requests in flight finish (at most graceMs).
      draining = true;
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      const force = setTimeout(() => httpServer.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(force);
      await apollo.stop();
      await stop();
      await store.close();
    },
  };
}
