/** Failures answer in WordPress's error shape and go to the log, never to the client as a stack trace. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { api, startTestStore, storeFetch, type TestStore } from './helpers/store';

let ts: TestStore;
const warnings: string[] = [];

beforeAll(async () => {
  ts = await startTestStore({ logger: { info: () => {}, warn: (msg) => warnings.push(msg) } });
});

afterAll(async () => {
  await ts.close();
});

it('answers 500 internal_server_error when the database fails under a route', async () => {
  const db = new Database(path.join(ts.dataDir, 'localstore.sqlite'));
  db.exec('DROP TABLE product_meta');
  db.close();
  const response = await api(ts, 'products');
  expect(response.status).toBe(500);
  expect(response.body).toEqual({
    code: 'internal_server_error',
    message:
      '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
    data: { status: 500 },
    additional_errors: [],
  });
  expect(JSON.stringify(response.body)).not.toContain('product_meta');
  expect(warnings.some((warning) => warning.includes('no such table: product_meta'))).toBe(true);
  // Routes that do not touch the broken table still work.
  expect((await api(ts, 'products/attributes')).status).toBe(200);
});

it('refuses an oversized form body in the WordPress error shape', async () => {
  const response = await storeFetch(`${ts.store.url}/wp-json/wc/v3/products`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `name=${'x'.repeat(2 * 1024 * 1024)}`,
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ code: 'rest_invalid_request', message: 'Invalid request.', data: { status: 413 } });
});
