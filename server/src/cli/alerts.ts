/**
 * The shop owner's signal of demand: the back-in-stock alerts waiting, per product and variation
 * (`npm run alerts`, after a build):
 *
 *   npm run alerts [-- --json]
 *
 * Counts the confirmed waits (each gets one mail when the store shows stock again) and those still
 * unconfirmed, the most awaited product first. Reads the storefront database: PostgreSQL when
 * DATABASE_URL is set, else the SQLite file in DATA_DIR (default ./data). No address is printed.
 */
import { parseArgs } from 'node:util';
import { formatAlertCounts } from '../backInStock/report';
import { loadConfig } from '../config';
import { terminalJson } from '../content/terminalText';
import { BackInStockRecords } from '../storage/backInStockRecords';
import { openStorefrontStorage } from '../storage/database';
import { print, printError, runCommand } from './command';

const USAGE = 'usage: npm run alerts -- [--json]';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { json: { type: 'boolean' } } });
  if (positionals.length > 0) {
    printError(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const storage = await openStorefrontStorage({ dataDir: config.dataDir, databaseUrl: config.database?.url });
  try {
    const counts = await new BackInStockRecords(storage.db).counts();
    print(values.json ? `${terminalJson(counts)}\n` : formatAlertCounts(counts));
    return 0;
  } finally {
    await storage.close();
  }
}

runCommand(main);
