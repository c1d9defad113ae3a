/**
 * Moves a shop's own records from one machine to replicas sharing PostgreSQL (`npm run records:copy`, after
 * a build): reads the SQLite file in DATA_DIR (`storefront.sqlite`, default ./data) and copies every table
 * into the database of DATABASE_URL (migrated first), in one transaction. Run it with the one-machine
 * server stopped (what it writes afterwards is not copied), then start the replicas with DATABASE_URL.
 * Running it again copies nothing twice (server/src/storage/copyRecords.ts).
 */
import fs from 'node:fs';
import { loadConfig } from '../config';
import { terminalLine } from '../content/terminalText';
import { copyRecords } from '../storage/copyRecords';
import { openStorefrontStorage, storefrontDatabaseFile } from '../storage/database';

const USAGE = 'usage: DATABASE_URL=postgres://... npm run records:copy   (copies DATA_DIR/storefront.sqlite into it)';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (!config.database) {
    process.stderr.write(`DATABASE_URL is not set: it names the PostgreSQL database to copy into.\n${USAGE}\n`);
    return 2;
  }
  const file = storefrontDatabaseFile(config.dataDir);
  if (!fs.existsSync(file)) {
    process.stderr.write(`No storefront database at ${terminalLine(file)}: set DATA_DIR to the folder that holds it.\n`);
    return 2;
  }
  const source = await openStorefrontStorage({ dataDir: config.dataDir });
  try {
    const target = await openStorefrontStorage({ dataDir: config.dataDir, databaseUrl: config.database.url });
    try {
      const report = await copyRecords(source.db, target.db);
      for (const [table, { read, written }] of Object.entries(report)) {
        process.stdout.write(`${table.padEnd(26)} ${String(read).padStart(7)} read  ${String(written).padStart(7)} written\n`);
      }
      process.stdout.write('Copied. Start the replicas with DATABASE_URL; the SQLite file is left as it was.\n');
      return 0;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${terminalLine(error instanceof Error ? error.message : String(error))}\n`);
    process.exitCode = 1;
  },
);
