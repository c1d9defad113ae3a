/**
 * A failing store back end gives typed GraphQL errors, retries reads only when it makes sense, and leaks nothing:
 * cut, stalled, empty, garbled and wrong-shaped answers are STORE_UNAVAILABLE, never INTERNAL_SERVER_ERROR.
 */
import { cutMidChunk, cutShort, sendJson, sendText, stallBody, startFakeStore, type FakeStore, type Respond } from './helpers/fakeStore';
import { startTestServer, type TestServer } from './helpers/testServer';

const TIMEOUT_MS = 2000;

let store: FakeStore;
let server: TestServer;

beforeAll(async () => {
  store = await startFakeStore();
  server = await startTestServer({
    WOO_URL: store.url,
    WOO_CONSUMER_KEY: 'ck_test',
    WOO_CONSUMER_SECRET: 'cs_secret_value',
    WOO_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  // The store's tax settings and rates (how prices are shown) are kept a few minutes once read: read them
  // now, so that each test below counts only the calls it makes.
  await server.services.priceDisplays.rules();
});
afterAll(async () => {
  await server.close();
  await store.close();
});
beforeEach(async () => {
  store.hits.length = 0;
  // Every test asks the store: nothing from the catalog's cache nor from the response cache.
  await server.services.forgetCatalog();
});

const LISTING = `{ products(filter: { section: ALL }) { totalCount } }`;

describe('store failures', () => {
  it('retries a read twice on 5xx, then answers STORE_UNAVAILABLE without store details', async () => {
    store.respond = sendJson(500, { code: 'internal_server_error', message: 'Database at db.internal:3306 is down' });
    const result = await server.gql(LISTING);
    expect(result.errors?.[0]?.extensions?.code).toBe('STORE_UNAVAILABLE');
    expect(JSON.stringify(result)).not.toMatch(/db\.internal|127\.0\.0\.1|cs_secret_value|ck_test/);
    expect(store.hits.filter((hit) => hit.startsWith('/wp-json/wc/v3/products'))).toHaveLength(3);
  }, 15000);

  it('does not retry an authentication failure', async () => {
    store.respond = sendJson(401, {
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
      data: { status: 401 },
    });
    const result = await server.gql(LISTING);
    expect(result.errors?.[0]?.extensions?.code).toBe('STORE_UNAVAILABLE');
    expect(store.hits).toHaveLength(1);
  });

  it('signs plain-HTTP requests with OAuth 1.0a and never sends the secret', async () => {
    store.respond = sendJson(200, []);
    const result = await server.gql<{ categories: unknown[] }>(`{ categories { id } }`);
    expect(result.data?.categories).toEqual([]);
    const query = new URL(store.hits[0]!, store.url).searchParams;
    expect(query.get('oauth_consumer_key')).toBe('ck_test');
    expect(query.get('oauth_signature_method')).toBe('HMAC-SHA256');
    expect(query.get('oauth_signature')).toBeTruthy();
    expect(store.hits[0]).not.toContain('cs_secret_value');
  });

  it('serves the default rates and reports the failure when the rates call fails', async () => {
    server.services.currency.clear();
    store.respond = sendJson(500, { code: 'internal_server_error', message: 'boom' });
    const result = await server.gql<{
      currencies: { code: string; rate: number }[];
      currencyPluginStatus: { error: { status: number; statusText: string; message: string } | null };
    }>(`{ currencies { code rate } currencyPluginStatus { error { status statusText message } } }`);
    expect(result.data?.currencies).toEqual([
      { code: 'EUR', rate: 1 },
      { code: 'USD', rate: 1.1 },
      { code: 'GBP', rate: 0.85 },
    ]);
    expect(result.data?.currencyPluginStatus.error).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Failed to fetch currency rates: 500 Internal Server Error',
    });
    // The plugin route is public: no WooCommerce key is sent outside the wc/ namespace.
    const woocsCall = store.hits.find((hit) => hit.includes('/woocs/'));
    expect(woocsCall).toBeDefined();
    expect(woocsCall).not.toContain('oauth_consumer_key');
  }, 15000);

  it('recovers once the store answers again', async () => {
    let calls = 0;
    store.respond = (res, req) => {
      calls += 1;
      if (calls === 1) sendJson(503, { code: 'unavailable', message: 'busy' })(res, req);
      else sendJson(200, [])(res, req);
    };
    const result = await server.gql<{ categories: unknown[] }>(`{ categories { id } }`);
    expect(result.errors).toBeUndefined();
    expect(calls).toBe(2);
  }, 10000);
});

describe('unusable store answers', () => {
  it.each<[string, Respond]>([
    ['a body cut short of its content-length', cutShort],
    ['a connection closed mid-body', cutMidChunk],
    ['an empty 200', sendText(200, '')],
    ['a body that is not JSON', sendText(200, '<html>Maintenance</html>', 'text/html')],
    ['products as an object', sendJson(200, { 1: { id: 1, name: 'Montmartre' } })],
    ['a product without id', sendJson(200, [{ name: 'Montmartre', price: '120.00' }])],
    ['a price as an object', sendJson(200, [{ id: 1, name: 'Montmartre', price: { amount: 120 } }])],
  ])('%s: STORE_UNAVAILABLE', async (_name, respond) => {
    store.respond = respond;
    const result = await server.gql(LISTING);
    expect(result.errors?.[0]?.extensions?.code).toBe('STORE_UNAVAILABLE');
    expect(JSON.stringify(result)).not.toMatch(/127\.0\.0\.1|cs_secret_value|ck_test|Montmartre/);
  });

  it('a stalled answer: STORE_UNAVAILABLE within one WOO_TIMEOUT_MS, retries included', async () => {
    store.respond = stallBody;
    const started = Date.now();
    const result = await server.gql(`{ categories { id } }`);
    const elapsed = Date.now() - started;
    expect(result.errors?.[0]?.extensions?.code).toBe('STORE_UNAVAILABLE');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000);
    expect(store.hits).toHaveLength(1);
  });
});
