/**
 * The shop owner's review of money the checkout did not keep (`npm run payments:review`, after a build):
 *
 *   npm run payments:review [-- --since 2026-11-01] [--limit 50] [--json]
 *
 * Lists the payments given back instead of kept (an authorisation voided or a capture refunded because
 * the store could not record the order, or the order could no longer be paid), newest first, with why;
 * then the completions still waiting for the store (given back after 24 hours). Reads the storefront
 * database: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR (default ./data).
 */
import { parseArgs } from 'node:util';
import { formatPaymentReviews } from '../checkout/paymentReviewReport';
import { loadConfig } from '../config';
import { terminalJson } from '../content/terminalText';
import { openStorefrontStorage } from '../storage/database';
import { PaymentCompletions } from '../storage/paymentCompletions';
import { PaymentReviews } from '../storage/paymentReviews';
import { print, printError, runCommand } from './command';

const USAGE = 'usage: npm run payments:review -- [--since YYYY-MM-DD] [--limit N] [--json]';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  });
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (positionals.length > 0 || !Number.isInteger(limit) || limit < 1) {
    printError(`${USAGE}\n`);
    return 2;
  }
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
    printError(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const storage = await openStorefrontStorage({ dataDir: config.dataDir, databaseUrl: config.database?.url });
  try {
    const since = values.since === undefined ? undefined : new Date(values.since);
    const reviews = await new PaymentReviews(storage.db).list({ since, limit });
    const pending = await new PaymentCompletions(storage.db).all();
    print(values.json ? `${terminalJson({ givenBack: reviews, pending })}\n` : formatPaymentReviews(reviews, pending));
    return 0;
  } finally {
    await storage.close();
  }
}

runCommand(main);
