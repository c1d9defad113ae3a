/** A failing store back end gives typed GraphQL errors, retries reads only when it makes sense, and leaks nothing. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers/testServer';

interface FakeStore {
  url: string;
  hits: string[];
  respond: (res: http.ServerResponse) => void;
  close(): Promise<void>;
}

async function startFailingStore(): Promise<FakeStore> {
  const store: Partial<FakeStore> = { hits: [] };
  const server = http.createServer((req, res) => {
    store.hits!.push(req.url ?? '');
    store.respond!(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(store, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeStore;
}

const sendJson = (status: number, body: unknown) => (res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let store: FakeStore;
let server: TestServer;

beforeAll(async () => {
  store = await startFailingStore();
  server = await startTestServer({
    WOO_URL: store.url,
    WOO_CONSUMER_KEY: 'ck_test',
    WOO_CONSUMER_SECRET: 'cs_secret_value',
    WOO_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await server.close();
  await store.close();
});
beforeEach(async () => {
  store.hits.length = 0;
  await server.services.catalog.invalidate();
});

const LISTING = `{ products(filter: { section: ALL }) { totalCount } }`;

describe('store failures', () => {
  it('retries a read 3 times on 5xx, then answers STORE_UNAVAILABLE without store details', async () => {
    store.respond = sendJson(500, { code: 'internal_server_error', message: 'Database at db.internal:3306 is down' });
    const result = await server.gql(LISTING);
    expect(result.errors?.[0]?.extensions?.code).toBe('STORE_UNAVAILABLE');
    expect(JSON.stringify(result)).not.toMatch(/db\.internal|127\.0\.0\.1|cs_secret_value|ck_test/);
    expect(store.hits.filter((hit) => hit.startsWith('/wp-json/wc/v3/products'))).toHaveLength(4);
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
    store.respond = (res) => {
      calls += 1;
      if (calls === 1) sendJson(503, { code: 'unavailable', message: 'busy' })(res);
      else sendJson(200, [])(res);
    };
    const result = await server.gql<{ categories: unknown[] }>(`{ categories { id } }`);
    expect(result.errors).toBeUndefined();
    expect(calls).toBe(2);
  }, 10000);
});
