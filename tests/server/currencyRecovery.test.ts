/**
 * The display currencies after a store failure: the defaults are kept only a short, growing while
 * (capped) time, so a recovered store's rates are back within that time; and a failing or hanging
 * store never holds a request longer than one store call's deadline.
 */
import { MemoryCache } from '../../server/src/ports/memory/cache';
import { createLogger } from '../../server/src/logger';
import { CurrencyService } from '../../server/src/currency/service';
import { WooCurrencyPlugin } from '../../server/src/woo/currencyPlugin';
import { WooHttpClient } from '../../server/src/woo/http';
import { hang, sendJson, startFakeStore, type FakeStore } from './helpers/fakeStore';

const STORE_RATES = {
  EUR: { name: 'EUR', rate: 1, symbol: '&euro;', is_etalon: 1, description: 'Euro' },
  USD: { name: 'USD', rate: 1.17, symbol: '&#36;', is_etalon: 0, description: 'US dollar' },
};
const DEFAULT_USD = 1.1;

let store: FakeStore;
beforeAll(async () => {
  store = await startFakeStore();
});
afterAll(() => store.close());
beforeEach(() => {
  store.hits.length = 0;
});

function service(timeoutMs = 1000) {
  const http = new WooHttpClient({
    url: store.url,
    consumerKey: 'ck_test',
    consumerSecret: 'cs_test',
    timeoutMs,
    retry: { retries: 0, baseMs: 1, maxMs: 1 },
  });
  return new CurrencyService(new WooCurrencyPlugin(http), createLogger('silent'), new MemoryCache(), { retryMs: 50, retryMaxMs: 200 });
}

const usdRate = async (currency: CurrencyService) => (await currency.snapshot()).currencies.find((entry) => entry.code === 'USD')?.rate;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const woocsHits = () => store.hits.filter((hit) => hit.startsWith('/wp-json/woocs/v3/currency')).length;

test('after a failure, the store rates are back within the short retry time once the store recovers', async () => {
  store.respond = sendJson(500, { code: 'internal_server_error' });
  const currency = service();
  const first = await currency.snapshot();
  expect(first.failure).toMatchObject({ status: 500 });
  expect(await usdRate(currency)).toBe(DEFAULT_USD);

  store.respond = sendJson(200, STORE_RATES);
  // Kept 50 ms: still the defaults, without asking the store at every request.
  expect(await usdRate(currency)).toBe(DEFAULT_USD);
  expect(woocsHits()).toBe(1);
  await sleep(80);
  // Expired: this request gets what there is while the store is asked again; the next ones the store's rates.
  await currency.snapshot();
  await sleep(30);
  const recovered = await currency.snapshot();
  expect(recovered.failure).toBeNull();
  expect(await usdRate(currency)).toBe(1.17);
});

test('a store that keeps failing is asked less and less often, up to the cap', async () => {
  store.respond = sendJson(503, { code: 'unavailable' });
  const currency = service();
  const started = Date.now();
  // Failures kept 50, 100, 200, 200... ms: over ~700 ms about 4-5 reads, not one per request.
  while (Date.now() - started < 700) {
    await currency.snapshot();
    await sleep(5);
  }
  expect(woocsHits()).toBeGreaterThanOrEqual(3);
  expect(woocsHits()).toBeLessThanOrEqual(6);
});

test('a hanging store holds only the first request, and at most one store call deadline', async () => {
  store.respond = hang;
  const currency = service(300);
  let started = Date.now();
  expect((await currency.snapshot()).failure).toMatchObject({ status: null, statusText: 'Network error' });
  expect(Date.now() - started).toBeLessThan(600);

  await sleep(80);
  // The failure has expired: the store is asked again in the background, the request is not held.
  started = Date.now();
  expect(await usdRate(currency)).toBe(DEFAULT_USD);
  expect(Date.now() - started).toBeLessThan(50);
  await sleep(50);
  expect(woocsHits()).toBe(2);
});

test('says whether the defaults are served because the store failed, without ever asking the store', async () => {
  const currency = service();
  expect(await currency.failing()).toBe(false);
  expect(woocsHits()).toBe(0);
  store.respond = sendJson(500, { code: 'internal_server_error' });
  await currency.snapshot();
  expect(await currency.failing()).toBe(true);
  store.respond = sendJson(200, STORE_RATES);
  await sleep(80);
  await currency.snapshot();
  await sleep(30);
  expect(await currency.failing()).toBe(false);
  expect(woocsHits()).toBe(2);
});
