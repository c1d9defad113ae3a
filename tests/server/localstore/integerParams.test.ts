/**
 * Integer parameters (page, per_page, offset, include/exclude/parent ids, path ids) validated as WordPress
 * does: rest_is_integer (a numeric string whose value is whole, however large) then PHP's saturating
 * (int). A client's input answers 200, 400 or 404, never 500.
 */
import { api, startTestStore, storeFetch, type ErrorJson, type ProductJson, type TestStore } from './helpers/store';

let ts: TestStore;
const warnings: string[] = [];

beforeAll(async () => {
  ts = await startTestStore({ logger: { info: () => {}, warn: (msg) => warnings.push(msg) } });
});

afterAll(async () => {
  await ts.close();
});

const HUGE = '99999999999999999999';

/** WordPress's answer to a value that is not an integer. */
const notInteger = (param: string, item = param) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${param}`,
  data: {
    status: 400,
    params: { [param]: `${item} is not of type integer.` },
    details: { [param]: { code: 'rest_invalid_type', message: `${item} is not of type integer.`, data: { param: item } } },
  },
});

describe('huge integers are integers to WordPress', () => {
  it('answers a page past the end: 200 [] with the totals and a prev link to the last page', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { page: HUGE, status: 'publish' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers.get('x-wp-total')).toBe('48');
    expect(response.headers.get('x-wp-totalpages')).toBe('5');
    expect(response.headers.get('link')).toBe(`<${ts.store.url}/wp-json/wc/v3/products?page=5&status=publish>; rel="prev"`);
    for (const route of [
      'products/categories',
      'products/attributes/1/terms',
      `products/${(await api<ProductJson[]>(ts, 'products', { type: 'variable', per_page: 1 })).body[0]?.id}/variations`,
    ]) {
      const page = await api(ts, route, { page: HUGE });
      expect([route, page.status, page.body]).toEqual([route, 200, []]);
    }
  });

  it('answers huge offsets, ids and exponents without failing', async () => {
    for (const [route, query] of [
      ['products', { offset: HUGE }],
      ['products', { offset: `-${HUGE}`, per_page: 1 }],
      ['products/attributes/1/terms', { offset: HUGE }],
      ['products', { include: HUGE }],
      ['products', { include: `1,${HUGE}`, exclude: HUGE, parent: HUGE }],
      ['products', { category: HUGE, attribute: 'pa_color', attribute_term: HUGE }],
      ['products/categories', { include: HUGE, exclude: HUGE, parent: HUGE, product: HUGE }],
      ['products', { page: '1e3' }],
      ['products', { page: '1e400' }],
    ] as const) {
      const response = await api(ts, route, query);
      expect([route, query, response.status]).toEqual([route, query, 200]);
    }
  });

  it('finds no resource at a huge path id (404, as for any unknown id)', async () => {
    expect((await api<ErrorJson>(ts, `products/${HUGE}`)).body.code).toBe('woocommerce_rest_product_invalid_id');
    expect((await api<ErrorJson>(ts, `products/categories/${HUGE}`)).body.code).toBe('woocommerce_rest_term_invalid');
    expect((await api<ErrorJson>(ts, `products/attributes/${HUGE}/terms`)).body.code).toBe('woocommerce_rest_taxonomy_invalid');
    expect((await api(ts, `products/${HUGE}/variations`)).body).toEqual([]);
  });
});

describe('values that are not integers', () => {
  it('are 400 rest_invalid_param in WordPress shape, with data.params and data.details', async () => {
    for (const value of ['1.5', 'abc', '0x10', '', '1,2', '--1']) {
      const response = await api(ts, 'products', { page: value });
      expect([value, response.status, response.body]).toEqual([value, 400, notInteger('page')]);
    }
    expect((await api(ts, 'products', { offset: '2.5' })).body).toEqual(notInteger('offset'));
    expect((await api(ts, 'products', { include: '1,abc' })).body).toEqual(notInteger('include', 'include[1]'));
    expect((await api(ts, 'products/categories', { parent: '1.5' })).body).toEqual(notInteger('parent'));
    expect((await api<ErrorJson>(ts, 'products', { per_page: HUGE })).body.data.params).toEqual({
      per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
    });
  });

  it('never make the store fail, whatever the parameter, value or route', async () => {
    const values = [HUGE, `-${HUGE}`, '1e400', '-1e400', '9007199254740993', '1.5', 'abc', '', '0', '-1', ' 7 ', '1e-400'];
    const params = [
      'page',
      'per_page',
      'offset',
      'include',
      'exclude',
      'parent',
      'parent_exclude',
      'product',
      'category',
      'attribute_term',
    ];
    const routes = ['products', 'products/categories', 'products/attributes/1/terms', 'products/attributes'];
    for (const route of routes) {
      for (const param of params) {
        for (const value of values) {
          const response = await api(ts, route, { [param]: value });
          expect([route, param, value, response.status < 500]).toEqual([route, param, value, true]);
        }
        const array = await storeFetch(
          `${ts.store.url}/wp-json/wc/v3/${route}?${param}[]=${HUGE}&${param}[]=1.5&consumer_key=${ts.store.consumerKey}&consumer_secret=${ts.store.consumerSecret}`,
        );
        expect([route, param, array.status < 500]).toEqual([route, param, true]);
      }
    }
    expect(warnings).toEqual([]);
    // About 500 requests one after the other: seconds when the machine is busy.
  }, 30_000);
});
