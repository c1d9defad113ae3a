/**
 * The local store: an embedded back end that answers the WooCommerce REST API v3 (products,
 * variations, categories, attributes and terms) and the WOOCS currency switcher's routes over a
 * SQLite database seeded with an eyewear catalog, with WooCommerce's authentication rules, so a
 * client cannot tell it from a real store.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { createApp } from './app';
import { Authenticator } from './auth/authenticate';
import { activateKeys } from './auth/keys';
import { loadSealKey } from './auth/sealKeyFile';
import { loadJwtSecret } from './auth/jwt';
import { Sealer } from './auth/sealer';
import { databaseFile, openDatabase } from './db/open';
import { migrate } from './db/schema';
import { seedCatalog } from './db/seed';
import { seedCurrencies } from './db/seed/currencies';
import { seedPaymentGateways } from './db/seed/paymentGateways';
import { seedShippingZones } from './db/seed/shippingZones';
import { seedStoreOptions } from './db/seed/storeOptions';
import { seedTaxRates } from './db/seed/taxRates';
import { enterPricesBeforeTax } from './db/seed/pricesBeforeTax';
import { ensureUploads, uploadsHandler } from './images/files';
import { ensureHomeHero, HOME_HERO_FILE } from './images/homeHero';
import { redactingLogger, silentLogger } from './logger';
import type { OrderMailListener } from './orders/orderMails';

export { setCurrencyRate } from './currencyRates';

export interface LocalStoreOptions {
  /** The SQLite file lives at `${dataDir}/localstore.sqlite`; created with the folder if missing. */
  dataDir: string;
  /** 0 = a random free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** When both are given, this pair is the one accepted (read_write); else one is generated on first start, stored and reused. */
  consumerKey?: string;
  consumerSecret?: string;
  /** Base URL of image `src` and permalinks; default the store's own URL. */
  publicUrl?: string;
  /**
   * Serve HTTPS with this certificate (PEM) instead of plain HTTP. Basic auth and query-string keys
   * are accepted only on a TLS connection; over plain HTTP only OAuth 1.0a signatures are.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /**
   * How a new store enters its prices (woocommerce_prices_include_tax): true (default) with VAT, false
   * before it (the seed's prices taken back to before the shop's VAT when the catalog is first seeded).
   */
  pricesIncludeTax?: boolean;
  logger?: { info(msg: string): void; warn(msg: string): void };
}

