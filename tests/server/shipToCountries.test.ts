/**
 * The countries the checkout offers are WooCommerce's (issue 21): the store's ship-to settings, and a
 * method from the matching zone or from zone 0 ("locations not covered by your other zones"), through
 * GraphQL over the local store. Settings and methods are changed in the store's own database (the
 * local store answers settings and zones read-only), then the storefront's cached copy is dropped.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { gqlSession, type GqlSession } from './helpers/gqlSession';
import { PLACE, QUOTE, address, placeInput, type CartLine } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';

jest.setTimeout(120_000);

/** Montmartre in black, 189 EUR. */
const MONTMARTRE: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };
const TEXAS = { country: 'US', state: 'TX', postcode: '73301' };

interface Quote {
  checkoutQuote: { shippingMethods: { id: string; title: string; methodId: string; cost: { amount: number } }[] };
}

let server: TestServer;
let shopper: GqlSession;

beforeAll(async () => {
  server = await startTestServer();
  shopper = gqlSession(server.url);
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** Runs SQL on the local store's database, then drops the storefront's cached store data. */
async function storeSql(sql: string, ...params: unknown[]): Promise<void> {
  const db = new Database(path.join(server.dataDir, 'localstore.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
  await server.services.checkout.data.invalidate();
}

const setOption = (name: string, value: string) =>
  storeSql('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value', name, value);

let asked = 0;

/** The checkout's countries, asked each time in new words: the server keeps a public answer for a minute. */
async function countries(): Promise<string[]> {
  asked += 1;
  const answer = await server.gql<Record<string, { code: string }[]>>(`{ asked${asked}: shippingCountries(language: EN) { code } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data![`asked${asked}`]!.map((country) => country.code);
}

async function methodsTo(destination: Record<string, string>) {
  const answer = await shopper.gql<Quote>(QUOTE, { input: { currency: 'EUR', lines: [MONTMARTRE], ...destination } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.checkoutQuote.shippingMethods.map((method) => [method.title, method.cost.amount]);
}

it("keeps the embedded shop's list: its settings ship to the countries its zones name", async () => {
  const codes = await countries();
  for (const code of ['FR', 'DE', 'CY', 'US', 'CA', 'GB']) expect(codes).toContain(code);
  expect(codes).not.toContain('JP');
  expect(codes).not.toContain('BR');
});

it("ships a US address outside the state zones with zone 0's method once the settings ship where the shop sells", async () => {
  await setOption('woocommerce_ship_to_countries', '');
  await storeSql('UPDATE shipping_zone_methods SET is_enabled = 0 WHERE zone_id = 0');
  // Zone 0 without an enabled method: a Texan address matches no zone that ships, Japan is offered nowhere.
  expect(await methodsTo(TEXAS)).toEqual([]);
  expect(await countries()).not.toContain('JP');

  // As the genuine store has it: zone 0 with an enabled flat rate "International" at 25.00.
  await storeSql(
    "INSERT INTO shipping_zone_methods (zone_id, method_id, method_order, is_enabled, settings) VALUES (0, 'flat_rate', 9, 1, ?)",
    JSON.stringify({ title: 'International', tax_status: 'taxable', cost: '25.00' }),
  );
  expect(await methodsTo(TEXAS)).toEqual([['International', 25]]);
  expect(await methodsTo({ country: 'JP', postcode: '100-0001' })).toEqual([['International', 25]]);
  const codes = await countries();
  for (const code of ['US', 'JP', 'BR', 'FR']) expect(codes).toContain(code);
  // A state zone still wins over zone 0 for its own addresses.
  expect(await methodsTo({ country: 'US', state: 'CA', postcode: '94103' })).toEqual([['Livraison Amérique du Nord', 25]]);
});

it("refuses a country outside the store's specific ship-to list, in the list, the quote and the order", async () => {
  await setOption('woocommerce_ship_to_countries', 'specific');
  await setOption('woocommerce_specific_ship_to_countries', JSON.stringify(['DE', 'FR']));
  expect(await countries()).toEqual(['FR', 'DE']);
  expect(await methodsTo(TEXAS)).toEqual([]);
  const france = await shopper.gql<Quote>(QUOTE, { input: { currency: 'EUR', lines: [MONTMARTRE], country: 'FR', postcode: '75002' } });
  const method = france.data!.checkoutQuote.shippingMethods[0]!;
  const placed = await shopper.gql<{ placeOrder: { order: unknown; errors: { field: string; code: string }[] } }>(PLACE, {
    input: placeInput([MONTMARTRE], method.id, 189, {
      billing: { ...address, country: 'US', state: 'TX', postcode: '73301', city: 'Austin', phone: '+1 512 555 0100' },
    }),
  });
  expect(placed.data!.placeOrder.order).toBeNull();
  expect(placed.data!.placeOrder.errors.map((error) => [error.field, error.code])).toContainEqual([
    'billing.country',
    'COUNTRY_NOT_SHIPPED',
  ]);

  await setOption('woocommerce_ship_to_countries', 'disabled');
  expect(await countries()).toEqual([]);
});
