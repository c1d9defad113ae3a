/**
 * The response cache of public operations (graphql/responseCache.ts, schema/cacheControl.graphql), over
 * the local store: a public answer is served again without the store, its variants (language, display
 * currency) each have their own, nothing a viewer owns is kept, an order drops every kept answer, and
 * nothing is kept while the currency rates cannot be read.
 */
import { buyAndPay, me, register } from './helpers/accountOps';
import { gqlSession } from './helpers/gqlSession';
import { startTestServer, type TestServer } from './helpers/testServer';
import { startFaultRig, type FaultRig } from './resilience/faultStore';

const LISTING = `query Listing($language: Language, $currency: CurrencyCode) {
  products(filter: { section: MEN }, pageSize: 12, language: $language, currency: $currency) {
    totalCount
    nodes { id slug name shortDescription stockQuantity price { amount currencyCode } images { url } variations { id } }
  }
}`;

const CART_PRICING = `query Pricing($lines: [CartLineInput!]!) {
  cartPricing(lines: $lines, currency: "EUR") { subtotal { amount } lines { key lineTotal { amount } } }
}`;

interface ListingAnswer {
  products: {
    totalCount: number;
    nodes: {
      id: string;
      slug: string;
      name: string;
      shortDescription: string;
      stockQuantity: number | null;
      price: { amount: number; currencyCode: string } | null;
      variations: { id: string }[];
    }[];
  };
}

let server: TestServer;

/** Store calls made while `run` runs (requests are made one at a time). */
async function storeCalls<T>(run: () => Promise<T>): Promise<{ calls: number; result: T }> {
  const before = server.store.http.requestCount;
  const result = await run();
  return { calls: server.store.http.requestCount - before, result };
}

async function listing(variables: Record<string, unknown> = {}) {
  const answer = await server.gql<ListingAnswer>(LISTING, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.products;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.services.forgetCatalog();
});

test('a public listing asked twice costs the store once: the second answer comes from the response cache', async () => {
  const first = await storeCalls(() => listing());
  expect(first.calls).toBeGreaterThan(0);
  // The catalog's own cache is dropped: only the response cache can answer without the store.
  await server.services.catalog.invalidate();
  const second = await storeCalls(() => listing());
  expect(second.calls).toBe(0);
  expect(second.result).toEqual(first.result);
});

test('each language and display currency has its own answer', async () => {
  const french = await listing({ language: 'FR', currency: 'EUR' });
  const english = await listing({ language: 'EN', currency: 'EUR' });
  const dollars = await listing({ language: 'FR', currency: 'USD' });
  expect(english.nodes.map((node) => node.id)).toEqual(french.nodes.map((node) => node.id));
  expect(english.nodes.map((node) => node.shortDescription)).not.toEqual(french.nodes.map((node) => node.shortDescription));
  expect(dollars.nodes.every((node) => node.price?.currencyCode === 'USD')).toBe(true);
  expect(french.nodes.every((node) => node.price?.currencyCode === 'EUR')).toBe(true);
  // Served again, each variant is still its own.
  await server.services.catalog.invalidate();
  expect(await listing({ language: 'EN', currency: 'EUR' })).toEqual(english);
  expect(await listing({ language: 'FR', currency: 'USD' })).toEqual(dollars);
  expect(await listing({ language: 'FR', currency: 'EUR' })).toEqual(french);
});

test("a viewer's own answers are never kept nor shared: `me` and the cart's pricing", async () => {
  const marie = gqlSession(server.url);
  const guest = gqlSession(server.url);
  const customer = await register(marie);
  expect((await me(marie))?.email).toBe(customer.email);
  expect(await me(guest)).toBeNull();
  expect((await me(marie))?.email).toBe(customer.email);

  const product = (await listing()).nodes.find((node) => node.variations.length === 0)!;
  const lines = [{ key: 'a', productId: product.id, quantity: 2 }];
  const priced = await storeCalls(() => marie.gql(CART_PRICING, { lines }));
  expect(priced.result.errors).toBeUndefined();
  // The cart is priced from the store as it is now, each time: the same lines from another viewer too.
  const again = await storeCalls(() => guest.gql(CART_PRICING, { lines }));
  expect(again.calls).toBeGreaterThan(0);
  expect(again.result).toEqual(priced.result);
});

test('an order drops every kept answer: the next listing is read from the store, with the new stock', async () => {
  const before = await listing();
  const product = before.nodes.find((node) => node.variations.length === 0 && (node.stockQuantity ?? 0) > 1)!;
  expect(product).toBeDefined();
  await buyAndPay(gqlSession(server.url), [{ key: 'a', productId: product.id, quantity: 1 }]);
  const after = await storeCalls(() => listing());
  expect(after.calls).toBeGreaterThan(0);
  expect(after.result.nodes.find((node) => node.id === product.id)?.stockQuantity).toBe(product.stockQuantity! - 1);
});

describe('while the store cannot give its currency rates', () => {
  let rig: FaultRig;
  beforeAll(async () => {
    rig = await startFaultRig();
  });
  afterAll(async () => {
    await rig.close();
  });

  test('answers (with the default rates) are not kept; once the rates are back they are', async () => {
    const calls = () => rig.server.store.http.requestCount;
    // Prices in the base currency need no rate: dollars do.
    const DOLLARS = { currency: 'USD' };
    await rig.proxy.set('status500', (request) => request.path.startsWith('/wp-json/woocs/'));
    await rig.server.services.currency.clear();
    await rig.server.services.forgetCatalog();
    const made = await rig.server.gql(LISTING, DOLLARS);
    expect(made.errors).toBeUndefined();
    expect(await rig.server.services.currency.failing()).toBe(true);
    await rig.server.services.catalog.invalidate();
    let before = calls();
    expect(await rig.server.gql(LISTING, DOLLARS)).toEqual(made);
    expect(calls() - before).toBeGreaterThan(0);

    await rig.proxy.set('pass');
    await rig.server.services.currency.clear();
    const recovered = await rig.server.gql(LISTING, DOLLARS);
    expect(recovered.errors).toBeUndefined();
    await rig.server.services.catalog.invalidate();
    before = calls();
    expect(await rig.server.gql(LISTING, DOLLARS)).toEqual(recovered);
    expect(calls() - before).toBe(0);
  });
});
