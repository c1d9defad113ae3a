/** Starts the whole storefront (store connection, services, HTTP) and stops it cleanly. */
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ProductsById } from './catalog/productsById';
import { CatalogService, NEW_SEARCH_LIMIT } from './catalog/service';
import { Translator } from './catalog/translator';
import { scheduleCatalogRefresh } from './catalog/refresh';
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
import { openStorefrontStorage } from './storage/database';
import { createInProcessState } from './ports';
import { createRedisState } from './ports/redis';
import { AccountService } from './accounts/accountService';
import { WooCustomers } from './woo/customers';
import { resolveSessionSecret } from './session/secret';
import { DatabaseSessionStore } from './storage/sessionStore';
import { namespaced } from './ports/cache';
import { PriceDisplays } from './pricing/priceDisplays';
import { PricingService } from './pricing/service';
import { ContentRecords } from './storage/contentRecords';
import { ScheduledRunRecords } from './storage/scheduledRunRecords';
import { createCheckout, createCheckoutData } from './checkout';
import { schedulePaymentRetries } from './checkout/retrySchedule';
import { createPaymentProvider } from './payments/createPaymentProvider';
import { PaymentCompletions } from './storage/paymentCompletions';
import { PaymentReviews } from './storage/paymentReviews';
import { CredentialVersionRecords } from './storage/credentialVersionRecords';
import { StoreTranslationRecords } from './storage/storeTranslations';
import { StoreWords } from './translations/storeWords';
import { seedOnce } from './translations/seeding';
import { LOCAL_STORE_WORDS } from './translations/seeds/localStore';
import { Mailer, scheduleMailDelivery } from './mail/mailer';
import { smtpTransport } from './mail/smtp';
import { storeOrderMails } from './mail/storeOrderMails';
import { OutboxRecords } from './storage/outboxRecords';
import { PasswordResets } from './accounts/passwordReset';
import { PasswordResetRecords } from './storage/passwordResetRecords';
import { BackInStockAlerts } from './backInStock/alerts';
import { BackInStockRecords } from './storage/backInStockRecords';

