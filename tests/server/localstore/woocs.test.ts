/**
 * The WOOCS currency switcher's routes: the currency list in the recorded shape, product prices per
 * currency, no authentication, and currencies seeded once per database.
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

/** The price in another currency as the plugin computes it for these prices (whole or two-decimal euros). */
const converted = (price: string, rate: number) => Number((Number(price) * rate).toFixed(2));

let ts: TestStore;
let published: ProductJson[];

beforeAll(async () => {
  ts = await startTestStore();
  published = await allProducts(ts, { status: 'publish' });
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
  it('answers the published products price strings in the base currency, as the products API gives them', async () => {
    const response = await woocsRequest<Record<string, unknown>>(ts, 'products/EUR');
    expect(response.status).toBe(200);
    expect(response.headers.get('allow')).toBe('GET');
    expect(published).toHaveLength(48);
    expect(response.body).toEqual(Object.fromEntries(published.map((product) => [String(product.id), product.price])));
    for (const price of Object.values(response.body)) expect(price).toMatch(/^\d+\.\d{2}$/);
  });

  it('converts to another currency: numbers, base price times the rate rounded to its decimals', async () => {
    const response = await woocsRequest<Record<string, unknown>>(ts, 'products/USD');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(Object.fromEntries(published.map((product) => [String(product.id), converted(product.price, 1.1)])));
    const mouffetard = published.find((product) => product.slug === 'mouffetard') as ProductJson;
    expect(mouffetard.price).toBe('89.00');
    expect(response.body[String(mouffetard.id)]).toBe(97.9);
    const gbp = await woocsRequest<Record<string, unknown>>(ts, 'products/GBP');
    expect(gbp.body[String(mouffetard.id)]).toBe(75.65);
  });

  it('takes the code in any case', async () => {
    const upper = await woocsRequest(ts, 'products/USD');
    for (const code of ['usd', 'Usd', 'uSd']) {
      const response = await woocsRequest(ts, `products/${code}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(upper.body);
    }
    expect((await woocsRequest(ts, 'products/eur')).body).toEqual((await woocsRequest(ts, 'products/EUR')).body);
  });

  it('answers an unknown code as the plugin does: 200, the base prices converted at the base rate', async () => {
    const response = await woocsRequest<Record<string, unknown>>(ts, 'products/XYZ');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(Object.fromEntries(published.map((product) => [String(product.id), Number(product.price)])));
    // sanitize_key drops what a currency code cannot hold: "u.s.d" is USD.
    expect((await woocsRequest(ts, 'products/u.s.d')).body).toEqual((await woocsRequest(ts, 'products/USD')).body);
  });

  it('has no route without a code, and none for other methods', async () => {
    const response = await woocsRequest<ErrorJson>(ts, 'products');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('rest_no_route');
    expect((await woocsRequest<ErrorJson>(ts, 'products/')).status).toBe(404);
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
    setCurrencyRate(own.dataDir, 'usd', 0);
    const zero = await woocsRequest<Record<string, Json>>(own, 'currency');
    expect(zero.body.USD?.rate).toBe(0);
    expect((await woocsRequest<Record<string, unknown>>(own, 'products/USD')).body[String(first.id)]).toBe(0);
    setCurrencyRate(own.dataDir, 'USD', 1.2345);
    const odd = await woocsRequest<Record<string, unknown>>(own, 'products/USD');
    expect(odd.body[String(first.id)]).toBe(phpRound(Number(first.price) * 1.2345, 2));
    expect(() => setCurrencyRate(own.dataDir, 'JPY', 150)).toThrow(/no currency JPY/);
  });

  it('answers "" for a product without a price, in every currency', async () => {
    const products = await allProducts(own, { status: 'publish', type: 'simple' });
    const product = products[0] as ProductJson;
    const db = new Database(path.join(own.dataDir, 'localstore.sqlite'));
    db.prepare("UPDATE products SET regular_price = '', sale_price = '', price = '' WHERE id = ?").run(product.id);
    db.close();
    expect((await basicRequest<ProductJson>(own, `products/${product.id}`)).body.price).toBe('');
    expect((await woocsRequest<Record<string, unknown>>(own, 'products/EUR')).body[String(product.id)]).toBe('');
    expect((await woocsRequest<Record<string, unknown>>(own, 'products/CAD')).body[String(product.id)]).toBe('');
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
