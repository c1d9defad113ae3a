/**
 * The developer's outbox (`npm run outbox`, after a build): the mails the shop wrote, newest first.
 *
 *   npm run outbox [-- --limit 20] [--to EMAIL] [--json]
 *   npm run outbox -- --show ID          one mail's subject and plain-text part (its links included)
 *
 * Without SMTP_URL every mail is kept there instead of sent; with it, this shows what was sent, what
 * waits and what the SMTP server refused. Reads the storefront database: PostgreSQL when DATABASE_URL is
 * set, else the SQLite file in DATA_DIR (default ./data).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { terminalJson } from '../content/terminalText';
import { formatOutboxList, formatOutboxMail } from '../mail/outboxReport';
import { openStorefrontStorage } from '../storage/database';
import { OutboxRecords } from '../storage/outboxRecords';
import { print, printError, runCommand } from './command';

const USAGE = 'usage: npm run outbox -- [--limit N] [--to EMAIL] [--json] | --show ID';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { limit: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean' }, show: { type: 'string' } },
  });
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  const show = values.show === undefined ? undefined : Number(values.show);
  if (positionals.length > 0 || !Number.isInteger(limit) || limit < 1 || (show !== undefined && !Number.isInteger(show))) {
    printError(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const storage = await openStorefrontStorage({ dataDir: config.dataDir, databaseUrl: config.database?.url });
  try {
    const outbox = new OutboxRecords(storage.db);
    if (show !== undefined) {
      const mail = await outbox.get(show);
      if (!mail) {
        printError(`No mail #${show} in the outbox.\n`);
        return 1;
      }
      print(values.json ? `${terminalJson(mail)}\n` : formatOutboxMail(mail));
      return 0;
    }
    const mails = await outbox.list({ limit, to: values.to });
    if (values.json) print(`${terminalJson(mails.map(({ html: _html, ...mail }) => mail))}\n`);
    else print(formatOutboxList(mails, await outbox.counts()));
    return 0;
  } finally {
    await storage.close();
  }
}

runCommand(main);
