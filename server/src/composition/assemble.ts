/**
 * The composition root: the one place where the storefront's services are built from the store
 * connection, the storefront database, the shared state and the configuration, and wired to each other.
 * The API layer (graphql/, ssr/, the routes of app.ts) receives what this builds (services.ts); it
 * neither defines nor assembles services.
 */
import { SHOP_IDENTITY } from '#common/brand';
import { ProductsById } from '../catalog/productsById';
import { scheduleCatalogRefresh } from '../catalog/refresh';
import { CatalogService, NEW_SEARCH_LIMIT, SUGGESTIONS_LIMIT } from '../catalog/service';
import { Translator } from '../catalog/translator';
import { AccountService } from '../accounts/accountService';
import { PasswordResets } from '../accounts/passwordReset';
import { BackInStockAlerts } from '../backInStock/alerts';
import { createCheckout, createCheckoutData } from '../checkout';
import { schedulePaymentRetries } from '../checkout/retrySchedule';
import type { Config } from '../config';
import { scheduleRetention } from '../content/retention';
import { ContentService } from '../content/service';
import { CurrencyService } from '../currency/service';
import { SiteGate } from '../gate/siteGate';
import { CurrencyPluginCheck } from '../internal/currencyPlugin';
import type { Logger } from '../logger';
import { Mailer, scheduleMailDelivery } from '../mail/mailer';
import { smtpTransport } from '../mail/smtp';
import { storeOrderMails } from '../mail/storeOrderMails';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import { createInProcessState } from '../ports';
import { namespaced } from '../ports/cache';
import { createRedisState } from '../ports/redis';
import { PriceDisplays } from '../pricing/priceDisplays';
import { PricingService } from '../pricing/service';
import { resolveSessionSecret } from '../session/secret';
import { BackInStockRecords } from '../storage/backInStockRecords';
import { InvoiceNumberRecords } from '../storage/invoiceNumberRecords';
import { ContentRecords } from '../storage/contentRecords';
import { SqlCredentialVersions } from '../ports/sql/credentialVersions';
import { openStorefrontStorage } from '../storage/database';
import { OutboxRecords } from '../storage/outboxRecords';
import { PasswordResetRecords } from '../storage/passwordResetRecords';
import { PaymentCompletions } from '../storage/paymentCompletions';
import { PaymentReviews } from '../storage/paymentReviews';
import { ScheduledRunRecords } from '../storage/scheduledRunRecords';
import { SqlSessionStore } from '../ports/sql/sessions';
import { StoreTranslationRecords } from '../storage/storeTranslations';
import { TestCardIntents } from '../storage/testCardIntents';
import type { StoreConnection } from '../storeConnection';
import { seedOnce } from '../translations/seeding';
import { LOCAL_STORE_WORDS } from '../translations/seeds/localStore';
import { StoreWords } from '../translations/storeWords';
import { WooCatalog } from '../woo/catalog';
import { WooCurrencyPlugin } from '../woo/currencyPlugin';
import { WooCustomers } from '../woo/customers';
import type { Services } from './services';

export interface AssembledServices {
  services: Services;
  /** The secret that signs session cookies (SESSION_SECRET, or the one kept in DATA_DIR). */
  sessionSecret: string;
  /** The store's catalog client the services read through (the tests compare with it). */
  catalogStore: WooCatalog;
  /**
   * Stops the scheduled work (retention, catalog refresh, payment retries, mail delivery), waits for the
   * mails under way, and releases the shared state and the database. The store connection stays open.
   */
  stop(): Promise<void>;
}

export async function assembleServices(config: Config, logger: Logger, store: StoreConnection): Promise<AssembledServices> {
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
        sessions: new SqlSessionStore(storage.db),
        credentials: new SqlCredentialVersions(storage.db),
      });
  const catalogCache = namespaced(state.cache, 'catalog');
  const catalog = new CatalogService(wooCatalog, config.sectionSlugs, catalogCache, {
    newSearches: state.rateLimits.limiter(NEW_SEARCH_LIMIT),
    suggestions: state.rateLimits.limiter(SUGGESTIONS_LIMIT),
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
  const invoiceNumbers = new InvoiceNumberRecords(storage.db);
  const checkout = createCheckout({
    http: store.http,
    data: checkoutData,
    pricing,
    state,
    provider: createPaymentProvider(config, {
      testCardIntents: new TestCardIntents(storage.db),
      logger: logger.child({ component: 'payments' }),
      stripeConnection: config.stripeApi,
    }),
    queue: new PaymentCompletions(storage.db),
    reviews: new PaymentReviews(storage.db),
    // An order changes stock: the catalog and the answers made from it are dropped, on every replica.
    stockChanged: forgetCatalog,
    issueInvoice: config.invoices.enabled ? (order) => invoiceNumbers.issue(order, new Date()) : undefined,
    logger,
  });
  const storeTranslations = new StoreTranslationRecords(storage.db);
  // The embedded store's words come translated (its ids are fixed); the owner's own translations stay.
  if (store.localStore) await seedOnce(storeTranslations, LOCAL_STORE_WORDS);
  const storeWords = new StoreWords(storeTranslations, logger.child({ component: 'store-words' }));
  const passwordResets = new PasswordResets({
    customers: new WooCustomers(store.http),
    credentials: state.credentials,
    rateLimits: state.rateLimits,
    links: new PasswordResetRecords(storage.db),
    mailer,
    publicUrl: config.publicUrl,
    logger: logger.child({ component: 'accounts' }),
  });
  const content = new ContentService(new ContentRecords(storage.db), state.rateLimits);
  const services: Services = {
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
      registrationsPerAddressPerHour: config.registrationsPerAddressPerHour,
      shipping: checkout.shipping,
      logger: logger.child({ component: 'accounts' }),
    }),
    currency,
    translator: config.translate.url
      ? new Translator({
          url: config.translate.url,
          apiKey: config.translate.apiKey,
          logger,
          cache: namespaced(state.cache, 'translation'),
        })
      : undefined,
    content,
    storeWords,
    mailer,
    passwordResets,
    backInStock,
    invoices: {
      enabled: config.invoices.enabled,
      issuer: { shop: SHOP_IDENTITY, seller: config.invoices.seller },
      numbers: invoiceNumbers,
    },
    gate: new SiteGate({ password: config.sitePassword, secret: sessionSecret }, state.rateLimits, logger.child({ component: 'gate' })),
    internalPages: config.internalPages,
    homeHeroImage: config.homeHeroImage,
    currencyPluginCheck: new CurrencyPluginCheck({ store: wooCatalog, plugin: currencyPlugin, currency, logger }),
    state,
    store: { ping: async () => void (await wooCatalog.listProducts({ perPage: 1 })) },
    database: storage,
    embeddedImageOrigin: store.localStore ? new URL(config.publicUrl).origin : undefined,
    logger,
  };
  const retention = scheduleRetention(content, runs, logger);
  const paymentRetries = schedulePaymentRetries(checkout.payments, logger);
  const mailDelivery = scheduleMailDelivery(mailer);
  return {
    services,
    sessionSecret,
    catalogStore: wooCatalog,
    async stop() {
      await retention.stop();
      await catalogRefresh.stop();
      await paymentRetries.stop();
      await passwordResets.idle();
      await backInStock.idle();
      store.localStore?.setOrderMailListener(undefined);
      await mailDelivery.stop();
      await state.close();
      await storage.close();
    },
  };
}
