/**
 * Shape parity with a genuine WooCommerce 9.9.5: the keys of every object (and of the nested
 * objects the recordings show) are exactly those of the recorded answers in fixtures/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allProducts, anonymousRequest, api, oauthRequest, startTestStore, type ProductJson, type TestStore } from './helpers/store';

type Json = Record<string, unknown>;

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const first = (name: string): Json => (fixture(name) as Json[])[0] as Json;
const keys = (value: unknown): string[] => Object.keys(value as Json).sort();

const recordedSimple = fixture('21-product-simple-get.json') as Json;
const recordedVariable = fixture('22-product-variable-get.json') as Json;
const recordedVariation = first('23-product-variations-list.json');
const recordedCategory = first('24-categories-list.json');
const recordedAttribute = first('25-attributes-list.json');
const recordedTerm = first('26-attribute-terms-list.json');
const recordedErrors = fixture('errors.examples.json') as Record<string, { http_status: number; body: Json }>;

/** Keys WooCommerce 9.9 puts on a product image (the recordings have products without images). */
const IMAGE_KEYS = ['alt', 'date_created', 'date_created_gmt', 'date_modified', 'date_modified_gmt', 'id', 'name', 'src'];

let ts: TestStore;
let products: ProductJson[];

beforeAll(async () => {
  ts = await startTestStore();
  products = await allProducts(ts, {});
});

afterAll(async () => {
  await ts.close();
});

describe('product objects', () => {
  it('have exactly the keys of the recorded simple and variable products', () => {
    expect(keys(recordedSimple)).toEqual(keys(recordedVariable));
    for (const product of products) expect(keys(product)).toEqual(keys(recordedSimple));
  });

  it('nest the recorded shapes', () => {
    const variable = products.find((product) => product.type === 'variable') as unknown as Json;
    const recordedAttributes = recordedVariable.attributes as Json[];
    for (const attribute of variable.attributes as Json[]) expect(keys(attribute)).toEqual(keys(recordedAttributes[0]));
    expect(keys((variable.default_attributes as Json[])[0])).toEqual(keys((recordedVariable.default_attributes as Json[])[0]));
    expect(keys((variable.categories as Json[])[0])).toEqual(keys((recordedVariable.categories as Json[])[0]));
    expect(keys(variable.dimensions)).toEqual(keys(recordedVariable.dimensions));
    expect(keys(variable._links)).toEqual(keys(recordedVariable._links));
    expect(keys((variable._links as Record<string, Json[]>).self?.[0])).toEqual(
      keys((recordedVariable._links as Record<string, Json[]>).self?.[0]),
    );
    for (const product of products) {
      expect(product.images.length).toBeGreaterThan(0);
      for (const image of product.images) expect(keys(image)).toEqual(IMAGE_KEYS);
      for (const meta of product.meta_data) expect(keys(meta)).toEqual(['id', 'key', 'value']);
    }
  });

  it('use the recorded value types', () => {
    for (const product of products as unknown as Json[]) {
      for (const [key, value] of Object.entries(recordedSimple)) {
        if (value === null) continue;
        const ours = product[key];
        if (ours === null) continue;
        expect([key, Array.isArray(ours) ? 'array' : typeof ours]).toEqual([key, Array.isArray(value) ? 'array' : typeof value]);
      }
      for (const key of ['price', 'regular_price', 'sale_price', 'average_rating', 'weight']) expect(typeof product[key]).toBe('string');
    }
  });

  it('render price_html in WooCommerce markup for euros', () => {
    const rivoli = products.find((product) => product.slug === 'rivoli') as ProductJson;
    expect(rivoli.price_html).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>179,00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>',
    );
    const odeon = products.find((product) => product.slug === 'odeon') as ProductJson;
    expect(odeon.price_html).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>229,00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>' +
        ' &ndash; ' +
        '<span class="woocommerce-Price-amount amount"><bdi>249,00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>',
    );
    const oberkampf = products.find((product) => product.slug === 'oberkampf') as ProductJson;
    expect(oberkampf.price_html).toContain('<del aria-hidden="true">');
    expect(oberkampf.price_html).toContain('<span class="screen-reader-text">Original price was: 199,00&nbsp;&euro;.</span>');
    expect(oberkampf.price_html).toContain('<span class="screen-reader-text">Current price is: 159,00&nbsp;&euro;.</span>');
  });
});

