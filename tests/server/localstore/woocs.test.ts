/**
 * The WOOCS currency switcher's currency list in the recorded shape, no authentication, currencies
 * seeded once per database, and no route the free edition lacks (its price routes: woocsPrices.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { setCurrencyRate, startLocalStore } from '../../../server/localstore';
import { phpRound } from '../../../server/localstore/serialize/woocs';
import {
  allProducts,
  basicRequest,
  startTestStore,
  storeFetch,
  tempDataDir,
  woocsRequest,
  type ErrorJson,
  type ProductJson,
  type TestStore,
} from './helpers/store';

type Json = Record<string, unknown>;

const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', '60-woocs-currency.json'), 'utf8')) as Record<string, Json>;
const typesOf = (entry: Json) => Object.entries(entry).map(([key, value]) => [key, typeof value]);

const SEEDED = {
  EUR: ['EUR', 1, '&euro;', 'right_space', 1, 'Euro'],
  USD: ['USD', 1.1, '&#36;', 'left', 0, 'US dollar'],
  GBP: ['GBP', 0.85, '&pound;', 'left', 0, 'British pound'],
  CAD: ['CAD', 1.5, 'C&#36;', 'left', 0, 'Canadian dollar'],
  CHF: ['CHF', 0.95, 'CHF', 'right_space', 0, 'Swiss franc'],
} as const;

const expectedCurrencies = Object.fromEntries(
  Object.entries(SEEDED).map(([code, [name, rate, symbol, position, isEtalon, description]]) => [
    code,
    { name, rate, symbol, position, is_etalon: isEtalon, description, hide_cents: 0, hide_on_front: 0, flag: '', decimals: 2 },
  ]),
);

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});

afterAll(async () => {
  await ts.close();
});

describe('GET /woocs/v3/currency', () => {
  it('answers each currency with exactly the keys and value types of the recorded answer', async () => {
    const response = await woocsRequest<Record<string, Json>>(ts, 'currency');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const recordedEntries = Object.values(recorded);
    expect(recordedEntries.length).toBeGreaterThan(0);
    for (const recordedEntry of recordedEntries) {
      for (const entry of Object.values(response.body)) {
        expect(Object.keys(entry)).toEqual(Object.keys(recordedEntry));
        expect(typesOf(entry)).toEqual(typesOf(recordedEntry));
      }
    }
  });

  it('lists the seeded currencies, base currency first', async () => {
    const response = await woocsRequest<Record<string, Json>>(ts, 'currency');
    expect(Object.keys(response.body)).toEqual(['EUR', 'USD', 'GBP', 'CAD', 'CHF']);
    expect(response.body).toEqual(expectedCurrencies);
    // The recorded store's euro, byte for byte (its dollar had another rate).
    expect(response.body.EUR).toEqual(recorded.EUR);
  });

  it('is public: no credentials needed, and wrong ones are not looked at', async () => {
    const anonymous = await storeFetch(`${ts.store.url}/wp-json/woocs/v3/currency`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('allow')).toBe('GET');
    expect(anonymous.headers.get('cache-control')).toBeNull();
    const wrongKey = await woocsRequest(ts, 'currency', {
      Authorization: `Basic ${Buffer.from('ck_unknown:cs_wrong').toString('base64')}`,
    });
    expect(wrongKey.status).toBe(200);
    const plain = await storeFetch(`${ts.store.url}/?rest_route=/woocs/v3/currency/`);
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual(expectedCurrencies);
  });

  it('keeps WooCommerce routes closed to anonymous callers', async () => {
    const response = await storeFetch(`${ts.store.url}/wp-json/wc/v3/products`);
    expect(response.status).toBe(401);
    expect(response.headers.get('allow')).toBeNull();
  });
});

describe('GET /woocs/v3/products/{currency}', () => {
  it('does not exist: the free edition of the plugin has no such route', async () => {
    for (const route of ['products/USD', 'products/EUR', 'products']) {
      const response = await woocsRequest<ErrorJson>(ts, route);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('rest_no_route');
    }
    const post = await storeFetch(`${ts.store.url}/wp-json/woocs/v3/currency`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('currencies in the database', () => {
  let own: TestStore;

  beforeAll(async () => {
    own = await startTestStore();
  });

  afterAll(async () => {
    await own.close();
  });

  it('answers a rate changed while the store runs (setCurrencyRate), as a failing plugin would', async () => {
    const products = await allProducts(own, { status: 'publish' });
    const first = products[0] as ProductJson;
    const priceIn = async (code: string) =>
      (await woocsRequest<{ price: string }>(own, `product-price/${first.id}?currency=${code}`)).body.price;
    setCurrencyRate(own.dataDir, 'usd', 0);
    const zero = await woocsRequest<Record<string, Json>>(own, 'currency');
    expect(zero.body.USD?.rate).toBe(0);
    expect(await priceIn('USD')).toBe('0.00');
    setCurrencyRate(own.dataDir, 'USD', 1.2345);
    expect(await priceIn('USD')).toBe(phpRound(Number(first.price) * 1.2345, 2).toFixed(2));
    expect(() => setCurrencyRate(own.dataDir, 'JPY', 150)).toThrow(/no currency JPY/);
  });

  it('answers "" for a product without a price, in every currency', async () => {
    const products = await allProducts(own, { status: 'publish', type: 'simple' });
    const product = products[0] as ProductJson;
    const db = new Database(path.join(own.dataDir, 'localstore.sqlite'));
    db.prepare("UPDATE products SET regular_price = '', sale_price = '', price = '' WHERE id = ?").run(product.id);
    db.close();
    expect((await basicRequest<ProductJson>(own, `products/${product.id}`)).body.price).toBe('');
    for (const code of ['EUR', 'CAD']) {
      const response = await woocsRequest<Json>(own, `product-price/${product.id}?currency=${code}`);
      expect(response.body).toMatchObject({ price: '', regular_price: '', sale_price: '' });
    }
  });
});

describe('seeding', () => {
  const countCurrencies = (dataDir: string): number => {
    const db = new Database(path.join(dataDir, 'localstore.sqlite'), { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM woocs_currencies').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('does not add the currencies again on a restart, and keeps a changed rate', async () => {
    const dataDir = tempDataDir();
    try {
      const first = await startLocalStore({ dataDir });
      await first.close();
      setCurrencyRate(dataDir, 'GBP', 0.9);
      const second = await startLocalStore({ dataDir });
      try {
        expect(countCurrencies(dataDir)).toBe(5);
        const response = await woocsRequest<Record<string, Json>>({ store: second, dataDir, close: () => second.close() }, 'currency');
        expect(Object.keys(response.body)).toEqual(['EUR', 'USD', 'GBP', 'CAD', 'CHF']);
        expect(response.body.GBP?.rate).toBe(0.9);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('adds them to a database created before the currencies existed', async () => {
    const dataDir = tempDataDir();
    try {
      const first = await startLocalStore({ dataDir });
      await first.close();
      // Back to what a store created before migration 2 left on disk.
      const db = new Database(path.join(dataDir, 'localstore.sqlite'));
      db.exec("DROP TABLE woocs_currencies; DELETE FROM schema_migrations WHERE version = 2; DELETE FROM options WHERE name LIKE 'woocs%'");
      db.close();
      const infos: string[] = [];
      const second = await startLocalStore({ dataDir, logger: { info: (msg) => infos.push(msg), warn: (msg) => infos.push(msg) } });
      try {
        expect(infos).toContain('local store: schema migrations applied: 2');
        expect(infos.some((msg) => msg.includes('seeded the catalog'))).toBe(false);
        expect(infos.some((msg) => msg.includes('WOOCS'))).toBe(true);
        const response = await woocsRequest({ store: second, dataDir, close: () => second.close() }, 'currency');
        expect(response.body).toEqual(expectedCurrencies);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('phpRound', () => {
  it('rounds half away from zero after pre-rounding, like PHP', () => {
    expect(phpRound(1.005, 2)).toBe(1.01);
    expect(phpRound(129 * 0.85, 2)).toBe(109.65);
    expect(phpRound(2.5, 0)).toBe(3);
    expect(phpRound(-2.5, 0)).toBe(-3);
    expect(phpRound(207.90000000000003, 2)).toBe(207.9);
  });
});
