/**
 * The currency plugin's prices through whichever route the store's WOOCS edition has: POST
 * products-prices; on a 404 that is not the plugin's, GET product-price/{id} per product (4 at a time,
 * 24 products at most), as the free edition 1.4.5 answers; then the old products/{code} route.
 */
import { WooCurrencyPlugin } from '../../server/src/woo/currencyPlugin';
import { StoreNotFoundError } from '../../server/src/woo/errors';
import { WooHttpClient } from '../../server/src/woo/http';
import { isUnknownCurrency } from '../../server/src/woo/woocsPrices';
import { byRoute, delayed, sendJson, sendText, startFakeStore, type FakeStore, type Respond } from './helpers/fakeStore';

/** The recorded free-edition entry (61-woocs-product-price-10-USD-raw.json) for any id and price. */
const entry = (id: number, price: string) => ({
  product_id: id,
  product_type: 'simple',
  currency: 'USD',
  currency_symbol: '&#36;',
  currency_position: 'left',
  precision: 2,
  price,
  regular_price: price,
  sale_price: '',
});
const UNKNOWN_CURRENCY = {
  code: 'woocs_unknown_currency',
  message: 'The currency JPY is not served by this store.',
  data: { status: 404 },
};
const UNKNOWN_PRODUCT = { code: 'woocs_unknown_product', message: 'Invalid product ID.', data: { status: 404 } };
const PRODUCT_PRICE = /^\/wp-json\/woocs\/v3\/product-price\/(\d+)$/;

let store: FakeStore;
beforeAll(async () => {
  store = await startFakeStore();
});
afterAll(() => store.close());
beforeEach(() => {
  store.hits.length = 0;
});

const plugin = () =>
  new WooCurrencyPlugin(
    new WooHttpClient({
      url: store.url,
      consumerKey: 'ck_test',
      consumerSecret: 'cs_test',
      timeoutMs: 2000,
      retry: { retries: 0, baseMs: 1, maxMs: 1 },
    }),
  );

/** The free edition's per-product route: price = id + ".50" in USD, 404 for ids above 900; counts calls in flight. */
function freeEditionProductPrice(stats: { inFlight: number; maxInFlight: number }): Respond {
  return (res, req) => {
    const id = Number(PRODUCT_PRICE.exec((req.url ?? '').split('?')[0] ?? '')?.[1]);
    const currency = new URL(req.url ?? '', 'http://x').searchParams.get('currency');
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    setTimeout(() => {
      stats.inFlight -= 1;
      if (currency !== 'USD') sendJson(404, UNKNOWN_CURRENCY)(res, req);
      else if (id > 900) sendJson(404, UNKNOWN_PRODUCT)(res, req);
      else sendJson(200, entry(id, `${id}.50`))(res, req);
    }, 15);
  };
}

test('one POST products-prices when the store has it, prices in the order asked', async () => {
  store.respond = byRoute([
    {
      method: 'POST',
      path: /^\/wp-json\/woocs\/v3\/products-prices$/,
      respond: sendJson(200, { '10': entry(10, '21.00'), '11': entry(11, '') }),
    },
  ]);
  expect(await plugin().productPrices('usd', [11, 10, 12])).toEqual([
    { productId: 11, price: null },
    { productId: 10, price: 21 },
  ]);
  expect(store.hits).toEqual(['/wp-json/woocs/v3/products-prices']);
});

test('POST answered 404 rest_no_route: product-price per product, 4 at a time, 24 at most, unknown products left out', async () => {
  const stats = { inFlight: 0, maxInFlight: 0 };
  store.respond = byRoute([{ method: 'GET', path: PRODUCT_PRICE, respond: freeEditionProductPrice(stats) }]);
  const ids = [...Array.from({ length: 29 }, (_, index) => index + 1), 950];
  ids.splice(3, 0, 950);
  const prices = await plugin().productPrices('USD', ids);
  // 24 ids asked (the 4th unknown to the plugin), 23 prices.
  expect(prices).toHaveLength(23);
  expect(prices[0]).toEqual({ productId: 1, price: 1.5 });
  expect(prices.map((price) => price.productId)).toEqual([1, 2, 3, ...Array.from({ length: 20 }, (_, index) => index + 4)]);
  expect(store.hits[0]).toBe('/wp-json/woocs/v3/products-prices');
  const perProduct = store.hits.slice(1);
  expect(perProduct).toHaveLength(24);
  for (const hit of perProduct) expect(hit).toMatch(/^\/wp-json\/woocs\/v3\/product-price\/\d+\?currency=USD$/);
  expect(stats.maxInFlight).toBe(4);
});

test('a 404 page that is not JSON on the POST route is a missing route too', async () => {
  const stats = { inFlight: 0, maxInFlight: 0 };
  store.respond = byRoute([
    { method: 'POST', path: /products-prices$/, respond: sendText(404, '<html>Not found</html>', 'text/html') },
    { method: 'GET', path: PRODUCT_PRICE, respond: freeEditionProductPrice(stats) },
  ]);
  expect(await plugin().productPrices('USD', [7])).toEqual([{ productId: 7, price: 7.5 }]);
});

test('both price routes missing: the old products/{code} route, cut to the ids asked', async () => {
  store.respond = byRoute([
    {
      method: 'GET',
      path: /^\/wp-json\/woocs\/v3\/products\/usd$/,
      respond: delayed(5, sendJson(200, { '5': 20.9, '6': '', '7': '33.00' })),
    },
  ]);
  expect(await plugin().productPrices('USD', [7, 5, 8, 9])).toEqual([
    { productId: 7, price: 33 },
    { productId: 5, price: 20.9 },
  ]);
  // The per-product route is tried once, not for every product.
  expect(store.hits).toEqual([
    '/wp-json/woocs/v3/products-prices',
    '/wp-json/woocs/v3/product-price/7?currency=USD',
    '/wp-json/woocs/v3/products/usd',
  ]);
});

test('no price route at all: a not-found store error', async () => {
  store.respond = byRoute([]);
  await expect(plugin().productPrices('USD', [1, 2])).rejects.toMatchObject({ code: 'rest_no_route', status: 404 });
  await expect(plugin().productPrices('USD', [1])).rejects.toBeInstanceOf(StoreNotFoundError);
  expect(store.hits).toHaveLength(6);
});

test("an unknown currency is the plugin's answer, not a missing route, on either route", async () => {
  store.respond = byRoute([{ method: 'POST', path: /products-prices$/, respond: sendJson(404, UNKNOWN_CURRENCY) }]);
  const fromBatch = await plugin()
    .productPrices('JPY', [1, 2])
    .catch((error: unknown) => error);
  expect(isUnknownCurrency(fromBatch)).toBe(true);
  expect(store.hits).toHaveLength(1);

  const stats = { inFlight: 0, maxInFlight: 0 };
  store.respond = byRoute([{ method: 'GET', path: PRODUCT_PRICE, respond: freeEditionProductPrice(stats) }]);
  const fromEach = await plugin()
    .productPrices('JPY', [1, 2, 3])
    .catch((error: unknown) => error);
  expect(isUnknownCurrency(fromEach)).toBe(true);
  expect(store.hits.some((hit) => hit.includes('/woocs/v3/products/'))).toBe(false);
});

test('a store failure on the POST route is not hidden by the fallbacks', async () => {
  store.respond = byRoute([{ method: 'POST', path: /products-prices$/, respond: sendJson(500, { code: 'internal_server_error' }) }]);
  await expect(plugin().productPrices('USD', [1])).rejects.toMatchObject({ status: 500 });
  expect(store.hits).toEqual(['/wp-json/woocs/v3/products-prices']);
});
