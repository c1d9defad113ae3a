/**
 * Kept public answers sent before Apollo (graphql/cachedAnswers.ts), on real servers over the local
 * store: the request's log line says whether the kept text was sent (`cachedAnswer`, set only where
 * Apollo is not called) and what it cost the store. A kept answer is the text and headers Apollo gave;
 * each request's variables have their own; what a viewer owns is never kept; a locked browser is refused
 * whatever is kept; an order, or `forgetCatalog`, empties it; with Redis two servers share it; what
 * Apollo refuses (CSRF, persisted queries, an Accept without JSON) is still refused.
 */
import { buyAndPay, me, register } from './helpers/accountOps';
import { gqlSession } from './helpers/gqlSession';
import { startRedisServer, type RedisServer } from './helpers/redisServer';
import { requestLog, type LogLine, type RequestLog } from './helpers/requestLog';
import { REPLICA_SESSION_SECRET, startSharedStore, type SharedStore } from './helpers/sharedStore';
import { startTestServer, type TestServer } from './helpers/testServer';

const LISTING = `query Listing($language: Language, $currency: CurrencyCode) {
  products(filter: { section: MEN }, pageSize: 6, language: $language, currency: $currency) {
    totalCount
    nodes { id name shortDescription stockQuantity price { amount currencyCode } variations { id } }
  }
}`;

const CART_PRICING = `query Pricing($lines: [CartLineInput!]!) {
  cartPricing(lines: $lines, currency: "EUR") { subtotal { amount } lines { key lineTotal { amount } } }
}`;

interface ListingData {
  products: {
    totalCount: number;
    nodes: {
      id: string;
      shortDescription: string;
      stockQuantity: number | null;
      price: { amount: number; currencyCode: string } | null;
      variations: { id: string }[];
    }[];
  };
}

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  /** The request's log line. */
  line: LogLine;
}

async function sent(log: RequestLog, response: Response): Promise<Sent> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, line: await log.requestLine(response.headers.get('x-request-id')!) };
}

/** POSTs an operation as the shop's client does (JSON), with extra headers (Cookie, Accept). */
async function post(
  server: TestServer,
  log: RequestLog,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Sent> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return sent(log, response);
}

