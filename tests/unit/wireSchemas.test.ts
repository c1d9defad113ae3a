/**
 * The wire schemas accept what WooCommerce and its plugins really send (recorded WooCommerce 9.9.5
 * answers, the shared contract's examples, known plugin quirks) and refuse answers the storefront
 * cannot use.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  woocsCurrencies,
  woocsProductPrice,
  woocsProductPrices,
  woocsProductsPrices,
  wooAttributeTaxonomyList,
  wooAttributeTermList,
  wooCategoryList,
  wooProduct,
  wooProductList,
  wooVariation,
  wooVariationList,
} from '../../server/src/woo/wire';

// Copies inside the repository: the contract's examples in woo-rest-v3/, a genuine store's answers in recorded-wc-9.9.5/.
const fixtures = path.resolve(__dirname, '../fixtures');
const read = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(fixtures, file.startsWith('recorded-') ? file : `woo-rest-v3/${file}`), 'utf8'));

describe('answers that must pass', () => {
  it.each([
    ['recorded-wc-9.9.5/20-products-list.json', wooProductList],
    ['recorded-wc-9.9.5/23-product-variations-list.json', wooVariationList],
    ['recorded-wc-9.9.5/24-categories-list.json', wooCategoryList],
    ['products.list.response.json', wooProductList],
    ['products.variations.list.response.json', wooVariationList],
    ['products.categories.list.response.json', wooCategoryList],
    ['products.attributes.list.response.json', wooAttributeTaxonomyList],
    ['products.attributes.terms.list.response.json', wooAttributeTermList],
    ['woocs.currency.response.json', woocsCurrencies],
    ['woocs.products.response.json', woocsProductPrices],
    ['recorded-wc-9.9.5/61-woocs-product-price-10-USD-raw.json', woocsProductPrice],
  ] as const)('%s', (file, schema) => {
    const result = schema.safeParse(read(file));
    expect(result.error?.issues).toBeUndefined();
  });

  it('reads products-prices as the recorded product-price entries keyed by id (an empty answer as PHP encodes it)', () => {
    const recorded = read('recorded-wc-9.9.5/61-woocs-product-price-10-USD-raw.json');
    expect(woocsProductsPrices.parse({ '10': recorded })).toEqual({
      '10': { product_id: 10, currency: 'USD', precision: 2, price: '21.00', regular_price: '21.00', sale_price: '' },
    });
    expect(woocsProductsPrices.parse([])).toEqual({});
    expect(woocsProductsPrices.safeParse({ '10': { product_id: 10, currency: 'USD', price: 'cheap' } }).success).toBe(false);
  });

  it('reads numeric strings as numbers, keeps nulls, drops extra fields', () => {
    const product = wooProduct.parse({
      id: '42',
      price: '19.90',
      regular_price: '',
      sale_price: null,
      stock_quantity: null,
      total_sales: '7',
      menu_order: 0,
      variations: ['43', 44],
      categories: [{ id: 3, name: 'Homme', slug: 'homme', extra: true }],
      brand_plugin_field: { anything: 1 },
    });
    expect(product).toEqual({
      id: 42,
      price: '19.90',
      regular_price: '',
      sale_price: null,
      stock_quantity: null,
      total_sales: 7,
      menu_order: 0,
      variations: [43, 44],
      categories: [{ id: 3, name: 'Homme', slug: 'homme' }],
    });
  });

  it('takes the plugin forms: variation attributes as a map, an image as a URL, PHP empty arrays', () => {
    expect(wooVariation.parse({ id: 5, attributes: { pa_couleur: 'noir' }, image: 'https://img/x.jpg' })).toMatchObject({
      attributes: { pa_couleur: 'noir' },
      image: 'https://img/x.jpg',
    });
    expect(wooCategoryList.parse([{ id: 1, image: [] }])).toEqual([{ id: 1, image: null }]);
    expect(woocsCurrencies.parse([])).toEqual({});
  });
});

describe('answers that must be refused', () => {
  it.each([
    ['products as an object', wooProductList, { 1: { id: 1 } }],
    ['a product without id', wooProductList, [{ name: 'Montmartre', price: '120.00' }]],
    ['a product with id 0', wooProductList, [{ id: 0 }]],
    ['a price as an object', wooProductList, [{ id: 1, price: { amount: 120 } }]],
    ['a price that is no decimal', wooProductList, [{ id: 1, price: '12,50' }]],
    ['variation ids that are no list', wooProductList, [{ id: 1, variations: 12 }]],
    ['attribute options that are no list', wooProductList, [{ id: 1, attributes: [{ name: 'Couleur', options: 'noir' }] }]],
    ['a variation without id', wooVariationList, [{ sku: 'X' }]],
    ['a category with a text id', wooCategoryList, [{ id: 'homme' }]],
    ['a null answer', wooProductList, null],
    ['a currency without rate', woocsCurrencies, { USD: { name: 'USD' } }],
    ['a currency rate as an object', woocsCurrencies, { USD: { rate: { value: 1.1 } } }],
    ['prices keyed by something else than ids', woocsProductPrices, { montmartre: '12.00' }],
  ])('%s', (_name, schema, answer) => {
    expect(schema.safeParse(answer).success).toBe(false);
  });
});
