/**
 * The shop owner's view of what the content pages keep (`npm run inbox`, after a build):
 *
 *   npm run inbox -- messages [--since 2025-10-01] [--limit 50] [--json]
 *   npm run inbox -- subscribers > subscribers.csv
 *   npm run inbox -- unsubscribe someone@example.com     (a request to leave the newsletter)
 *   npm run inbox -- erase someone@example.com           (right to erasure: messages and subscription)
 *
 * Reads the storefront database: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR
 * (default ./data); the server may keep running meanwhile.
 * Everything printed goes through terminalText.ts: what shoppers wrote cannot drive the terminal.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { formatMessages, subscribersCsv } from '../content/export';
import { terminalJson, terminalLine } from '../content/terminalText';
import { openStorefrontStorage } from '../storage/database';
import { ContentRecords } from '../storage/contentRecords';
import { print, printError, runCommand } from './command';

const USAGE = 'usage: npm run inbox -- messages [--since YYYY-MM-DD] [--limit N] [--json] | subscribers | unsubscribe EMAIL | erase EMAIL';
const COMMANDS = ['messages', 'subscribers', 'unsubscribe', 'erase'];

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { since: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  });
  const [command = '', address] = positionals;
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  const needsAddress = command === 'unsubscribe' || command === 'erase';
  if (!COMMANDS.includes(command) || !Number.isInteger(limit) || limit < 1 || needsAddress !== Boolean(address?.trim())) {
    printError(`${USAGE}\n`);
    return 2;
  }
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
    printError(`--since: not a date: ${terminalLine(values.since)}\n`);
    return 2;
  }
  const config = loadConfig();
  const storage = await openStorefrontStorage({ dataDir: config.dataDir, databaseUrl: config.database?.url });
  try {
    const repository = new ContentRecords(storage.db);
    const shown = terminalLine(address ?? '');
    if (command === 'unsubscribe') {
      const removed = await repository.unsubscribe(address!);
      print(removed ? `${shown} unsubscribed.\n` : `${shown} was not subscribed.\n`);
      return 0;
    }
    if (command === 'erase') {
      const erased = await repository.erase(address!);
      print(`${shown}: ${erased.messages} message(s) and ${erased.subscriptions} subscription(s) deleted.\n`);
      return 0;
    }
    if (command === 'subscribers') {
      print(subscribersCsv(await repository.subscriptions()));
      return 0;
    }
    const since = values.since === undefined ? undefined : new Date(values.since).toISOString();
    const messages = await repository.contactMessages({ since, limit });
    print(values.json ? `${terminalJson(messages)}\n` : formatMessages(messages) || 'No messages.\n');
    return 0;
  } finally {
    await storage.close();
  }
}

runCommand(main);
