/**
 * `npm run store`: the local store on its own. LOCALSTORE_PORT (8088), DATA_DIR (./data),
 * WOO_CONSUMER_KEY/WOO_CONSUMER_SECRET (the accepted key; generated and printed when unset),
 * LOCALSTORE_HOST (127.0.0.1), LOCALSTORE_PUBLIC_URL (base of image URLs) and LOCALSTORE_TLS_CERT /
 * LOCALSTORE_TLS_KEY (PEM files: serve HTTPS, where Basic auth and query keys work too),
 * LOCALSTORE_PRICES_INCLUDE_TAX (no: a new store's catalog is seeded with prices entered before tax).
 */
import fs from 'node:fs';
import pino from 'pino';
import { startLocalStore } from './index';

async function main(): Promise<void> {
  const log = pino({ name: 'localstore' });
  const logger = { info: (msg: string) => log.info(msg), warn: (msg: string) => log.warn(msg) };
  const port = Number(process.env.LOCALSTORE_PORT ?? 8088);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`LOCALSTORE_PORT is not a port: ${process.env.LOCALSTORE_PORT}`);
  const certFile = process.env.LOCALSTORE_TLS_CERT || undefined;
  const keyFile = process.env.LOCALSTORE_TLS_KEY || undefined;
  if (Boolean(certFile) !== Boolean(keyFile)) throw new Error('LOCALSTORE_TLS_CERT and LOCALSTORE_TLS_KEY go together');
  const tls = certFile && keyFile ? { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) } : undefined;
  const store = await startLocalStore({
    dataDir: process.env.DATA_DIR ?? './data',
    port,
    host: process.env.LOCALSTORE_HOST || undefined,
    consumerKey: process.env.WOO_CONSUMER_KEY || undefined,
    consumerSecret: process.env.WOO_CONSUMER_SECRET || undefined,
    publicUrl: process.env.LOCALSTORE_PUBLIC_URL || undefined,
    pricesIncludeTax: !['no', 'false', 'off', '0'].includes((process.env.LOCALSTORE_PRICES_INCLUDE_TAX ?? '').trim().toLowerCase()),
    tls,
    logger,
  });
  process.stdout.write(`Local store ready at ${store.url} (REST API ${store.url}/wp-json/wc/v3)\n`);
  if (store.keyWasGenerated) {
    // Printed once, when created: the operator copies it into the storefront server's environment.
    process.stdout.write(
      `Generated REST API key (read_write):\n  WOO_CONSUMER_KEY=${store.consumerKey}\n  WOO_CONSUMER_SECRET=${store.consumerSecret}\n`,
    );
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`local store: ${signal} received, shutting down`);
    store.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`local store failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
