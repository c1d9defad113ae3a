/**
 * The WOOCS free edition's price routes: GET product-price/{id}?currency= in exactly the recorded
 * shape (keys and value types of 61-woocs-product-price-10-USD-raw.json), and POST products-prices
 * keyed by product id; public, converted at the store's rates with the currency's precision.
 */
import fs from 'node:fs';
import path from 'node:path';
import { phpRound } from '../../../server/localstore/serialize/woocs';
import {
  allProducts,
  startTestStore,
  storeFetch,
  woocsPost,
  woocsRequest,
  type ErrorJson,
  type ProductJson,
  type TestStore,
} from './helpers/store';

type Json = Record<string, unknown>;

const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', '61-woocs-product-price-10-USD-raw.json'), 'utf8')) as Json;
const typesOf = (entry: Json) => Object.entries(entry).map(([key, value]) => [key, typeof value]);
/** number_format(price × rate, 2): the plugin's price strings. */
const inCurrency = (price: string, rate: number) => (price === '' ? '' : phpRound(Number(price) * rate, 2).toFixed(2));

let ts: TestStore;
let published: ProductJson[];

beforeAll(async () => {
  ts = await startTestStore();
  published = await allProducts(ts, { status: 'publish' });
});

afterAll(async () => {
  await ts.close();
});

const bySlug = (slug: string) => published.find((product) => product.slug === slug) as ProductJson;

describe('GET /woocs/v3/product-price/{id}?currency=', () => {
  it('answers exactly the keys and value types of the recorded answer', async () => {
    const product = bySlug('mouffetard');
    const response = await woocsRequest<Json>(ts, `product-price/${product.id}?currency=USD`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(Object.keys(response.body)).toEqual(Object.keys(recorded));
    expect(typesOf(response.body)).toEqual(typesOf(recorded));
    // The recorded store's dollar symbol and position, as its currency list has them.
    expect(response.body).toMatchObject({
      currency: 'USD',
      currency_symbol: recorded.currency_symbol,
      currency_position: 'left',
      precision: 2,
    });
  });

  it('converts each price at the rate, with the currency precision, "" staying ""', async () => {
    const product = bySlug('mouffetard');
    expect(product.price).toBe('89.00');
    const usd = await woocsRequest<Json>(ts, `product-price/${product.id}?currency=USD`);
    expect(usd.body).toEqual({
      product_id: product.id,
      product_type: product.type,
      currency: 'USD',
      currency_symbol: '&#36;',
      currency_position: 'left',
      precision: 2,
      price: '97.90',
      regular_price: inCurrency(product.regular_price, 1.1),
      sale_price: inCurrency(product.sale_price, 1.1),
    });
    const gbp = await woocsRequest<Json>(ts, `product-price/${product.id}?currency=gbp`);
    expect(gbp.body).toMatchObject({ currency: 'GBP', currency_symbol: '&pound;', price: '75.65' });
    const eur = await woocsRequest<Json>(ts, `product-price/${product.id}?currency=EUR`);
    expect(eur.body).toMatchObject({ currency: 'EUR', price: '89.00', currency_position: 'right_space' });
  });

  it('answers the base currency when none is asked', async () => {
    const product = bySlug('mouffetard');
    const response = await woocsRequest<Json>(ts, `product-price/${product.id}`);
    expect(response.body).toMatchObject({ currency: 'EUR', price: '89.00' });
  });

  it('answers 404 woocs_unknown_currency for a currency the store does not serve', async () => {
    const product = bySlug('mouffetard');
    const response = await woocsRequest<ErrorJson>(ts, `product-price/${product.id}?currency=JPY`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('woocs_unknown_currency');
    expect(response.body.data).toEqual({ status: 404 });
  });

  it('answers 404 for a product that does not exist, and has no route without an id', async () => {
    const unknown = await woocsRequest<ErrorJson>(ts, 'product-price/999999?currency=USD');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('woocs_unknown_product');
    expect((await woocsRequest<ErrorJson>(ts, 'product-price?currency=USD')).body.code).toBe('rest_no_route');
    expect((await woocsRequest<ErrorJson>(ts, 'product-price/abc?currency=USD')).body.code).toBe('rest_no_route');
  });

  it('is public and read-only', async () => {
    const product = bySlug('mouffetard');
    const anonymous = await storeFetch(`${ts.store.url}/wp-json/woocs/v3/product-price/${product.id}?currency=USD`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('allow')).toBe('GET');
    const post = await woocsPost<ErrorJson>(ts, `product-price/${product.id}`, { currency: 'USD' });
    expect(post.status).toBe(404);
  });
});

describe('POST /woocs/v3/products-prices', () => {
  it('answers product-price entries keyed by product id, unknown ids left out', async () => {
    const [first, second] = published as [ProductJson, ProductJson];
    const response = await woocsPost<Record<string, Json>>(ts, 'products-prices', { currency: 'USD', ids: [second.id, first.id, 999999] });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([String(first.id), String(second.id)].sort());
    for (const product of [first, second]) {
      const single = await woocsRequest<Json>(ts, `product-price/${product.id}?currency=USD`);
      expect(response.body[String(product.id)]).toEqual(single.body);
      expect(typesOf(response.body[String(product.id)] as Json)).toEqual(typesOf(recorded));
    }
  });

  it('answers 404 woocs_unknown_currency and 400 for a body without currency or ids', async () => {
    const id = (published[0] as ProductJson).id;
    const unknown = await woocsPost<ErrorJson>(ts, 'products-prices', { currency: 'JPY', ids: [id] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('woocs_unknown_currency');
    for (const body of [{ ids: [id] }, { currency: 'USD' }, { currency: 'USD', ids: ['x'] }, { currency: 'USD', ids: 3 }]) {
      const refused = await woocsPost<ErrorJson>(ts, 'products-prices', body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('rest_invalid_param');
    }
  });

  it('is public, POST only', async () => {
    const id = (published[0] as ProductJson).id;
    const response = await woocsPost(ts, 'products-prices', { currency: 'EUR', ids: [id] });
    expect(response.status).toBe(200);
    expect(response.headers.get('allow')).toBe('POST');
    const get = await woocsRequest<ErrorJson>(ts, 'products-prices');
    expect(get.status).toBe(404);
    expect(get.body.code).toBe('rest_no_route');
  });
});
