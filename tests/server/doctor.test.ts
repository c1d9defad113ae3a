/**
 * `npm run doctor` over a local store run apart (as a shop owner's WooCommerce, WOO_URL and its keys):
 * a sound store passes with a line each and exit 0; each setting broken in the store's own database,
 * one at a time, is named on a FAIL line with what to do, and the command exits 1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { setCurrencyRate, startLocalStore, type RunningLocalStore } from '../../server/localstore';
import { startStoreBehindProxy, type FaultProxy } from './helpers/faultProxy';

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
let storeDir: string;
let dataDir: string;
let store: RunningLocalStore;

/** Runs the command without blocking this process: the store it checks answers from here. */
function doctor(env: Record<string, string> = {}): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=development', '--import', 'tsx', 'server/src/cli/doctor.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          WOO_URL: store.url,
          WOO_CONSUMER_KEY: store.consumerKey,
          WOO_CONSUMER_SECRET: store.consumerSecret,
          WOO_RETRIES: '0',
          LOG_LEVEL: 'silent',
          ...env,
        },
        encoding: 'utf8',
        timeout: 90_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs SQL on the store's own database while it runs (it reads its settings at every request). */
function storeSql(sql: string): void {
  const db = new Database(path.join(storeDir, 'localstore.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.exec(sql);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doctor-store-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doctor-data-'));
  store = await startLocalStore({ dataDir: storeDir });
});

afterAll(async () => {
  await store.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('passes a sound store with a line per check', async () => {
  const run = await doctor();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  for (const check of [
    'Pretty permalinks',
    'REST API keys (read)',
    'REST API keys (write)',
    'JWT login plugin',
    'Currency switcher (WOOCS)',
    'Currency rates',
    'Card gateway',
    'Tax settings',
    'Shipping zones',
    'Catalog',
    'Prices',
    'Images',
    'Stripe',
  ]) {
    expect(run.stdout).toMatch(new RegExp(`^ok {4}${check.replace(/[()]/g, '\\$&')}: `, 'm'));
  }
  // The seed taxes France, Germany and Belgium only: the other countries it ships to are named, as a warning.
  expect(run.stdout).toMatch(/^WARN {2}Tax rates: no rate for AD, AL, AT/m);
  expect(run.stdout).toContain('This store can run the shop (1 warning(s)).');
});

it('fails on keys the store refuses, and says where to make them', async () => {
  const run = await doctor({ WOO_CONSUMER_SECRET: 'cs_wrong' });
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/^FAIL {2}REST API keys \(read\): the store refused the keys/m);
  expect(run.stdout).toContain('-> WooCommerce > Settings > Advanced > REST API');
  expect(run.stdout).not.toContain('cs_wrong');
});

it('fails on a read-only key, which WooCommerce refuses a write with 401', async () => {
  // A key made with Read permission: the store's check_permissions refuses every write verb.
  storeSql(`UPDATE api_keys SET permissions = 'read'`);
  try {
    const run = await doctor();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^ok {4}REST API keys \(read\): /m);
    expect(run.stdout).toMatch(
      /^FAIL {2}REST API keys \(write\): the store refused a write: woocommerce_rest_authentication_error \(401\)/m,
    );
    expect(run.stdout).toContain('-> The key needs Read/Write permissions');
  } finally {
    storeSql(`UPDATE api_keys SET permissions = 'read_write'`);
  }
});

it('fails when the card gateway is disabled', async () => {
  storeSql(`UPDATE options SET value = json_set(value, '$.enabled', 'no') WHERE name = 'woocommerce_stripe_settings'`);
  try {
    const run = await doctor();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}Card gateway: "stripe" is disabled/m);
    expect(run.stdout).toContain('1 problem(s) would break a purchase');
  } finally {
    storeSql(`UPDATE options SET value = json_set(value, '$.enabled', 'yes') WHERE name = 'woocommerce_stripe_settings'`);
  }
});

it('fails on a currency without a usable rate', async () => {
  setCurrencyRate(storeDir, 'USD', 0);
  try {
    const run = await doctor();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}Currency rates: no usable rate for USD/m);
  } finally {
    setCurrencyRate(storeDir, 'USD', 1.08);
  }
});

it('fails when the shop ships nowhere', async () => {
  storeSql(`CREATE TABLE kept_locations AS SELECT * FROM shipping_zone_locations; DELETE FROM shipping_zone_locations;`);
  try {
    const run = await doctor();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}Shipping zones: no zone with a location and an enabled method/m);
  } finally {
    storeSql(`INSERT INTO shipping_zone_locations SELECT * FROM kept_locations; DROP TABLE kept_locations;`);
  }
});

it('fails when no product is published', async () => {
  storeSql(`CREATE TABLE kept_published AS SELECT id FROM products WHERE status = 'publish' AND type != 'variation';
    UPDATE products SET status = 'draft' WHERE id IN (SELECT id FROM kept_published);`);
  try {
    const run = await doctor();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}Catalog: no published product/m);
  } finally {
    storeSql(`UPDATE products SET status = 'publish' WHERE id IN (SELECT id FROM kept_published); DROP TABLE kept_published;`);
  }
});

describe('what only the web server and wp-config.php decide (a proxy answers as WordPress does then)', () => {
  let proxiedDir: string;
  let proxied: { store: RunningLocalStore; proxy: FaultProxy };
  const viaProxy = () =>
    doctor({
      WOO_URL: proxied.proxy.url,
      WOO_CONSUMER_KEY: proxied.store.consumerKey,
      WOO_CONSUMER_SECRET: proxied.store.consumerSecret,
    });

  beforeAll(async () => {
    proxiedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doctor-proxied-store-'));
    proxied = await startStoreBehindProxy(proxiedDir);
  });

  afterAll(async () => {
    await proxied.proxy.close();
    await proxied.store.close();
    fs.rmSync(proxiedDir, { recursive: true, force: true });
  });

  it('passes the same store through the proxy', async () => {
    await proxied.proxy.set('pass');
    const run = await viaProxy();
    expect(run.stdout).toMatch(/^ok {4}Pretty permalinks: /m);
    expect(run.stdout).toMatch(/^ok {4}JWT login plugin: /m);
  });

  it("fails on plain permalinks: /wp-json/ is the theme's 404 page", async () => {
    await proxied.proxy.set('themeNotFound', (request) => request.path === '/wp-json/');
    const run = await viaProxy();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}Pretty permalinks: \/wp-json\/ answered 404 text\/html/m);
    expect(run.stdout).toContain('Settings > Permalinks');
  });

  it('fails when the JWT plugin has no secret', async () => {
    await proxied.proxy.set('jwtBadConfig', (request) => request.path === '/wp-json/jwt-auth/v1/token');
    const run = await viaProxy();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}JWT login plugin: the JWT plugin has no secret/m);
    expect(run.stdout).toContain('JWT_AUTH_SECRET_KEY');
  });
});
