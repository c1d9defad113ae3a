/**
 * Authentication: which credentials a genuine WooCommerce 9.9.5 accepts, over HTTP and HTTPS. HTTPS is
 * the connection itself (a TLS store): no forwarded header turns plain HTTP into HTTPS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { WooHttpClient } from '../../../server/src/woo/http';
import { wooProductList } from '../../../server/src/woo/wire';
import {
  anonymousRequest,
  basicRequest,
  oauthRequest,
  queryKeyRequest,
  startTestStore,
  storeFetch,
  type ErrorJson,
  type ProductJson,
  type TestStore,
} from './helpers/store';

/** Plain HTTP, as the storefront's embedded store runs. */
let ts: TestStore;
/** The same store software over TLS. */
let secure: TestStore;

beforeAll(async () => {
  ts = await startTestStore({}, 'http');
  secure = await startTestStore();
});

afterAll(async () => {
  await ts.close();
  await secure.close();
});

const recorded = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', file), 'utf8'));

const cannotList = { code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.', data: { status: 401 } };
const cannotView = { code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot view this resource.', data: { status: 401 } };
const authError = (message: string) => ({ code: 'woocommerce_rest_authentication_error', message, data: { status: 401 } });

describe('OAuth 1.0a over plain HTTP', () => {
  it('accepts HMAC-SHA1 signatures in the query string', async () => {
    const response = await oauthRequest<ProductJson[]>(ts, 'products', { per_page: 3 }, { signatureMethod: 'HMAC-SHA1' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(3);
  });

  it('accepts HMAC-SHA256 signatures in an Authorization header', async () => {
    const response = await oauthRequest<ProductJson[]>(ts, 'products', { per_page: 2, status: 'publish' }, { inHeader: true });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
  });

  it('signs every query parameter, spaces and commas included', async () => {
    const response = await oauthRequest<ProductJson[]>(ts, 'products', { search: 'canal saint', category: '82,101', _fields: 'id,name' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: expect.any(Number), name: 'Canal Saint-Martin' }]);
  });

  it('accepts a signature made for localhost when the store listens on 127.0.0.1', async () => {
    const origin = ts.store.url.replace('127.0.0.1', 'localhost');
    const response = await oauthRequest<ProductJson[]>(ts, 'products', { per_page: 1 }, { origin });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
  });

  it('rejects a signature that does not match', async () => {
    const response = await oauthRequest(ts, 'products', {}, { secret: 'cs_not_the_secret' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(authError('Invalid signature - provided signature does not match.'));
  });

  it('rejects a signature computed over another host', async () => {
    const response = await oauthRequest(ts, 'products', {}, { signedBase: 'http://shop.example.com/wp-json/wc/v3/products' });
    expect(response.body).toEqual(authError('Invalid signature - provided signature does not match.'));
  });

  it('refuses a nonce used twice with the same key', async () => {
    const nonce = `nonce${Date.now()}`;
    const first = await oauthRequest(ts, 'products', { per_page: 1 }, { nonce });
    expect(first.status).toBe(200);
    const second = await oauthRequest(ts, 'products', { per_page: 1 }, { nonce });
    expect(second.status).toBe(401);
    expect(second.body).toEqual(authError('Invalid nonce - nonce has already been used.'));
  });

  it('refuses a timestamp more than 15 minutes away', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = await oauthRequest(ts, 'products', {}, { timestamp: now - 16 * 60 });
    expect(stale.body).toEqual(authError('Invalid timestamp.'));
    const future = await oauthRequest(ts, 'products', {}, { timestamp: now + 16 * 60 });
    expect(future.body).toEqual(authError('Invalid timestamp.'));
    const withinWindow = await oauthRequest(ts, 'products', { per_page: 1 }, { timestamp: now - 10 * 60 });
    expect(withinWindow.status).toBe(200);
  });

  it('names the missing OAuth parameters', async () => {
    const one = await oauthRequest(ts, 'products', {}, { drop: ['oauth_signature'] });
    expect(one.body).toEqual({
      code: 'woocommerce_rest_authentication_missing_parameter',
      message: 'Missing OAuth parameter oauth_signature',
      data: { status: 401 },
    });
    const several = await oauthRequest(ts, 'products', {}, { drop: ['oauth_timestamp', 'oauth_signature_method'] });
    expect(several.body).toEqual({
      code: 'woocommerce_rest_authentication_missing_parameter',
      message: 'Missing OAuth parameters oauth_timestamp, oauth_signature_method',
      data: { status: 401 },
    });
  });

  it('rejects an unknown consumer key and an unsupported signature method', async () => {
    const unknown = await oauthRequest(ts, 'products', {}, { key: 'ck_unknown', secret: 'cs_unknown' });
    expect(unknown.body).toEqual(authError('Consumer key is invalid.'));
    const plaintext = await oauthRequest(ts, 'products', {}, { signatureMethod: 'PLAINTEXT' });
    expect(plaintext.body).toEqual(authError('Invalid signature - signature method is invalid.'));
  });

  it('refuses a verb outside the key permissions model', async () => {
    const response = await oauthRequest(ts, 'products', {}, { method: 'PROPFIND' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(authError('Unknown request method.'));
  });

  it('authenticates before routing: a bad signature on an unknown route is still a 401', async () => {
    const response = await oauthRequest(ts, 'no-such-route', {}, { secret: 'cs_wrong' });
    expect(response.status).toBe(401);
    const valid = await oauthRequest<ErrorJson>(ts, 'no-such-route');
    expect(valid.status).toBe(404);
    expect(valid.body.code).toBe('rest_no_route');
  });
});

describe('the storefront client', () => {
  it('reads the embedded store over plain HTTP (WooHttpClient signs with OAuth 1.0a)', async () => {
    const client = new WooHttpClient({
      url: ts.store.url,
      consumerKey: ts.store.consumerKey,
      consumerSecret: ts.store.consumerSecret,
      timeoutMs: 5000,
    });
    const products = await client.get('wc/v3/products', wooProductList, { per_page: 2, status: 'publish', search: 'canal saint' });
    expect(products.data.map((product) => product.name)).toEqual(['Canal Saint-Martin']);
    expect(products.total).toBe(1);
  });
});

describe('keys over plain HTTP are ignored', () => {
  it('treats Basic auth as anonymous', async () => {
    const list = await basicRequest(ts, 'products');
    expect(list.status).toBe(401);
    expect(list.body).toEqual(cannotList);
    expect(list.body).toEqual(recorded('auth-http-querystring.json'));
    const products = await oauthRequest<ProductJson[]>(ts, 'products', { per_page: 1, status: 'publish' });
    const item = await basicRequest(ts, `products/${products.body[0]?.id}`);
    expect(item.body).toEqual(cannotView);
  });

  it('treats query-string keys as anonymous', async () => {
    const response = await queryKeyRequest(ts, 'products');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(recorded('auth-http-querystring.json'));
  });

  it('trusts no forwarded header: X-Forwarded-Proto, Forwarded or X-Forwarded-Ssl do not make plain HTTP secure', async () => {
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-Proto': 'https' },
      { 'X-Forwarded-Proto': 'HTTPS' },
      { Forwarded: 'proto=https' },
      { 'X-Forwarded-Ssl': 'on', 'X-Forwarded-Port': '443', 'Front-End-Https': 'on' },
    ];
    for (const headers of forwarded) {
      const basic = await basicRequest(ts, 'products', {}, { headers });
      expect(basic.status).toBe(401);
      expect(basic.body).toEqual(cannotList);
      const query = await queryKeyRequest(ts, 'products', {}, { headers });
      expect(query.body).toEqual(cannotList);
      // A wrong secret is not even looked at: no "Consumer secret is invalid." oracle over plain HTTP.
      const wrong = await basicRequest(ts, 'products', {}, { secret: 'cs_wrong', headers });
      expect(wrong.body).toEqual(cannotList);
      expect(wrong.headers.get('www-authenticate')).toBeNull();
    }
  });

  it('answers anonymous callers with the route permission error', async () => {
    expect((await anonymousRequest(ts, 'products')).body).toEqual(cannotList);
    expect((await anonymousRequest(ts, 'products/categories')).body).toEqual(cannotList);
    expect((await anonymousRequest(ts, 'products/attributes')).body).toEqual(cannotList);
  });
});

describe('keys over HTTPS (a TLS connection)', () => {
  it('accepts Basic auth and query-string keys', async () => {
    const basic = await basicRequest<ProductJson[]>(secure, 'products', { per_page: 2 });
    expect(basic.status).toBe(200);
    expect(basic.body).toHaveLength(2);
    const query = await queryKeyRequest<ProductJson[]>(secure, 'products', { per_page: 2 });
    expect(query.status).toBe(200);
  });

  it('accepts OAuth 1.0a signed over the https URL too', async () => {
    const response = await oauthRequest<ProductJson[]>(secure, 'products', { per_page: 1 });
    expect(response.status).toBe(200);
    const httpSigned = await oauthRequest(
      secure,
      'products',
      {},
      { signedBase: `${secure.store.url.replace('https:', 'http:')}/wp-json/wc/v3/products` },
    );
    expect(httpSigned.body).toEqual(authError('Invalid signature - provided signature does not match.'));
  });

  it('prefers the query-string keys over Basic auth', async () => {
    const headers = { Authorization: `Basic ${Buffer.from(`${secure.store.consumerKey}:cs_wrong`).toString('base64')}` };
    const queryWins = await queryKeyRequest(secure, 'products', { per_page: 1 }, { headers });
    expect(queryWins.status).toBe(200);
    const goodBasic = {
      Authorization: `Basic ${Buffer.from(`${secure.store.consumerKey}:${secure.store.consumerSecret}`).toString('base64')}`,
    };
    const badQuery = await queryKeyRequest(secure, 'products', {}, { secret: 'cs_wrong', headers: goodBasic });
    expect(badQuery.body).toEqual(authError('Consumer secret is invalid.'));
  });

  it('rejects a known key with the wrong secret, with a Basic challenge when Basic was used', async () => {
    const basic = await basicRequest(secure, 'products', {}, { secret: 'cs_wrong' });
    expect(basic.status).toBe(401);
    expect(basic.body).toEqual(authError('Consumer secret is invalid.'));
    expect(basic.headers.get('www-authenticate')).toBe('Basic realm="WooCommerce REST API"');
    const query = await queryKeyRequest(secure, 'products', {}, { secret: 'cs_wrong' });
    expect(query.body).toEqual(authError('Consumer secret is invalid.'));
    expect(query.headers.get('www-authenticate')).toBeNull();
  });

  it('treats an unknown key as anonymous', async () => {
    const response = await basicRequest(secure, 'products', {}, { key: 'ck_unknown', secret: 'cs_unknown' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(cannotList);
  });

  it('does not authenticate the ?rest_route= form', async () => {
    const credentials = Buffer.from(`${secure.store.consumerKey}:${secure.store.consumerSecret}`).toString('base64');
    const response = await storeFetch(`${secure.store.url}/?rest_route=/wc/v3/products`, {
      headers: { Authorization: `Basic ${credentials}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(cannotList);
  });

  it('links over https when the request came over https', async () => {
    const response = await basicRequest<ProductJson[]>(secure, 'products', { per_page: 1 });
    expect(response.body[0]?._links.self?.[0]?.href).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/wp-json\/wc\/v3\/products\/\d+$/);
  });
});

describe('configured keys', () => {
  it('accepts exactly the configured pair', async () => {
    const configured = await startTestStore({ consumerKey: 'ck_configured_for_test', consumerSecret: 'cs_configured_for_test' });
    try {
      expect(configured.store.keyWasGenerated).toBe(false);
      expect(configured.store.consumerKey).toBe('ck_configured_for_test');
      const ok = await oauthRequest(configured, 'products', { per_page: 1 });
      expect(ok.status).toBe(200);
      const other = await oauthRequest(configured, 'products', {}, { key: ts.store.consumerKey, secret: ts.store.consumerSecret });
      expect(other.body).toEqual(authError('Consumer key is invalid.'));
    } finally {
      await configured.close();
    }
  });

  it('generates a key once and reuses it', async () => {
    expect(ts.store.keyWasGenerated).toBe(true);
    expect(ts.store.consumerKey).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(ts.store.consumerSecret).toMatch(/^cs_[0-9a-f]{40}$/);
  });
});