function listingOf(answer: Sent): ListingData['products'] {
  const body = JSON.parse(answer.text) as { data?: ListingData; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

describe('one server', () => {
  const log = requestLog();
  let server: TestServer;
  const listing = (variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post(server, log, LISTING, variables, headers);

  beforeAll(async () => {
    server = await startTestServer({}, log.logger);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.services.forgetCatalog();
  });

  test("a kept answer is Apollo's text and headers, sent without Apollo nor the store", async () => {
    const made = await listing();
    expect(made.status).toBe(200);
    expect(made.line).toMatchObject({ operation: 'Listing' });
    expect(made.line.cachedAnswer).toBeUndefined();
    expect(made.line.storeCalls).toBeGreaterThan(0);
    // The catalog's own cache is dropped: only the kept answer can answer without the store.
    await server.services.catalog.invalidate();

    const kept = await listing();
    expect(kept.line).toMatchObject({ operation: 'Listing', cachedAnswer: true, storeCalls: 0 });
    expect(kept.status).toBe(200);
    expect(kept.text).toBe(made.text);
    expect(kept.headers.get('content-type')).toBe(made.headers.get('content-type'));
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(kept.headers.get('age'))).toBeGreaterThanOrEqual(0);
    // The security headers of every answer are there too.
    expect(kept.headers.get('content-security-policy')).toBe(made.headers.get('content-security-policy'));
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the content type is negotiated as Apollo does; an Accept that allows no JSON is left to Apollo', async () => {
    // Apollo Client's own Accept header.
    const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };
    const made = await listing({}, accept);
    const kept = await listing({}, accept);
    expect(kept.line.cachedAnswer).toBe(true);
    expect(kept.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(kept.headers.get('content-type')).toBe(made.headers.get('content-type'));

    const refused = await listing({}, { accept: 'text/plain' });
    expect(refused.status).toBe(406);
    expect(refused.line.cachedAnswer).toBeUndefined();
  });

  test("a client naming itself in `extensions` gets the kept answer; a persisted query is Apollo's to refuse", async () => {
    const made = await listing();
    const withExtensions = (extensions: Record<string, unknown>) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LISTING, variables: {}, extensions }),
      }).then((response) => sent(log, response));
    // Apollo Client 4 sends its name and version this way.
    const named = await withExtensions({ clientLibrary: { name: '@apollo/client', version: '4.3.8' } });
    expect(named.line.cachedAnswer).toBe(true);
    expect(named.text).toBe(made.text);

    const persisted = await withExtensions({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } });
    expect(persisted.status).toBe(400);
    expect(persisted.line.cachedAnswer).toBeUndefined();
    expect(JSON.parse(persisted.text)).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] });
  });

  test('a GET gets the answer a POST kept when Apollo would run it, and Apollo refuses it otherwise (CSRF)', async () => {
    const made = await listing({ language: 'EN' });
    const url = `${server.url}/graphql?query=${encodeURIComponent(LISTING)}&variables=${encodeURIComponent(JSON.stringify({ language: 'EN' }))}`;
    const kept = await sent(log, await fetch(url, { headers: { 'apollo-require-preflight': 'true' } }));
    expect(kept.line.cachedAnswer).toBe(true);
    expect(kept.text).toBe(made.text);

    const forged = await sent(log, await fetch(url));
    expect(forged.status).toBe(400);
    expect(forged.line.cachedAnswer).toBeUndefined();
    expect(forged.text).toContain('Cross-Site Request Forgery');
  });

  test('each language, display currency and filter has its own kept answer', async () => {
    const variants = [{ language: 'FR', currency: 'EUR' }, { language: 'EN', currency: 'EUR' }, { language: 'FR', currency: 'USD' }, {}];
    const made = [];
    for (const variables of variants) made.push(await listing(variables));
    const [french, english, dollars] = made.map(listingOf) as [ListingData['products'], ListingData['products'], ListingData['products']];
    expect(english.nodes.map((node) => node.id)).toEqual(french.nodes.map((node) => node.id));
    expect(english.nodes.map((node) => node.shortDescription)).not.toEqual(french.nodes.map((node) => node.shortDescription));
    expect(dollars.nodes.every((node) => node.price?.currencyCode === 'USD')).toBe(true);
    expect(french.nodes.every((node) => node.price?.currencyCode === 'EUR')).toBe(true);
    for (const answer of made) expect(answer.line.cachedAnswer).toBeUndefined();

    // Asked again in another order, each gets its own.
    for (const index of [2, 0, 3, 1]) {
      const kept = await listing(variants[index]);
      expect(kept.line.cachedAnswer).toBe(true);
      expect(kept.text).toBe(made[index]!.text);
    }
    // Another filter is another answer, made by Apollo.
    const women = await post(server, log, LISTING.replace('section: MEN', 'section: WOMEN'));
    expect(women.line.cachedAnswer).toBeUndefined();
    expect(women.text).not.toBe(made[3]!.text);
  });

  test("a viewer's own answers are never kept: `me` and the cart's pricing always run", async () => {
    const marie = gqlSession(server.url);
    const customer = await register(marie);
    expect((await me(marie))?.email).toBe(customer.email);
    const cookie = { cookie: marie.cookie() };
    const again = await post(server, log, `query Me { me { email } }`, {}, cookie);
    const twice = await post(server, log, `query Me { me { email } }`, {}, cookie);
    expect(JSON.parse(twice.text)).toEqual({ data: { me: { email: customer.email } } });
    expect([again.line.cachedAnswer, twice.line.cachedAnswer]).toEqual([undefined, undefined]);
    // The same query from a guest is the guest's own answer.
    const guest = await post(server, log, `query Me { me { email } }`);
    expect(JSON.parse(guest.text)).toEqual({ data: { me: null } });
    expect(guest.line.cachedAnswer).toBeUndefined();

    const product = listingOf(await listing()).nodes.find((node) => node.variations.length === 0)!;
    const lines = [{ key: 'a', productId: product.id, quantity: 2 }];
    const priced = await post(server, log, CART_PRICING, { lines }, cookie);
    const repriced = await post(server, log, CART_PRICING, { lines });
    expect(repriced.text).toBe(priced.text);
    expect(repriced.line.cachedAnswer).toBeUndefined();
    expect(repriced.line.storeCalls).toBeGreaterThan(0);
  });

  test('a shopper with a session gets the kept answer too (sent after the session and the viewer)', async () => {
    const made = await listing();
    const marie = gqlSession(server.url);
    await register(marie);
    const kept = await listing({}, { cookie: marie.cookie() });
    expect(kept.line.cachedAnswer).toBe(true);
    expect(kept.text).toBe(made.text);
    // The session is still hers.
    expect(await me(marie)).not.toBeNull();
  });

  test('an order empties it: the next listing is made again, with the new stock', async () => {
    const before = listingOf(await listing());
    expect((await listing()).line.cachedAnswer).toBe(true);
    const product = before.nodes.find((node) => node.variations.length === 0 && (node.stockQuantity ?? 0) > 1)!;
    expect(product).toBeDefined();
    await buyAndPay(gqlSession(server.url), [{ key: 'a', productId: product.id, quantity: 1 }]);
    const after = await listing();
    expect(after.line.cachedAnswer).toBeUndefined();
    expect(after.line.storeCalls).toBeGreaterThan(0);
    expect(listingOf(after).nodes.find((node) => node.id === product.id)?.stockQuantity).toBe(product.stockQuantity! - 1);
  });

  test('services.forgetCatalog empties it', async () => {
    await listing();
    expect((await listing()).line.cachedAnswer).toBe(true);
    await server.services.forgetCatalog();
    expect((await listing()).line.cachedAnswer).toBeUndefined();
  });
});

