/**
 * The store's price display suffix as a store word (issue 21), over the local store: `npm run
 * translations -- missing` lists it once the store sets one and until it is translated; then an English
 * product page carries the English suffix with its amount, a French one the store's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startTestServer } from './helpers/testServer';

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const STORE_SUFFIX = 'TTC, soit {price_excluding_tax} HT';
const ENGLISH_SUFFIX = 'incl. VAT, i.e. {price_excluding_tax} excl. VAT';
const SUFFIX_WORD = { kind: 'price_suffix', id: 'woocommerce_price_display_suffix', text: STORE_SUFFIX };
let dataDir: string;

function translations(...args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/translations.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Sets the local store's suffix (WooCommerce's option), no process holding the store open. */
function setStoreSuffix(value: string): void {
  const db = new Database(path.join(dataDir, 'localstore.sqlite'));
  try {
    db.prepare('UPDATE options SET value = ? WHERE name = ?').run(value, 'woocommerce_price_display_suffix');
  } finally {
    db.close();
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-price-suffix-'));
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const missingWords = (): unknown[] => {
  const run = translations('missing', '--json');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as unknown[];
};

it("lists the store's price suffix as missing only once the store sets one, and until it is translated", () => {
  expect(missingWords()).toEqual([]);
  setStoreSuffix(STORE_SUFFIX);
  expect(missingWords()).toEqual([SUFFIX_WORD]);
  const set = translations('set', 'price_suffix', 'woocommerce_price_display_suffix', 'en', ENGLISH_SUFFIX);
  expect(set).toMatchObject({ status: 0 });
  expect(set.stdout).toContain(`price_suffix woocommerce_price_display_suffix (${STORE_SUFFIX}) in EN: ${ENGLISH_SUFFIX}`);
  expect(missingWords()).toEqual([]);
});

it("shows an English product price with the English suffix and its amount, a French one with the store's", async () => {
  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    type Answer = { product: { price: { amount: number }; priceSuffix: { text: string | null; amount: { amount: number } | null }[] } };
    const query = `query P($language: Language) { product(slug: "montmartre", language: $language) {
      price { amount } priceSuffix { text amount { amount } } } }`;
    const en = await server.gql<Answer>(query, { language: 'EN' });
    expect(en.errors).toBeUndefined();
    // The default seed enters 189.00 with tax: 157.50 without.
    expect(en.data!.product.price.amount).toBe(189);
    expect(en.data!.product.priceSuffix).toEqual([
      { text: 'incl. VAT, i.e. ', amount: null },
      { text: null, amount: { amount: 157.5 } },
      { text: ' excl. VAT', amount: null },
    ]);
    const fr = await server.gql<Answer>(query, { language: 'FR' });
    expect(fr.data!.product.priceSuffix).toEqual([
      { text: 'TTC, soit ', amount: null },
      { text: null, amount: { amount: 157.5 } },
      { text: ' HT', amount: null },
    ]);
  } finally {
    await server.close();
  }
});
