/**
 * Key storage: the consumer key only as WooCommerce's wc_api_hash plus its last 7 characters, the secret
 * (and a generated key) sealed with the data folder's localstore.key (0600); a database written by the
 * previous version, which kept both in clear, is upgraded on start and keeps accepting the same key.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startLocalStore, type RunningLocalStore } from '../../../server/localstore';
import { MIGRATIONS } from '../../../server/localstore/db/schema';
import { seedCatalog } from '../../../server/localstore/db/seed';
import { seedCurrencies } from '../../../server/localstore/db/seed/currencies';
import { openDatabase } from '../../../server/localstore/db/open';
import { applyMigrations } from '../../../server/sqlite/migrate';
import { basicRequest, oauthRequest, tempDataDir, TEST_TLS, type ProductJson, type TestStore } from './helpers/store';

const wcApiHash = (key: string) => crypto.createHmac('sha256', 'wc-api').update(key).digest('hex');
const dbFile = (dataDir: string) => path.join(dataDir, 'localstore.sqlite');
const wrap = (store: RunningLocalStore, dataDir: string): TestStore => ({ store, dataDir, close: () => store.close() });

/** Every byte SQLite keeps on disk for the store (database, write-ahead log, shared memory). */
function diskBytes(dataDir: string): string {
  return ['', '-wal', '-shm']
    .map((suffix) => `${dbFile(dataDir)}${suffix}`)
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file).toString('latin1'))
    .join('');
}

const keyFileMode = (dataDir: string) => fs.statSync(path.join(dataDir, 'localstore.key')).mode & 0o777;

const dirs: string[] = [];
const newDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the consumer key only as wc_api_hash and its last 7 characters, and nothing in clear', async () => {
  const dataDir = newDir();
  const first = await startLocalStore({ dataDir, tls: TEST_TLS });
  await first.close();
  const db = new Database(dbFile(dataDir), { readonly: true });
  try {
    const columns = (db.prepare('PRAGMA table_info(api_keys)').all() as { name: string }[]).map((column) => column.name);
    expect(columns).not.toContain('consumer_key');
    expect(columns).not.toContain('consumer_secret');
    const row = db.prepare('SELECT key_hash, truncated_key, sealed_secret FROM api_keys WHERE active = 1').get() as Record<string, string>;
    expect(row.key_hash).toBe(wcApiHash(first.consumerKey));
    expect(row.truncated_key).toBe(first.consumerKey.slice(-7));
    expect(row.sealed_secret).toMatch(/^v1\./);
  } finally {
    db.close();
  }
  const bytes = diskBytes(dataDir);
  expect(bytes).not.toContain(first.consumerKey);
  expect(bytes).not.toContain(first.consumerSecret);
  expect(bytes).not.toContain(first.consumerSecret.slice(3));
  if (process.platform !== 'win32') expect(keyFileMode(dataDir)).toBe(0o600);

  const second = await startLocalStore({ dataDir, tls: TEST_TLS });
  try {
    expect([second.consumerKey, second.consumerSecret, second.keyWasGenerated]).toEqual([first.consumerKey, first.consumerSecret, false]);
    expect((await basicRequest(wrap(second, dataDir), 'products', { per_page: 1 })).status).toBe(200);
    expect((await basicRequest(wrap(second, dataDir), 'products', {}, { secret: `${second.consumerSecret}x` })).status).toBe(401);
  } finally {
    await second.close();
  }
});

it('never keeps a configured key, and keeps its secret sealed', async () => {
  const dataDir = newDir();
  const configured = { consumerKey: 'ck_configured_storage_test', consumerSecret: 'cs_configured_storage_secret' };
  const store = await startLocalStore({ dataDir, ...configured });
  try {
    expect((await oauthRequest(wrap(store, dataDir), 'products', { per_page: 1 })).status).toBe(200);
  } finally {
    await store.close();
  }
  const bytes = diskBytes(dataDir);
  expect(bytes).not.toContain(configured.consumerKey);
  expect(bytes).not.toContain(configured.consumerSecret);
});