describe('behind the site gate', () => {
  const log = requestLog();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { SITE_PASSWORD: 'lumière 2025', SESSION_SECRET: 'session-test-secret-0123456789abcdef-0123456789' },
      log.logger,
    );
  });
  afterAll(async () => {
    await server.close();
  });

  test('a locked browser is refused though the answer made for an open gate is kept', async () => {
    const entered = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { enterSite(password: "lumière 2025") { granted } }` }),
    });
    const cookie = entered.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid='))!
      .split(';')[0]!;
    const made = await post(server, log, LISTING, {}, { cookie });
    expect(made.status).toBe(200);
    const kept = await post(server, log, LISTING, {}, { cookie });
    expect(kept.line.cachedAnswer).toBe(true);

    const locked = await post(server, log, LISTING);
    expect(locked.status).toBe(403);
    expect(locked.line.cachedAnswer).toBeUndefined();
    expect(JSON.parse(locked.text)).toMatchObject({ errors: [{ extensions: { code: 'GATE_LOCKED' } }] });
    const lockedGet = await sent(
      log,
      await fetch(`${server.url}/graphql?query=${encodeURIComponent(LISTING)}`, { headers: { 'apollo-require-preflight': 'true' } }),
    );
    expect(lockedGet.status).toBe(403);
  });
});

describe('two servers over one Redis', () => {
  const logs = [requestLog(), requestLog()];
  let redis: RedisServer;
  let shared: SharedStore;
  let replicas: [TestServer, TestServer];

  beforeAll(async () => {
    redis = await startRedisServer();
    shared = await startSharedStore();
    const env = { ...shared.env, REDIS_URL: redis.url, SESSION_SECRET: REPLICA_SESSION_SECRET };
    replicas = await Promise.all([startTestServer(env, logs[0]!.logger), startTestServer(env, logs[1]!.logger)]);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await shared.close();
    await redis.stop();
  });

  test('an answer kept by one is sent by the other before Apollo, until an order on the other empties it for both', async () => {
    const [first, second] = replicas;
    const made = await post(first, logs[0]!, LISTING, { language: 'EN' });
    expect(made.line.cachedAnswer).toBeUndefined();
    const kept = await post(second, logs[1]!, LISTING, { language: 'EN' });
    expect(kept.line).toMatchObject({ operation: 'Listing', cachedAnswer: true, storeCalls: 0 });
    expect(kept.text).toBe(made.text);

    const product = listingOf(made).nodes.find((node) => node.variations.length === 0 && (node.stockQuantity ?? 0) > 1)!;
    await buyAndPay(gqlSession(second.url), [{ key: 'one', productId: product.id, quantity: 1 }]);
    const after = await post(first, logs[0]!, LISTING, { language: 'EN' });
    expect(after.line.cachedAnswer).toBeUndefined();
    expect(listingOf(after).nodes.find((node) => node.id === product.id)?.stockQuantity).toBe(product.stockQuantity! - 1);
  });
});