describe('other objects', () => {
  it('variations have the recorded keys', async () => {
    const parent = products.find((product) => product.slug === 'canal-saint-martin') as ProductJson;
    const variations = (await api<Json[]>(ts, `products/${parent.id}/variations`)).body;
    for (const variation of variations) {
      expect(keys(variation)).toEqual(keys(recordedVariation));
      expect(keys((variation.attributes as Json[])[0])).toEqual(keys((recordedVariation.attributes as Json[])[0]));
      expect(keys(variation._links)).toEqual(keys(recordedVariation._links));
      if (variation.image !== null) expect(keys(variation.image)).toEqual(IMAGE_KEYS);
    }
  });

  it('categories, attributes and terms have the recorded keys', async () => {
    for (const category of (await api<Json[]>(ts, 'products/categories', { per_page: 100 })).body) {
      expect(keys(category)).toEqual(keys(recordedCategory));
      expect(keys(category._links)).toEqual(keys(recordedCategory._links));
      if (category.image !== null) expect(keys(category.image)).toEqual(IMAGE_KEYS);
    }
    for (const attribute of (await api<Json[]>(ts, 'products/attributes')).body) expect(keys(attribute)).toEqual(keys(recordedAttribute));
    for (const term of (await api<Json[]>(ts, 'products/attributes/1/terms', { per_page: 100 })).body) {
      expect(keys(term)).toEqual(keys(recordedTerm));
      expect(keys(term._links)).toEqual(keys(recordedTerm._links));
    }
  });
});

describe('error bodies', () => {
  const expectSame = (id: string, status: number, body: unknown) => {
    const recorded = recordedErrors[id];
    expect(recorded).toBeDefined();
    expect(status).toBe(recorded?.http_status);
    expect(body).toEqual(recorded?.body);
  };

  it('match the recorded and documented errors', async () => {
    const noRoute = await api(ts, 'nothing-here');
    expectSame('wp.rest_no_route', noRoute.status, noRoute.body);
    const perPage = await api(ts, 'products', { per_page: 0 });
    expectSame('wp.rest_invalid_param.per_page', perPage.status, perPage.body);
    const list = await anonymousRequest(ts, 'products');
    expectSame('wc.woocommerce_rest_cannot_view.list', list.status, list.body);
    expect(list.body).toEqual(fixture('auth-http-querystring.json'));
    const item = await anonymousRequest(ts, `products/${products[0]?.id}`);
    expectSame('wc.woocommerce_rest_cannot_view.item', item.status, item.body);
    const product = await api(ts, 'products/999999');
    expectSame('wc.woocommerce_rest_product_invalid_id', product.status, product.body);
    const variation = await api(ts, `products/${products[0]?.id}/variations/999999`);
    expectSame('wc.woocommerce_rest_product_variation_invalid_id', variation.status, variation.body);
    const term = await api(ts, 'products/categories/9999');
    expectSame('wc.woocommerce_rest_term_invalid.source', term.status, term.body);
    const attribute = await api(ts, 'products/attributes/99');
    expectSame('wc.woocommerce_rest_taxonomy_invalid.attribute', attribute.status, attribute.body);
    const terms = await api(ts, 'products/attributes/99/terms');
    expectSame('wc.woocommerce_rest_taxonomy_invalid.terms', terms.status, terms.body);
  });

  it('match the recorded authentication errors', async () => {
    const secret = await api(ts, 'products', {}, { secret: 'cs_wrong' });
    expectSame('auth.consumer_secret_invalid', secret.status, secret.body);
    expect(secret.body).toEqual(fixture('auth-https-basic-wrong-secret.json'));
    const key = await oauthRequest(ts, 'products', {}, { key: 'ck_nobody' });
    expectSame('auth.consumer_key_invalid.oauth', key.status, key.body);
    const signature = await oauthRequest(ts, 'products', {}, { secret: 'cs_wrong' });
    expectSame('auth.oauth_signature_mismatch', signature.status, signature.body);
    const timestamp = await oauthRequest(ts, 'products', {}, { timestamp: 1000 });
    expectSame('auth.oauth_timestamp', timestamp.status, timestamp.body);
    const missing = await oauthRequest(ts, 'products', {}, { drop: ['oauth_signature'] });
    expectSame('auth.oauth_missing_parameter', missing.status, missing.body);
    await oauthRequest(ts, 'products', {}, { nonce: 'shape-test-nonce' });
    const nonce = await oauthRequest(ts, 'products', {}, { nonce: 'shape-test-nonce' });
    expectSame('auth.oauth_nonce_reused', nonce.status, nonce.body);
  });
});
