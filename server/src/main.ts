/** Entry point: `npm start` (built) or `npm run dev` (tsx watch). */
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);
  logger.info(`Storefront ready on ${server.url} (store: ${config.woo.url ?? 'embedded local store'})`);
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
