/**
 * What an operator relies on: /healthz (alive), /readyz (the store and the shared state answer, not
 * shutting down), and a shutdown that lets requests in flight finish.
 */
import { sendJson, startFakeStore, type FakeStore } from './helpers/fakeStore';
import { startRedisServer, type RedisServer } from './helpers/redisServer';
import { startTestServer, type TestServer } from './helpers/testServer';

const STORE_KEYS = { WOO_CONSUMER_KEY: 'ck_test', WOO_CONSUMER_SECRET: 'cs_test' };

describe('readiness', () => {
  let store: FakeStore;
  let redis: RedisServer;
  let server: TestServer;

  beforeAll(async () => {
    store = await startFakeStore(sendJson(200, []));
    redis = await startRedisServer();
    server = await startTestServer({ WOO_URL: store.url, ...STORE_KEYS, REDIS_URL: redis.url, WOO_RETRIES: '0' });
  });

  afterAll(async () => {
    await server.close({ graceMs: 100 });
    await store.close();
    await redis.stop();
  });

  it('is ready when the store and Redis answer; says which part is not, without details', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', sharedState: 'ok', database: 'ok' } });

    store.respond = sendJson(500, { code: 'internal_server_error', message: 'Database error at db.internal:3306' });
    const storeDown = await fetch(`${server.url}/readyz`);
    expect(storeDown.status).toBe(503);
    const body = await storeDown.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', checks: { store: 'unreachable', sharedState: 'ok', database: 'ok' } });
    expect(body).not.toContain('db.internal');
    // Alive all the same.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('is not ready when Redis is gone', async () => {
    store.respond = sendJson(200, []);
    await redis.stop();
    const answer = await fetch(`${server.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', checks: { store: 'ok', sharedState: 'unreachable', database: 'ok' } });
  });
});

describe('shutdown', () => {
  it('finishes a request in flight, and answers no new one', async () => {
    const store = await startFakeStore();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    store.respond = (res) => {
      void held.then(() => sendJson(200, [])(res, undefined as never));
    };
    const server = await startTestServer({ WOO_URL: store.url, ...STORE_KEYS, WOO_RETRIES: '0' });
    try {
      const inFlight = fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(pageSize: 1) { totalCount } }' }),
      });
      // The request has reached the store: now shut down, then let the store answer.
      while (store.hits.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const closing = server.close({ graceMs: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { products: { totalCount: number } } }).data.products.totalCount).toBe(0);
      await closing;
    } finally {
      release();
      await store.close();
    }
  });
});
