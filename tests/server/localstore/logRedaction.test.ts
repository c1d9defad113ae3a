/**
 * The store's logs never hold a key, a secret or a signature: a failing request logs its URL with the
 * credential parameters redacted (judged on the decoded name), and any message carrying the active
 * key or secret has it scrubbed. Headers (Authorization) are never logged.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { logSafeUrl } from '../../../server/localstore/http/logSafeUrl';
import { redactingLogger } from '../../../server/localstore/logger';
import { basicRequest, oauthRequest, queryKeyRequest, startTestStore, storeFetch, type TestStore } from './helpers/store';

const logs: string[] = [];
const logger = { info: (msg: string) => logs.push(msg), warn: (msg: string) => logs.push(msg) };
let secure: TestStore;
let plain: TestStore;

/** Breaks the product tables under a store, so every product listing fails with a 500 and is logged. */
function breakProducts(ts: TestStore): void {
  const db = new Database(path.join(ts.dataDir, 'localstore.sqlite'));
  db.exec('DROP TABLE product_meta');
  db.close();
}

beforeAll(async () => {
  secure = await startTestStore({ logger });
  plain = await startTestStore({ logger, consumerKey: 'ck_configured_redaction', consumerSecret: 'cs_configured_redaction' }, 'http');
  breakProducts(secure);
  breakProducts(plain);
});

afterAll(async () => {
  await secure.close();
  await plain.close();
});

it('logs failing requests without their keys, secrets or signatures', async () => {
  logs.length = 0;
  expect((await queryKeyRequest(secure, 'products', { per_page: 1 })).status).toBe(500);
  expect((await basicRequest(secure, 'products', { per_page: 2 })).status).toBe(500);
  expect((await oauthRequest(plain, 'products', { per_page: 3 })).status).toBe(500);
  expect((await oauthRequest(plain, 'products', { per_page: 4 }, { inHeader: true })).status).toBe(500);
  // A name PHP decodes to consumer_secret, and keys repeated as arrays.
  const sneaky = await storeFetch(
    `${secure.store.url}/wp-json/wc/v3/products?consumer%5Fkey=${secure.store.consumerKey}&consumer%5Fsecret=${secure.store.consumerSecret}&consumer_key[]=${secure.store.consumerKey}`,
  );
  expect(sneaky.status).toBe(500);

  expect(logs.filter((msg) => msg.includes('failed'))).toHaveLength(5);
  const text = logs.join('\n');
  for (const ts of [secure, plain]) {
    expect(text).not.toContain(ts.store.consumerKey);
    expect(text).not.toContain(ts.store.consumerSecret);
    expect(text).not.toContain(Buffer.from(`${ts.store.consumerKey}:${ts.store.consumerSecret}`).toString('base64'));
  }
  expect(text).not.toMatch(/oauth_signature=(?!\[REDACTED\])/);
  expect(text).not.toMatch(/oauth_consumer_key=(?!\[REDACTED\])/);
  expect(text).not.toMatch(/Authorization|Basic /i);
  expect(text).toContain('per_page=3');
  expect(text).toContain('oauth_signature=[REDACTED]');
});

describe('logSafeUrl', () => {
  it('redacts credential parameters by their decoded names, and keeps the rest', () => {
    expect(logSafeUrl('/wp-json/wc/v3/products?per_page=5&consumer_key=ck_1&consumer_secret=cs_2&page=2')).toBe(
      '/wp-json/wc/v3/products?per_page=5&consumer_key=[REDACTED]&consumer_secret=[REDACTED]&page=2',
    );
    expect(logSafeUrl('/p?consumer%5Fsecret=cs_2&CONSUMER_KEY=ck&oauth_signature[]=x&oauth_nonce=n&token=t&password=p&x=1')).toBe(
      '/p?consumer%5Fsecret=[REDACTED]&CONSUMER_KEY=[REDACTED]&oauth_signature[]=[REDACTED]&oauth_nonce=[REDACTED]&token=[REDACTED]&password=[REDACTED]&x=1',
    );
    expect(logSafeUrl('/p?consumer_secret')).toBe('/p?consumer_secret=[REDACTED]');
    expect(logSafeUrl('/wp-json/wc/v3/products')).toBe('/wp-json/wc/v3/products');
  });
});

describe('redactingLogger', () => {
  it('scrubs the registered values, as given and URL-encoded, from every message', () => {
    const out: string[] = [];
    const redacting = redactingLogger({ info: (msg) => out.push(msg), warn: (msg) => out.push(msg) }, ['cs_secret+/=value']);
    redacting.redact('ck_key_value', undefined, 'short');
    redacting.warn('failed with cs_secret+/=value and cs_secret%2B%2F%3Dvalue for ck_key_value, short stays');
    expect(out).toEqual(['failed with [REDACTED] and [REDACTED] for [REDACTED], short stays']);
  });
});
