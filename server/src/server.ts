/** Starts the whole storefront (store connection, services, HTTP) and stops it cleanly. */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { CatalogService } from './catalog/service';
import { Translator } from './catalog/translator';
import type { Config } from './config';
import type { Services } from './graphql/context';
import type { Logger } from './logger';
import { connectStore, type StoreConnection } from './storeConnection';
import { WooCatalog } from './woo/catalog';
import { WooCurrencyPlugin } from './woo/currencyPlugin';
import { CurrencyService } from './currency/service';

export interface RunningServer {
  url: string;
  services: Services;
  store: StoreConnection;
  close(): Promise<void>;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const store = await connectStore(config, logger);
  const wooCatalog = new WooCatalog(store.http);
  const currencyPlugin = new WooCurrencyPlugin(store.http);
  const services: Services = {
    store: wooCatalog,
    catalog: new CatalogService(wooCatalog, config.sectionSlugs),
    currency: new CurrencyService(currencyPlugin, logger),
    currencyPlugin,
    translator: config.translate.url ? new Translator({ url: config.translate.url, apiKey: config.translate.apiKey, logger }) : undefined,
    logger,
  };
  const { app, apollo } = await createApp({
    config,
    services,
    uploads: store.uploads,
    imageOrigin: store.imageOrigin ?? (config.publicUrl ? new URL(config.publicUrl).origin : undefined),
  });
  const httpServer = await new Promise<import('node:http').Server>((resolve, reject) => {
    const server = app.listen(config.port, config.host, () => resolve(server));
    server.once('error', reject);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  store.localStore?.setPublicUrl(config.publicUrl ?? url);
  return {
    url,
    services,
    store,
    async close() {
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await closed;
      await apollo.stop();
      await store.close();
    },
  };
}