export interface RunningServer {
  url: string;
  config: Config;
  services: Services;
  store: StoreConnection;
  /** Stops serving: requests in flight finish (up to `graceMs`), then every resource is released. */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** How long a shutdown waits for requests in flight (a load balancer's deregistration delay is shorter). */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const store = await connectStore(config, logger);
  const wooCatalog = new WooCatalog(store.http, { tryOnMarker: config.tryOnImageAlt, frameSizes: config.frameSizeFields });
  const currencyPlugin = new WooCurrencyPlugin(store.http);
  const storage = await openStorefrontStorage({
    dataDir: config.dataDir,
    databaseUrl: config.database?.url,
    onConnectionError: (error) => logger.warn({ err: error }, 'storefront database: an idle connection failed'),
  });
  logger.info(`storefront database: ${storage.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite in DATA_DIR'}`);
  if (storage.applied.length > 0) logger.info(`storefront database: schema migrations applied: ${storage.applied.join(', ')}`);
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir, logger);
  const state = config.redis
    ? await createRedisState(config.redis.url, logger)
    : createInProcessState({
        sessions: new DatabaseSessionStore(storage.db),
        credentials: new CredentialVersionRecords(storage.db),
      });
  const catalogCache = namespaced(state.cache, 'catalog');
  const catalog = new CatalogService(wooCatalog, config.sectionSlugs, catalogCache, {
    newSearches: state.rateLimits.limiter(NEW_SEARCH_LIMIT),
    frameSizes: config.frameSizeFields,
  });
  const currency = new CurrencyService(currencyPlugin, logger, namespaced(state.cache, 'currency'));
  const runs = new ScheduledRunRecords(storage.db);
  const catalogRefresh = scheduleCatalogRefresh({
    catalog,
    currency,
    runs,
    logger: logger.child({ component: 'catalog' }),
    everyMs: config.catalogRefreshMs,
    // Built below, before anything awaits: the first refresh ends after it exists.
    afterRefresh: () => backInStock.notifyRestocked(),
  });
  const forgetCatalog = async (): Promise<void> => {
    await Promise.all([catalog.invalidate(), state.responses.deleteByPrefix(''), state.pages.deleteByPrefix('')]);
    catalogRefresh.invalidated();
  };
  const mailer = new Mailer({
    outbox: new OutboxRecords(storage.db),
    transport: config.mail.smtp ? smtpTransport(config.mail.smtp.url) : undefined,
    from: config.mail.from,
    logger: logger.child({ component: 'mail' }),
  });
  const backInStock = new BackInStockAlerts({
    store: wooCatalog,
    records: new BackInStockRecords(storage.db),
    mailer,
    rateLimits: state.rateLimits,
    publicUrl: config.publicUrl,
    logger: logger.child({ component: 'back-in-stock' }),
  });
  logger.info(`mail: ${mailer.sends ? 'sent over SMTP_URL' : 'kept in the outbox (no SMTP_URL): npm run outbox'}`);
  // The embedded store's order mails (a real WooCommerce sends its own).
  store.localStore?.setOrderMailListener(storeOrderMails(mailer, logger.child({ component: 'mail' })));
  const pricing = new PricingService(wooCatalog);
  const checkoutData = createCheckoutData(store.http, state);
  const priceDisplays = new PriceDisplays(checkoutData);
  const checkout = createCheckout({
    http: store.http,
    data: checkoutData,
    pricing,
    state,
    provider: createPaymentProvider(config, {
      db: storage.db,
      logger: logger.child({ component: 'payments' }),
      stripeConnection: config.stripeApi,
    }),
    queue: new PaymentCompletions(storage.db),
    reviews: new PaymentReviews(storage.db),
    // An order changes stock: the catalog and the answers made from it are dropped, on every replica.
    stockChanged: forgetCatalog,
    logger,
  });
  const storeTranslations = new StoreTranslationRecords(storage.db);
  // The embedded store's words come translated (its ids are fixed); the owner's own translations stay.
  if (store.localStore) await seedOnce(storeTranslations, LOCAL_STORE_WORDS);
  const storeWords = new StoreWords(storeTranslations, logger.child({ component: 'store-words' }));
  const services: Services = {
    store: wooCatalog,
    catalog,
    forgetCatalog,
    refreshCatalog: () => catalogRefresh.now(),
    productsById: new ProductsById(wooCatalog, catalogCache),
    pricing,
    priceDisplays,
    checkout,
    accounts: new AccountService({
      customers: new WooCustomers(store.http),
      orders: checkout.orders,
      credentials: state.credentials,
      rateLimits: state.rateLimits,
      shipping: checkout.shipping,
      logger: logger.child({ component: 'accounts' }),
    }),
    currency,
    currencyPlugin,
    translator: config.translate.url
      ? new Translator({
          url: config.translate.url,
          apiKey: config.translate.apiKey,
          logger,
          cache: namespaced(state.cache, 'translation'),
        })
      : undefined,
    content: new ContentService(new ContentRecords(storage.db), state.rateLimits),
    storeWords,
    mailer,
    passwordResets: new PasswordResets({
      customers: new WooCustomers(store.http),
      credentials: state.credentials,
      rateLimits: state.rateLimits,
      links: new PasswordResetRecords(storage.db),
      mailer,
      publicUrl: config.publicUrl,
      logger: logger.child({ component: 'accounts' }),
    }),
    backInStock,
    gate: new SiteGate({ password: config.sitePassword, secret: sessionSecret }, state.rateLimits, logger.child({ component: 'gate' })),
    internalPages: config.internalPages,
    state,
    database: storage,
    embeddedImageOrigin: store.localStore ? new URL(config.publicUrl).origin : undefined,
    logger,
  };
  const retention = scheduleRetention(services.content, runs, logger);
  const paymentRetries = schedulePaymentRetries(checkout.payments, logger);
  const mailDelivery = scheduleMailDelivery(mailer);
  let draining = false;
  const { app, apollo } = await createApp({
    config,
    services,
    sessionSecret,
    uploads: store.uploads,
    imageOrigin: store.imageOrigin,
    isDraining: () => draining,
  });
  const httpServer = await new Promise<import('node:http').Server>((resolve, reject) => {
    const server = app.listen(config.port, config.host, () => resolve(server));
    server.once('error', reject);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  store.localStore?.setPublicUrl(config.publicUrl);
  return {
    url,
    config,
    services,
    store,
    async close({ graceMs = SHUTDOWN_GRACE_MS } = {}) {
      // Graceful: no new connections, idle ones closed, requests in flight finish (at most graceMs).
      draining = true;
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      const force = setTimeout(() => httpServer.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(force);
      await apollo.stop();
      await retention.stop();
      await catalogRefresh.stop();
      await paymentRetries.stop();
      await services.passwordResets.idle();
      await services.backInStock.idle();
      store.localStore?.setOrderMailListener(undefined);
      await mailDelivery.stop();
      await state.close();
      await storage.close();
      await store.close();
    },
  };
}
