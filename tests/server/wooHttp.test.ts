/**
 * The store transport against a misbehaving store: one deadline per call across its retries, backoff
 * between reads, writes sent once, every fault typed (never a bare TypeError or SyntaxError), and
 * no credentials in error messages or log lines.
 */
import { WooCatalog } from '../../server/src/woo/catalog';
import { WooCurrencyPlugin } from '../../server/src/woo/currencyPlugin';
import { StoreAuthError, StoreError, StoreNotFoundError, StoreRequestError, StoreUnavailableError } from '../../server/src/woo/errors';
import { WooHttpClient, type WooHttpOptions } from '../../server/src/woo/http';
import {
  cutMidChunk,
  cutShort,
  hang,
  sendJson,
  sendText,
  stallBody,
  startFakeStore,
  type FakeStore,
  type Respond,
} from './helpers/fakeStore';

let store: FakeStore;
let logs: { level: 'warn' | 'error'; obj: object; msg: string }[];

const logger = {
  warn: (obj: object, msg: string) => logs.push({ level: 'warn', obj, msg }),
  error: (obj: object, msg: string) => logs.push({ level: 'error', obj, msg }),
};

function client(options: Partial<WooHttpOptions> = {}) {
  return new WooHttpClient({
    url: store.url,
    consumerKey: 'ck_test',
    consumerSecret: 'cs_secret_value',
    timeoutMs: 1000,
    retry: { retries: 2, baseMs: 1, maxMs: 2 },
    logger,
    ...options,
  });
}

/** The error a promise fails with, and how long it took. */
async function failure(promise: Promise<unknown>): Promise<{ error: StoreError; ms: number }> {
  const started = Date.now();
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
  if (!(error instanceof StoreError)) throw error;
  return { error, ms: Date.now() - started };
}

beforeAll(async () => {
  store = await startFakeStore();
});
afterAll(() => store.close());
beforeEach(() => {
  store.hits.length = 0;
  logs = [];
});

describe('one deadline per call', () => {
  it('gives a hanging store the deadline once, not once per attempt', async () => {
    store.respond = hang;
    const http = client({ timeoutMs: 300 });
    const { error, ms } = await failure(new WooCatalog(http).categories());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error.code).toBe('store_timeout');
    expect(ms).toBeGreaterThanOrEqual(280);
    expect(ms).toBeLessThan(600);
    expect(store.hits).toHaveLength(1);
    expect(http.requestCount).toBe(1);
  });

  it('gives a retry only the time left', async () => {
    let calls = 0;
    store.respond = (res, req) => (++calls === 1 ? sendJson(503, { code: 'busy' })(res, req) : hang(res, req));
    const { error, ms } = await failure(new WooCatalog(client({ timeoutMs: 400 })).categories());
    expect(error.code).toBe('store_timeout');
    expect(store.hits).toHaveLength(2);
    expect(ms).toBeLessThan(700);
  });

  it('times out an answer whose body never ends', async () => {
    store.respond = stallBody;
    const { error, ms } = await failure(new WooCatalog(client({ timeoutMs: 300 })).categories());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error.code).toBe('store_timeout');
    expect(ms).toBeLessThan(600);
  });
});

describe('retries', () => {
  it('retries a failed read the configured number of times, then gives up', async () => {
    store.respond = sendJson(500, { code: 'internal_server_error', message: 'boom' });
    const http = client({ retry: { retries: 2, baseMs: 1, maxMs: 2 } });
    const { error } = await failure(new WooCatalog(http).categories());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error.status).toBe(500);
    expect(store.hits).toHaveLength(3);
    expect(http.requestCount).toBe(3);
    expect(logs.filter((log) => log.msg === 'store read failed, retrying')).toHaveLength(2);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    store.respond = (res, req) => (++calls === 1 ? cutMidChunk : sendJson(200, [{ id: 7, name: 'Homme', slug: 'homme' }]))(res, req);
    const categories = await new WooCatalog(client()).categories();
    expect(categories.map((category) => category.slug)).toEqual(['homme']);
    expect(store.hits).toHaveLength(2);
  });

  it('never retries a write', async () => {
    store.respond = sendJson(503, { code: 'unavailable' });
    await expect(client().write('POST', 'wc/v3/orders', { line_items: [] })).rejects.toBeInstanceOf(StoreUnavailableError);
    store.respond = hang;
    const { error, ms } = await failure(client({ timeoutMs: 200 }).write('POST', 'wc/v3/orders', { line_items: [] }));
    expect(error.code).toBe('store_timeout');
    expect(ms).toBeLessThan(500);
    expect(store.hits).toHaveLength(2);
  });
});

