/** The SQLite file: created with its folder, kept across restarts, never seeded twice (plain HTTP, OAuth as the storefront signs). */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startLocalStore } from '../../../server/localstore';
import { oauthRequest as api, tempDataDir, type ProductJson, type TestStore } from './helpers/store';

const wrap = (store: Awaited<ReturnType<typeof startLocalStore>>, dataDir: string): TestStore => ({
  store,
  dataDir,
  close: () => store.close(),
});

describe('persistence', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = path.join(tempDataDir(), 'nested', 'data');
  });

  afterAll(() => {
    fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it('creates the folder and the database, then keeps data and keys across restarts without re-seeding', async () => {
    const infos: string[] = [];
    const logger = { info: (msg: string) => infos.push(msg), warn: (msg: string) => infos.push(`WARN ${msg}`) };
    const first = await startLocalStore({ dataDir, logger });
    expect(fs.existsSync(path.join(dataDir, 'localstore.sqlite'))).toBe(true);
    expect(first.keyWasGenerated).toBe(true);
    const before = await api<ProductJson[]>(wrap(first, dataDir), 'products', { per_page: 100 });
    const categoriesBefore = await api<{ id: number; count: number }[]>(wrap(first, dataDir), 'products/categories', { per_page: 100 });
    expect(infos.some((msg) => msg.includes('seeded the catalog (50 products)'))).toBe(true);
    await first.close();

    infos.length = 0;
    const second = await startLocalStore({ dataDir, logger });
    try {
      expect(infos.some((msg) => msg.includes('seeded'))).toBe(false);
      expect(second.keyWasGenerated).toBe(false);
      expect(second.consumerKey).toBe(first.consumerKey);
      expect(second.consumerSecret).toBe(first.consumerSecret);
      const after = await api<ProductJson[]>(wrap(second, dataDir), 'products', { per_page: 100 });
      expect(after.headers.get('x-wp-total')).toBe(before.headers.get('x-wp-total'));
      expect(after.body.map((product) => product.id)).toEqual(before.body.map((product) => product.id));
      const categoriesAfter = await api<{ id: number; count: number }[]>(wrap(second, dataDir), 'products/categories', { per_page: 100 });
      expect(categoriesAfter.body.map((c) => [c.id, c.count])).toEqual(categoriesBefore.body.map((c) => [c.id, c.count]));
    } finally {
      await second.close();
    }

    const db = new Database(path.join(dataDir, 'localstore.sqlite'), { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect((db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBe(
        (db.prepare('SELECT COUNT(DISTINCT id) AS n FROM products').get() as { n: number }).n,
      );
      expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
        { version: 4 },
        { version: 5 },
        { version: 6 },
        { version: 7 },
        { version: 8 },
      ]);
      // No customer is seeded.
      expect((db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n).toBe(0);
      expect((db.prepare("SELECT COUNT(*) AS n FROM products WHERE type <> 'variation'").get() as { n: number }).n).toBe(50);
    } finally {
      db.close();
    }
  });

  it('switches to a configured key and back to the generated one', async () => {
    const configured = await startLocalStore({ dataDir, consumerKey: 'ck_env', consumerSecret: 'cs_env' });
    const generatedKey = configured.consumerKey;
    await configured.close();
    expect(generatedKey).toBe('ck_env');
    const again = await startLocalStore({ dataDir });
    try {
      expect(again.keyWasGenerated).toBe(false);
      expect(again.consumerKey).toMatch(/^ck_[0-9a-f]{40}$/);
      const refused = await api(wrap(again, dataDir), 'products', {}, { key: 'ck_env', secret: 'cs_env' });
      expect(refused.status).toBe(401);
    } finally {
      await again.close();
    }
  });

  it('rebuilds a deleted picture on start', async () => {
    const uploads = path.join(dataDir, 'uploads');
    const file = fs
      .readdirSync(uploads, { recursive: true, encoding: 'utf8' })
      .find((name) => name.endsWith('montmartre-front.svg')) as string;
    const original = fs.readFileSync(path.join(uploads, file), 'utf8');
    fs.rmSync(path.join(uploads, file));
    const store = await startLocalStore({ dataDir });
    await store.close();
    expect(fs.readFileSync(path.join(uploads, file), 'utf8')).toBe(original);
  });

  it('closes twice without error', async () => {
    const store = await startLocalStore({ dataDir });
    await Promise.all([store.close(), store.close()]);
    await store.close();
  });
});
