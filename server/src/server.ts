/** Starts the whole storefront (store connection, services, HTTP) and stops it cleanly. */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { CatalogService } from './catalog/service';
import { Translator } from './catalog/translator';
import type { Config } from './config';
import { scheduleRetention } from './content/retention';
import { ContentService } from './content/service';
import { SiteGate } from './gate/siteGate';
import type { Services } from './graphql/context';
import type { Logger } from './logger';
import { connectStore, type StoreConnection } from './storeConnection';
import { WooCatalog } from './woo/catalog';
import { WooCurrencyPlugin } from './woo/currencyPlugin';
import { CurrencyService } from './currency/service';
import { MemoryRateLimitStore } from './ports/memory/rateLimit';
import { openStorefrontStorage } from './storage/database';
import { SqliteContentRepository } from './storage/sqliteContentRepository';
import { SqliteScheduledRuns } from './storage/sqliteScheduledRuns';

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
  const storage = openStorefrontStorage(config.dataDir);
  if (storage.applied.length > 0) logger.info(`storefront database: schema migrations applied: ${storage.applied.join(', ')}`);
  if (config.sitePassword && !config.gateSecret)
    logger.warn(
      'site gate: GATE_SECRET is unset, gate cookies are signed with a per-process secret (lost on restart, not shared by replicas)',
    );
  const services: Services = {
    store: wooCatalog,
    catalog: new CatalogService(wooCatalog, config.sectionSlugs),
    currency: new CurrencyService(currencyPlugin, logger),
    currencyPlugin,
    translator: config.translate.url ? new Translator({ url: config.translate.url, apiKey: config.translate.apiKey, logger }) : undefined,
    content: new ContentService(new SqliteContentRepository(storage.db), new MemoryRateLimitStore()),
    gate: new SiteGate(
      { password: config.sitePassword, secret: config.gateSecret ?? crypto.randomBytes(32).toString('base64url') },
      logger.child({ component: 'gate' }),
    ),
    logger,
  };
  const retention = scheduleRetention(services.content, new SqliteScheduledRuns(storage.db), logger);
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
      await retention.stop();
      storage.close();
      await store.close();
    },
  };
}
