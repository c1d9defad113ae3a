/**
 * A shop moving from one machine to replicas on PostgreSQL keeps its records (issue 12, section 1):
 * `npm run records:copy` copies the SQLite file of DATA_DIR into DATABASE_URL, every table, expired
 * sessions left behind, and a second run copies nothing twice. Over a real PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackInStockRecords } from '../../../server/src/storage/backInStockRecords';
import { ContentRecords } from '../../../server/src/storage/contentRecords';
import { SqlCredentialVersions } from '../../../server/src/ports/sql/credentialVersions';
import { openStorefrontStorage, type StorefrontStorage } from '../../../server/src/storage/database';
import { PaymentReviews } from '../../../server/src/storage/paymentReviews';
import { PaymentCompletions } from '../../../server/src/storage/paymentCompletions';
import { InvoiceNumberRecords } from '../../../server/src/storage/invoiceNumberRecords';
import { ScheduledRunRecords } from '../../../server/src/storage/scheduledRunRecords';
import { TestCardIntents } from '../../../server/src/storage/testCardIntents';
import { startPostgresServer, type PostgresServer } from '../helpers/postgresServer';

const HOUR = 60 * 60 * 1000;
const message = { name: 'Camille', email: 'camille@example.fr', subject: 'Monture', message: 'Bonjour', language: 'FR' as const };

let postgres: PostgresServer;
let databases = 0;
let dataDir: string;
let databaseUrl: string;

beforeAll(async () => {
  postgres = await startPostgresServer();
}, 60_000);
afterAll(() => postgres.stop());
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-copy-'));
  databaseUrl = await postgres.createDatabase(`copy_${(databases += 1)}`);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function withStorage<T>(location: { databaseUrl?: string }, use: (storage: StorefrontStorage) => Promise<T>): Promise<T> {
  const storage = await openStorefrontStorage({ dataDir, ...location });
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}

/** A shop that ran on one machine: a record in every table of its SQLite file. */
async function fillSqlite(now: number): Promise<void> {
  await withStorage({}, async ({ db }) => {
    const content = new ContentRecords(db);
    await content.saveContactMessage(message, new Date(now - 2 * HOUR));
    await content.saveContactMessage({ ...message, subject: 'Livraison' }, new Date(now - HOUR));
    await content.subscribe({ email: 'Lea@Example.fr', language: 'EN', source: 'footer' }, new Date(now - HOUR));
    await db
      .insertInto('sessions')
      .values([
        { sid: 'live', data: '{"cart":1}', expires_at: now + HOUR },
        { sid: 'expired', data: '{}', expires_at: now - HOUR },
      ])
      .execute();
    await new ScheduledRunRecords(db).claim('contact-message-retention', new Date(now - HOUR), 1);
    await new TestCardIntents(db).create({
      id: 'pi_local_1',
      clientSecret: 'pi_local_1_secret',
      status: 'requires_payment_method',
      amountMinor: 18_900,
      currency: 'eur',
      metadata: { order: '41' },
      idempotencyKey: 'checkout-41',
      requestFingerprint: 'f41',
      createdAt: new Date(now - HOUR).toISOString(),
    });
    await new PaymentCompletions(db).add(41, 'pi_local_1', 'store unreachable');
    await new PaymentReviews(db).record({
      paymentId: 'pi_local_0',
      provider: 'test_card',
      orderId: 40,
      orderNumber: '40',
      action: 'voided',
      reason: 'sold_out',
      amountMinor: 18_900,
      currency: 'EUR',
      orderCancelled: true,
      detail: '',
    });
    const alerts = new BackInStockRecords(db);
    const wait = { productId: 417, variationId: 0, productName: 'Pont-Neuf', language: 'FR' as const };
    await alerts.pending({ ...wait, email: 'Ana@example.fr', emailKey: 'ana@example.fr', tokenHash: 'a'.repeat(64) }, new Date(now - HOUR));
    await alerts.confirm('a'.repeat(64), new Date(now - HOUR));
    await alerts.pending({ ...wait, email: 'bob@example.fr', emailKey: 'bob@example.fr', tokenHash: 'b'.repeat(64) }, new Date(now - HOUR));
    const credentials = new SqlCredentialVersions(db);
    await credentials.bump(7);
    await credentials.bump(7);
    await new InvoiceNumberRecords(db).issue({ id: 41, number: '41' }, new Date(now - HOUR));
  });
}