export interface RunningLocalStore {
  /** The WooCommerce "home URL", e.g. http://127.0.0.1:43817 (https:// with `tls`); the REST base is `${url}/wp-json/wc/v3`. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  keyWasGenerated: boolean;
  setPublicUrl(url: string): void;
  /**
   * Who receives the order mails WooCommerce would send (the customer's "processing order", the shop's
   * "new order"): the storefront keeps them in its outbox. Unset, none is made.
   */
  setOrderMailListener(listener: OrderMailListener | undefined): void;
  /** Static handler for /wp-content/uploads, to mount on another origin. */
  uploads: RequestHandler;
  close(): Promise<void>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function urlHost(requested: string): string {
  // A wildcard bind is reached through loopback from this machine.
  const host = requested === '0.0.0.0' ? '127.0.0.1' : requested === '::' ? '::1' : requested;
  return host.includes(':') ? `[${host}]` : host;
}

export async function startLocalStore(opts: LocalStoreOptions): Promise<RunningLocalStore> {
  // Whatever is logged, the configured key and secret never are (nor the generated ones, added below).
  const logger = redactingLogger(opts.logger ?? silentLogger, [opts.consumerKey, opts.consumerSecret]);
  const host = opts.host ?? '127.0.0.1';
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sealKey = loadSealKey(opts.dataDir);
  if (sealKey.created) logger.info(`local store: created the key sealing file ${path.join(opts.dataDir, 'localstore.key')} (0600)`);
  if (sealKey.narrowed) logger.warn(`local store: ${path.join(opts.dataDir, 'localstore.key')} was readable by others; narrowed to 0600`);
  const sealer = new Sealer(sealKey.key);
  const db = openDatabase(databaseFile(opts.dataDir));
  try {
    const applied = migrate(db, sealer);
    if (applied.length > 0) logger.info(`local store: schema migrations applied: ${applied.join(', ')}`);
    const catalogSeeded = seedCatalog(db);
    if (catalogSeeded) {
      const count = (db.prepare("SELECT COUNT(*) AS n FROM products WHERE type <> 'variation'").get() as { n: number }).n;
      logger.info(`local store: seeded the catalog (${count} products)`);
    }
    if (seedCurrencies(db)) logger.info('local store: seeded the currency switcher (WOOCS) currencies');
    const options = seedStoreOptions(db);
    if (options > 0) logger.info(`local store: set ${options} WooCommerce settings`);
    if (seedTaxRates(db)) logger.info('local store: seeded the tax rates and classes');
    if (catalogSeeded && opts.pricesIncludeTax === false) {
      const changed = enterPricesBeforeTax(db);
      logger.info(`local store: prices entered before tax (woocommerce_prices_include_tax no): ${changed} prices`);
    }
    if (seedShippingZones(db)) logger.info('local store: seeded the shipping zones');
    if (seedPaymentGateways(db) > 0) logger.info('local store: set the payment gateway settings');
    const uploadsDir = path.join(opts.dataDir, 'uploads');
    const written = ensureUploads(db, uploadsDir);
    if (written > 0) logger.info(`local store: wrote ${written} product pictures to ${uploadsDir}`);
    if (ensureHomeHero(uploadsDir)) logger.info(`local store: wrote the home page picture (${HOME_HERO_FILE})`);
    const configured =
      opts.consumerKey && opts.consumerSecret ? { consumerKey: opts.consumerKey, consumerSecret: opts.consumerSecret } : undefined;
    if ((opts.consumerKey || opts.consumerSecret) && !configured)
      logger.warn('local store: a consumer key needs its secret (and the reverse); generating a key pair instead');
    const key = activateKeys(db, sealer, configured, logger);
    const jwt = loadJwtSecret(db, sealer);
    if (jwt.created) logger.info('local store: generated the JWT login secret (sealed in the options)');
    logger.redact(key.consumerKey, key.consumerSecret);

    let homeUrl = '';
    let orderMailListener: OrderMailListener | undefined;
    let publicUrl: string | undefined = opts.publicUrl ? trimSlash(opts.publicUrl) : undefined;
    const uploads = uploadsHandler(uploadsDir);
    const app = createApp(
      {
        db,
        authenticator: new Authenticator(db, sealer, () => homeUrl),
        homeUrl: () => homeUrl,
        publicUrl: () => publicUrl ?? homeUrl,
        logger,
        jwtSecret: jwt.secret,
        orderMails: () => orderMailListener,
      },
      uploads,
    );
    const server = opts.tls ? https.createServer({ key: opts.tls.key, cert: opts.tls.cert }, app) : http.createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address() as AddressInfo;
    homeUrl = `${opts.tls ? 'https' : 'http'}://${urlHost(host)}:${address.port}`;
    logger.info(`local store: listening on ${homeUrl}`);

    let closing: Promise<void> | undefined;
    return {
      url: homeUrl,
      consumerKey: key.consumerKey,
      consumerSecret: key.consumerSecret,
      keyWasGenerated: key.generated,
      setOrderMailListener(listener: OrderMailListener | undefined) {
        orderMailListener = listener;
      },
      setPublicUrl(url: string) {
        publicUrl = trimSlash(url);
      },
      uploads,
      close() {
        closing ??= new Promise<void>((resolve) => {
          server.close(() => {
            db.close();
            resolve();
          });
          server.closeIdleConnections();
          // Requests in flight get a moment to finish before their sockets are cut.
          setTimeout(() => server.closeAllConnections(), 2000).unref();
        });
        return closing;
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