describe('a database of the previous version (keys in clear)', () => {
  const legacy = { consumerKey: `ck_${'a1'.repeat(20)}`, consumerSecret: `cs_${'b2'.repeat(20)}` };
  const oldConfigured = { consumerKey: 'ck_old_configured_key', consumerSecret: 'cs_old_configured_secret' };
  const keptNonce = 'nonce-before-upgrade';
  let dataDir: string;

  beforeAll(() => {
    dataDir = newDir();
    // What the previous version left: schema versions 1 and 2, the catalog, keys in clear, a nonce in use.
    const db = openDatabase(dbFile(dataDir));
    applyMigrations(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 2),
    );
    seedCatalog(db);
    seedCurrencies(db);
    const insert = db.prepare(
      "INSERT INTO api_keys (consumer_key, consumer_secret, permissions, origin, active, created_at) VALUES (?, ?, 'read_write', ?, ?, ?)",
    );
    const now = new Date().toISOString();
    const id = insert.run(legacy.consumerKey, legacy.consumerSecret, 'generated', 1, now).lastInsertRowid;
    insert.run(oldConfigured.consumerKey, oldConfigured.consumerSecret, 'configured', 0, now);
    db.prepare('INSERT INTO oauth_nonces (key_id, nonce, timestamp) VALUES (?, ?, ?)').run(id, keptNonce, Math.floor(Date.now() / 1000));
    db.close();
  });

  it('upgrades on start: the same generated key works (OAuth, Basic), replays stay refused, nothing stays in clear', async () => {
    const infos: string[] = [];
    const store = await startLocalStore({
      dataDir,
      tls: TEST_TLS,
      logger: { info: (msg) => infos.push(msg), warn: (msg) => infos.push(msg) },
    });
    try {
      expect(infos.some((msg) => msg.includes('schema migrations applied: 3, 4'))).toBe(true);
      expect([store.consumerKey, store.consumerSecret, store.keyWasGenerated]).toEqual([legacy.consumerKey, legacy.consumerSecret, false]);
      const ts = wrap(store, dataDir);
      expect((await oauthRequest<ProductJson[]>(ts, 'products', { per_page: 1 })).status).toBe(200);
      expect((await basicRequest<ProductJson[]>(ts, 'products', { per_page: 1 })).status).toBe(200);
      const replay = await oauthRequest(ts, 'products', {}, { nonce: keptNonce });
      expect(replay.body).toMatchObject({ message: 'Invalid nonce - nonce has already been used.' });
    } finally {
      await store.close();
    }
    const bytes = diskBytes(dataDir);
    for (const value of [legacy.consumerKey, legacy.consumerSecret, oldConfigured.consumerKey, oldConfigured.consumerSecret]) {
      expect(bytes).not.toContain(value);
    }
    const db = new Database(dbFile(dataDir), { readonly: true });
    try {
      expect(db.prepare('SELECT key_hash FROM api_keys ORDER BY id').all()).toEqual([
        { key_hash: wcApiHash(legacy.consumerKey) },
        { key_hash: wcApiHash(oldConfigured.consumerKey) },
      ]);
    } finally {
      db.close();
    }
  });

  it('still accepts the key that was configured before the upgrade when configured again', async () => {
    const store = await startLocalStore({ dataDir, ...oldConfigured });
    try {
      expect((await oauthRequest(wrap(store, dataDir), 'products', { per_page: 1 })).status).toBe(200);
    } finally {
      await store.close();
    }
  });
});

describe('the sealing key file', () => {
  it('narrows a file readable by others back to 0600, with a warning', async () => {
    if (process.platform === 'win32') return;
    const dataDir = newDir();
    await (await startLocalStore({ dataDir })).close();
    fs.chmodSync(path.join(dataDir, 'localstore.key'), 0o644);
    const warnings: string[] = [];
    const store = await startLocalStore({ dataDir, logger: { info: () => {}, warn: (msg) => warnings.push(msg) } });
    await store.close();
    expect(keyFileMode(dataDir)).toBe(0o600);
    expect(warnings.some((msg) => msg.includes('narrowed to 0600'))).toBe(true);
  });

  it('when lost, replaces the generated key it can no longer unseal (with a warning); the new key works', async () => {
    const dataDir = newDir();
    const first = await startLocalStore({ dataDir });
    await first.close();
    fs.rmSync(path.join(dataDir, 'localstore.key'));
    const warnings: string[] = [];
    const second = await startLocalStore({ dataDir, logger: { info: () => {}, warn: (msg) => warnings.push(msg) } });
    try {
      expect(second.keyWasGenerated).toBe(true);
      expect(second.consumerKey).not.toBe(first.consumerKey);
      expect(warnings.some((msg) => msg.includes('cannot be unsealed'))).toBe(true);
      const ts = wrap(second, dataDir);
      expect((await oauthRequest(ts, 'products', { per_page: 1 })).status).toBe(200);
      const old = await oauthRequest(ts, 'products', {}, { key: first.consumerKey, secret: first.consumerSecret });
      expect(old.status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses to start on a file that is not a key', async () => {
    const dataDir = newDir();
    fs.writeFileSync(path.join(dataDir, 'localstore.key'), 'not a key\n', { mode: 0o600 });
    await expect(startLocalStore({ dataDir })).rejects.toThrow(/is not a sealing key/);
  });
});