function runCopy(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/copyRecords.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
}

test('copies every table into PostgreSQL, leaves expired sessions behind, and copies nothing twice', async () => {
  const now = Date.now();
  await fillSqlite(now);
  // The target already holds one of the messages (an earlier, interrupted move) and a newer credentials version.
  await withStorage({ databaseUrl }, async ({ db }) => {
    await new ContentRecords(db).saveContactMessage(message, new Date(now - 2 * HOUR));
    const credentials = new SqlCredentialVersions(db);
    for (let bump = 0; bump < 3; bump += 1) await credentials.bump(7);
  });

  const first = runCopy({ DATABASE_URL: databaseUrl });
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  expect(first.stdout).toMatch(/contact_messages\s+2 read\s+1 written/);
  expect(first.stdout).toMatch(/sessions\s+2 read\s+1 written/);
  expect(first.stdout).toMatch(/customer_credentials\s+1 read\s+0 written/);

  await withStorage({ databaseUrl }, async ({ db }) => {
    const content = new ContentRecords(db);
    expect((await content.contactMessages()).map((kept) => kept.subject).sort()).toEqual(['Livraison', 'Monture']);
    expect((await content.subscriptions()).map((kept) => kept.email)).toEqual(['Lea@Example.fr']);
    expect((await db.selectFrom('sessions').select('sid').execute()).map((row) => row.sid)).toEqual(['live']);
    expect(await new ScheduledRunRecords(db).lastRun('contact-message-retention')).toBe(new Date(now - HOUR).toISOString());
    expect((await new TestCardIntents(db).byIdempotencyKey('checkout-41'))?.amountMinor).toBe(18_900);
    expect((await new PaymentCompletions(db).all()).map((pending) => [pending.orderId, pending.paymentId])).toEqual([[41, 'pi_local_1']]);
    expect((await new PaymentReviews(db).list()).map((review) => [review.paymentId, review.reason])).toEqual([['pi_local_0', 'sold_out']]);
    // The target's version was newer: a password changed there keeps other sessions signed out.
    expect(await new SqlCredentialVersions(db).current(7)).toBe(3);
    // Back-in-stock waits keep their state (a confirmed one stays confirmed) and their token.
    expect(await new BackInStockRecords(db).counts()).toEqual([
      { productId: 417, variationId: 0, productName: 'Pont-Neuf', confirmed: 1, pending: 1 },
    ]);
    expect((await new BackInStockRecords(db).byToken('a'.repeat(64)))?.state).toBe('confirmed');
    // An issued invoice keeps its number: the next order's follows it.
    const invoices = new InvoiceNumberRecords(db);
    const kept = (await invoices.find(41))!;
    expect((await invoices.issue({ id: 42, number: '42' }, new Date(kept.issuedAt))).number).toBe(kept.number.replace(/1$/, '2'));
  });

  const again = runCopy({ DATABASE_URL: databaseUrl });
  expect(again.status).toBe(0);
  expect(again.stdout.match(/\s(\d+) written/g)?.map((count) => count.trim())).toEqual(Array(13).fill('0 written')); // one line per table
  await withStorage({ databaseUrl }, async ({ db }) => {
    expect(await new ContentRecords(db).contactMessages()).toHaveLength(2);
  });
}, 60_000);

test('says what is missing: no DATABASE_URL, no SQLite file', async () => {
  const noTarget = runCopy({ DATABASE_URL: '' });
  expect(noTarget.status).toBe(2);
  expect(noTarget.stderr).toContain('DATABASE_URL is not set');
  const noSource = runCopy({ DATABASE_URL: databaseUrl });
  expect(noSource.status).toBe(2);
  expect(noSource.stderr).toContain('No storefront database at');
}, 30_000);
