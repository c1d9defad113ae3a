/**
 * Will this WooCommerce run the shop? (`npm run doctor`, after a build). Reads the same settings as
 * `npm start` (WOO_URL and its keys, or the embedded store in DATA_DIR; STRIPE_*; PUBLIC_URL) and
 * checks the store a line each, with what to do: the REST API and its keys, pretty permalinks, the JWT
 * plugin, WOOCS and its rates, the card gateway, tax settings and shipping zones, the catalog, Stripe.
 * Exits 1 when something would break a purchase, 0 otherwise (warnings included). Writes nothing.
 *
 *   npm run doctor [-- --json]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { terminalJson, terminalText } from '../content/terminalText';
import { formatReport, runChecks } from '../doctor';
import { createLogger } from '../logger';
import { connectStore } from '../storeConnection';
import { runCommand } from './command';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { json: { type: 'boolean' } } });
  const config = loadConfig();
  // The store client's own warnings (retries) would interleave with the report.
  const store = await connectStore(config, createLogger(process.env.LOG_LEVEL ?? 'silent'));
  try {
    const storeUrl = config.woo.url ?? store.localStore?.url ?? '';
    const results = await runChecks({ http: store.http, storeUrl, config, timeoutMs: config.woo.timeoutMs });
    process.stdout.write(terminalText(values.json ? `${terminalJson(results)}\n` : formatReport(results)));
    return results.some((result) => result.status === 'fail') ? 1 : 0;
  } finally {
    await store.close();
  }
}

runCommand(main);