describe('unusable answers are StoreUnavailableError', () => {
  it.each<[string, Respond, string]>([
    ['a body cut short of its content-length', cutShort, 'store_bad_response'],
    ['a connection closed mid-body', cutMidChunk, 'store_bad_response'],
    ['an empty 200', sendText(200, ''), 'store_bad_response'],
    ['a body that is not JSON', sendText(200, '<html>Maintenance</html>', 'text/html'), 'store_bad_response'],
    ['a 502 HTML page from a proxy', sendText(502, '<html>Bad gateway</html>', 'text/html'), 'http_502'],
    ['a rate limit', sendJson(429, { code: 'too_many_requests' }), 'too_many_requests'],
  ])('%s, retried', async (_name, respond, code) => {
    store.respond = respond;
    const { error } = await failure(new WooCatalog(client()).categories());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error.code).toBe(code);
    expect(store.hits).toHaveLength(3);
  });

  const catalog = () => new WooCatalog(client());
  const product = { id: 9, variationIds: [10] } as Parameters<WooCatalog['variations']>[0];
  it.each<[string, unknown, () => Promise<unknown>]>([
    ['products as an object', { 1: { id: 1 } }, () => catalog().listProducts({})],
    ['a product without id', [{ name: 'Montmartre', price: '120.00' }], () => catalog().productBySlug('montmartre')],
    ['a price as an object', [{ id: 1, price: { amount: 120 } }], () => catalog().productsByIds([1])],
    ['a variation without id', [{ sku: 'MONT-N' }], () => catalog().variations(product)],
    ['categories as null', null, () => catalog().categories()],
    ['a currency rate as an object', { USD: { rate: { value: 1.1 } } }, () => new WooCurrencyPlugin(client()).currencies()],
  ])('%s, not retried', async (_name, answer, call) => {
    store.respond = sendJson(200, answer);
    const { error } = await failure(call());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error.code).toBe('store_bad_response');
    expect(error.message).toMatch(/unexpected shape/);
    expect(store.hits).toHaveLength(1);
  });
});

describe('status mapping', () => {
  it.each<[number, new (...args: never[]) => StoreError, string]>([
    [400, StoreRequestError, '{"code":"rest_invalid_param","message":"Invalid parameter(s): per_page"}'],
    [404, StoreNotFoundError, '{"code":"woocommerce_rest_product_invalid_id","message":"Invalid ID."}'],
    [401, StoreAuthError, '{"code":"woocommerce_rest_authentication_error","message":"Invalid signature"}'],
    [403, StoreAuthError, '<html>Forbidden by the firewall</html>'],
  ])('%i is %p, sent once', async (status, type, body) => {
    store.respond = sendText(status, body);
    const { error } = await failure(new WooCatalog(client()).categories());
    expect(error).toBeInstanceOf(type);
    expect(error.status).toBe(status);
    expect(store.hits).toHaveLength(1);
  });

  it('says refused keys loudly, once per burst', async () => {
    store.respond = sendJson(401, { code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.' });
    const catalog = new WooCatalog(client());
    for (let i = 0; i < 3; i++) await expect(catalog.categories()).rejects.toBeInstanceOf(StoreAuthError);
    const errors = logs.filter((log) => log.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/REST API keys are wrong or lack permission.*WOO_CONSUMER_KEY/);
  });
});

describe('no credentials leak', () => {
  it('keeps keys, signatures and queries out of error messages and log lines', async () => {
    const echo: Respond = (res, req) =>
      sendJson(req.url!.includes('categories') ? 503 : 401, {
        code: 'rest_no_route',
        message: `No route was found matching the URL http://shop.example${req.url}`,
      })(res, req);
    store.respond = echo;
    const http = client();
    const errors = [
      (await failure(new WooCatalog(http).categories())).error,
      (await failure(new WooCatalog(http).listProducts({ search: 'canal' }))).error,
    ];
    // The store did receive the signed query; none of it comes back out.
    expect(store.hits[0]).toContain('oauth_signature=');
    const said = JSON.stringify([errors.map((error) => error.message), logs]);
    expect(said).toContain('No route was found matching the URL http://shop.example/wp-json/wc/v3/products');
    expect(said).not.toMatch(/oauth_|ck_test|cs_secret_value|\?|canal/);
  });
});
