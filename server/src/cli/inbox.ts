/**
 * The shop owner's view of what the content pages keep (`npm run inbox`, after a build):
 *
 *   npm run inbox -- messages [--since 2025-10-01] [--limit 50] [--json]
 *   npm run inbox -- subscribers > subscribers.csv
 *   npm run inbox -- unsubscribe someone@example.com     (a request to leave the newsletter)
 *   npm run inbox -- erase someone@example.com           (right to erasure: messages and subscription)
 *
 * Reads the storefront database in DATA_DIR (default ./data); the server may keep running meanwhile.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { formatMessages, subscribersCsv } from '../content/export';
import { ContentRepository } from '../content/repository';
import { openStorefrontStorage } from '../storage/database';

const USAGE = 'usage: npm run inbox -- messages [--since YYYY-MM-DD] [--limit N] [--json] | subscribers | unsubscribe EMAIL | erase EMAIL';
const COMMANDS = ['messages', 'subscribers', 'unsubscribe', 'erase'];

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  });
  const [command = '', address] = positionals;
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  const needsAddress = command === 'unsubscribe' || command === 'erase';
  if (!COMMANDS.includes(command) || !Number.isInteger(limit) || limit < 1 || needsAddress !== Boolean(address?.trim())) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
    process.stderr.write(`--since: not a date: ${values.since}\n`);
    return 2;
  }
  const storage = openStorefrontStorage(loadConfig().dataDir);
  try {
    const repository = new ContentRepository(storage.db);
    if (command === 'unsubscribe') {
      const removed = repository.unsubscribe(address!);
      process.stdout.write(removed ? `${address} unsubscribed.\n` : `${address} was not subscribed.\n`);
      return 0;
    }
    if (command === 'erase') {
      const erased = repository.erase(address!);
      process.stdout.write(`${address}: ${erased.messages} message(s) and ${erased.subscriptions} subscription(s) deleted.\n`);
      return 0;
    }
    if (command === 'subscribers') {
      process.stdout.write(subscribersCsv(repository.subscriptions()));
      return 0;
    }
    const since = values.since === undefined ? undefined : new Date(values.since).toISOString();
    const messages = repository.contactMessages({ since, limit });
    process.stdout.write(values.json ? `${JSON.stringify(messages, null, 2)}\n` : formatMessages(messages) || 'No messages.\n');
    return 0;
  } finally {
    storage.close();
  }
}

process.exitCode = main(process.argv.slice(2));
