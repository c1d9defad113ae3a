/**
 * Invoice numbers over both engines (the SQLite file and a real PostgreSQL), two processes allocating
 * at once: every order gets one number, the same one when asked again, and the year's series has no
 * gap and no repeat; a new year starts its own series at 1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isUnbrokenSeries } from '../../../server/src/domain/invoiceNumber';
import { openStorefrontStorage, type StorefrontStorage } from '../../../server/src/storage/database';
import { InvoiceNumberRecords } from '../../../server/src/storage/invoiceNumberRecords';
import { startPostgresServer, type PostgresServer } from '../helpers/postgresServer';

let postgres: PostgresServer | undefined;
const folders: string[] = [];
let opened: StorefrontStorage[] = [];

afterEach(async () => {
  await Promise.all(opened.map((storage) => storage.close()));
  opened = [];
});
afterAll(async () => {
  await postgres?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Two processes' storages over one fresh database. */
async function twoProcesses(engine: 'SQLite' | 'PostgreSQL'): Promise<[InvoiceNumberRecords, InvoiceNumberRecords]> {
  let location: { dataDir: string; databaseUrl?: string };
  if (engine === 'SQLite') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-invoices-'));
    folders.push(folder);
    location = { dataDir: folder };
  } else {
    postgres ??= await startPostgresServer();
    location = { dataDir: '/nonexistent', databaseUrl: await postgres.createDatabase(`invoices_${folders.length}_${Date.now()}`) };
  }
  const first = await openStorefrontStorage(location);
  const second = await openStorefrontStorage(location);
  opened.push(first, second);
  return [new InvoiceNumberRecords(first.db), new InvoiceNumberRecords(second.db)];
}

describe.each(['SQLite', 'PostgreSQL'] as const)('invoice numbers over %s', (engine) => {
  it('gives 20 orders asked for twice each, by two processes at once, 20 numbers without a gap', async () => {
    const [a, b] = await twoProcesses(engine);
    const now = new Date('2026-03-10T10:00:00Z');
    const orders = Array.from({ length: 20 }, (_, index) => ({ id: 500 + index, number: String(500 + index) }));
    const issued = await Promise.all([
      ...orders.map((order, index) => (index % 2 ? a : b).issue(order, now)),
      ...orders.map((order, index) => (index % 2 ? b : a).issue(order, now)),
    ]);
    expect(issued.slice(0, 20).map((invoice) => invoice.number)).toEqual(issued.slice(20).map((invoice) => invoice.number));
    const series = await a.series(2026);
    expect(series).toHaveLength(20);
    expect(isUnbrokenSeries(series.map((row) => row.sequence))).toBe(true);
    expect(new Set(series.map((row) => row.orderId)).size).toBe(20);
    expect(issued[0]!.number).toMatch(/^F-2026-0000\d\d$/);
  }, 60_000);

  it('keeps an order its number and date, and starts a new year at 1', async () => {
    const [a, b] = await twoProcesses(engine);
    const first = await a.issue({ id: 1, number: '1' }, new Date('2026-12-31T22:00:00Z'));
    expect(first).toEqual({ number: 'F-2026-000001', issuedAt: '2026-12-31T22:00:00.000Z' });
    // Asked again in the new year: the same invoice.
    expect(await b.issue({ id: 1, number: '1' }, new Date('2027-01-02T09:00:00Z'))).toEqual(first);
    // 00:30 in Paris on the 1st of January is the new year's first invoice.
    expect((await b.issue({ id: 2, number: '2' }, new Date('2026-12-31T23:30:00Z'))).number).toBe('F-2027-000001');
    expect((await a.issue({ id: 3, number: '3' }, new Date('2027-01-02T09:00:00Z'))).number).toBe('F-2027-000002');
    expect(await a.find(4)).toBeUndefined();
  }, 60_000);
});
