/**
 * Orders: create, read, update and list as WooCommerce's orders API does it, the recorded order's
 * totals to the cent, taxes by the customer's location (prices entered with tax, other EU rates, the
 * 974* postcode rate, local pickup at the shop's), meta data, errors and permissions.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  anonymousRequest,
  api,
  oauthRequest,
  startTestStore,
  storeFetch,
  writeRequest,
  type ErrorJson,
  type ProductJson,
  type TestStore,
} from './helpers/store';

type Json = Record<string, unknown>;

interface MetaJson {
  id: number;
  key: string;
  value: unknown;
  display_key?: string;
  display_value?: unknown;
}

interface LineJson {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  subtotal: string;
  total: string;
  total_tax: string;
  taxes: { id: number; total: string; subtotal: string }[];
  meta_data: MetaJson[];
  price: number;
  parent_name: string | null;
}

interface OrderJson {
  id: number;
  number: string;
  status: string;
  currency: string;
  currency_symbol: string;
  prices_include_tax: boolean;
  order_key: string;
  customer_id: number;
  customer_note: string;
  shipping_total: string;
  shipping_tax: string;
  cart_tax: string;
  total: string;
  total_tax: string;
  date_paid: string | null;
  date_created: string;
  date_created_gmt: string;
  meta_data: MetaJson[];
  line_items: LineJson[];
  tax_lines: {
    id: number;
    rate_code: string;
    rate_id: number;
    label: string;
    tax_total: string;
    shipping_tax_total: string;
    rate_percent: number;
  }[];
  shipping_lines: {
    id: number;
    method_id: string;
    total: string;
    total_tax: string;
    taxes: { id: number; total: string; subtotal: string }[];
  }[];
  payment_url: string;
  needs_payment: boolean;
  is_editable: boolean;
  _links: Record<string, { href: string }[]>;
}

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const keys = (value: unknown): string[] => Object.keys(value as Json).sort();
const errors = fixture('errors.examples.json') as Record<string, { http_status: number; body: Json }>;
const recorded = fixture('13-order-create.json') as Json & { line_items: Json[]; tax_lines: Json[]; shipping_lines: Json[] };

let ts: TestStore;
let rivoli: ProductJson;
let montmartre: ProductJson;

const database = () => new Database(path.join(ts.dataDir, 'localstore.sqlite'));

function setOption(name: string, value: string): void {
  const db = database();
  db.prepare('UPDATE options SET value = ? WHERE name = ?').run(value, name);
  db.close();
}

const FRANCE = {
  first_name: 'Marie',
  last_name: 'Dupont',
  address_1: '10 Rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  country: 'FR',
};

const createOrder = (body: Json) => writeRequest<OrderJson>(ts, 'POST', 'orders', body);

beforeAll(async () => {
  ts = await startTestStore();
  // Orders name customers 2, 7 and 8, which must exist (users 2 to 8: a WordPress site's user 1 is its administrator).
  for (let n = 2; n <= 8; n += 1) {
    expect((await writeRequest(ts, 'POST', 'customers', { email: `customer${n}@example.test`, password: 'correct horse' })).status).toBe(
      201,
    );
  }
  const bySlug = async (slug: string) => (await api<ProductJson[]>(ts, 'products', { slug })).body[0] as ProductJson;
  rivoli = await bySlug('rivoli');
  montmartre = await bySlug('montmartre');
  // A round price for the tax arithmetic: 120.00 with French VAT is 100.00 before it.
  const db = database();
  db.prepare("UPDATE products SET price = '120.00', regular_price = '120.00' WHERE id = ?").run(rivoli.id);
  db.close();
});

afterAll(async () => {
  await ts.close();
});

describe('the recorded order', () => {
  let created: Awaited<ReturnType<typeof createOrder>>;

  beforeAll(async () => {
    // The recorded store entered prices without tax; the totals are the recorded ones (18 × 2 and 24).
    setOption('woocommerce_prices_include_tax', 'no');
    try {
      created = await createOrder({
        payment_method: 'bacs',
        payment_method_title: 'Direct bank transfer',
        set_paid: true,
        customer_id: 2,
        billing: { ...FRANCE, email: 'marie.dupont@realwoo.test', phone: '+33123456789' },
        shipping: FRANCE,
        line_items: [
          { product_id: rivoli.id, quantity: 2, subtotal: '36.00', total: '36.00' },
          { product_id: montmartre.id, variation_id: montmartre.variations[0], quantity: 1, subtotal: '24.00', total: '24.00' },
        ],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Flat rate', total: '5.00' }],
      });
    } finally {
      setOption('woocommerce_prices_include_tax', 'yes');
    }
  });

  it('has the recorded totals to the cent', () => {
    expect(created.status).toBe(201);
    const order = created.body;
    expect([order.shipping_total, order.shipping_tax, order.cart_tax, order.total_tax, order.total]).toEqual([
      '5.00',
      '1.00',
      '12.00',
      '13.00',
      '78.00',
    ]);
    for (const key of [
      'discount_total',
      'discount_tax',
      'shipping_total',
      'shipping_tax',
      'cart_tax',
      'total',
      'total_tax',
      'prices_include_tax',
      'status',
      'currency',
    ]) {
      expect([key, (order as unknown as Json)[key]]).toEqual([key, recorded[key]]);
    }
    const simplify = (lines: Json[], fields: string[]) =>
      lines.map((line) => Object.fromEntries(fields.map((field) => [field, line[field]])));
    const lineFields = ['quantity', 'tax_class', 'subtotal', 'subtotal_tax', 'total', 'total_tax', 'taxes', 'price'];
    expect(simplify(order.line_items as unknown as Json[], lineFields)).toEqual(simplify(recorded.line_items, lineFields));
    const taxFields = ['rate_code', 'rate_id', 'label', 'compound', 'tax_total', 'shipping_tax_total', 'rate_percent', 'meta_data'];
    expect(simplify(order.tax_lines as unknown as Json[], taxFields)).toEqual(simplify(recorded.tax_lines, taxFields));
    const shippingFields = ['method_title', 'method_id', 'instance_id', 'total', 'total_tax', 'taxes', 'tax_status', 'meta_data'];
    expect(simplify(order.shipping_lines as unknown as Json[], shippingFields)).toEqual(simplify(recorded.shipping_lines, shippingFields));
  });

  it('has the recorded shape, keys and types, nested objects included', () => {
    const order = created.body as unknown as Json & OrderJson;
    expect(keys(order)).toEqual(keys(recorded));
    expect(keys(fixture('35-order-get.json'))).toEqual(keys(recorded));
    for (const [key, value] of Object.entries(recorded)) {
      if (value === null) continue;
      expect([key, Array.isArray(order[key]) ? 'array' : typeof order[key]]).toEqual([key, Array.isArray(value) ? 'array' : typeof value]);
    }
    expect(keys(order.billing)).toEqual(keys(recorded.billing));
    expect(keys(order.shipping)).toEqual(keys(recorded.shipping));
    const [simpleLine, variationLine] = order.line_items;
    const [recordedSimple, recordedVariation] = recorded.line_items as (Json & { meta_data: Json[]; taxes: Json[]; image: Json })[];
    for (const [ours, theirs] of [
      [simpleLine, recordedSimple],
      [variationLine, recordedVariation],
    ] as const) {
      expect(keys(ours)).toEqual(keys(theirs));
      expect(keys((ours as unknown as { image: Json }).image)).toEqual(keys(theirs?.image));
      expect(keys(ours?.taxes[0])).toEqual(keys(theirs?.taxes[0]));
      for (const meta of ours?.meta_data ?? []) expect(keys(meta)).toEqual(keys(theirs?.meta_data[0]));
    }
    expect(keys(order.tax_lines[0])).toEqual(keys(recorded.tax_lines[0]));
    expect(keys(order.shipping_lines[0])).toEqual(keys(recorded.shipping_lines[0]));
    expect(keys(order._links)).toEqual(keys(recorded._links));
    expect(order._links.self).toEqual([
      { href: `${ts.store.url}/wp-json/wc/v3/orders/${order.id}`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } },
    ]);
    expect(order._links.customer).toEqual([{ href: `${ts.store.url}/wp-json/wc/v3/customers/2` }]);
  });

  it('is numbered, keyed, paid and processing as WooCommerce makes it', () => {
    const order = created.body;
    expect(created.headers.get('location')).toBe(`${ts.store.url}/wp-json/wc/v3/orders/${order.id}`);
    expect(order.id).toBeGreaterThan(montmartre.variations[montmartre.variations.length - 1] as number);
    expect(order.number).toBe(String(order.id));
    expect(order.order_key).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);
    expect(order.payment_url).toBe(`${ts.store.url}/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`);
    expect([order.status, order.needs_payment, order.is_editable, order.currency_symbol]).toEqual(['processing', false, false, '€']);
    expect(order.date_paid).not.toBeNull();
    expect(order.date_created).not.toBe(order.date_created_gmt);
    const [simpleLine, variationLine] = order.line_items as [LineJson, LineJson];
    expect([simpleLine.name, simpleLine.parent_name, simpleLine.meta_data.map((meta) => [meta.key, meta.value])]).toEqual([
      'Rivoli',
      null,
      [['_reduced_stock', '2']],
    ]);
    expect([variationLine.name, variationLine.parent_name, variationLine.variation_id]).toEqual([
      'Montmartre - Black',
      'Montmartre',
      montmartre.variations[0],
    ]);
    expect(variationLine.meta_data.map(({ key, value, display_key, display_value }) => [key, value, display_key, display_value])).toEqual([
      ['pa_color', 'black', 'Couleur', 'Black'],
      ['_reduced_stock', '1', '_reduced_stock', '1'],
    ]);
  });

  it('reads back the same', async () => {
    const read = await api<OrderJson>(ts, `orders/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(read.body).toEqual(created.body);
    expect((await api<OrderJson>(ts, `orders/${created.body.id}`, { dp: 3 })).body.total).toBe('78.000');
  });
});

describe('taxes by location', () => {
  const lineOnly = (address: Json, extra: Json = {}) =>
    createOrder({ billing: address, shipping: address, line_items: [{ product_id: rivoli.id, quantity: 1 }], ...extra });

  it('prices a line before tax from the shop price, which includes French VAT', async () => {
    const { body } = await lineOnly(FRANCE);
    expect([body.line_items[0]?.subtotal, body.line_items[0]?.total, body.line_items[0]?.total_tax, body.shipping_total]).toEqual([
      '100.00',
      '100.00',
      '20.00',
      '0.00',
    ]);
    expect([body.cart_tax, body.total_tax, body.total, body.prices_include_tax, body.status]).toEqual([
      '20.00',
      '20.00',
      '120.00',
      true,
      'pending',
    ]);
    expect([body.needs_payment, body.is_editable, body.date_paid]).toEqual([true, true, null]);
  });

  it('taxes a German address at 19 %, on the posted totals and on the catalogue price', async () => {
    const germany = { country: 'DE', postcode: '10115', city: 'Berlin' };
    const posted = await createOrder({
      shipping: germany,
      line_items: [{ product_id: rivoli.id, quantity: 1, subtotal: '100.00', total: '100.00' }],
      shipping_lines: [
        { method_id: 'flat_rate', instance_id: '6', method_title: 'Livraison internationale (5-10 jours ouvrés)', total: '15.00' },
      ],
    });
    expect([posted.body.cart_tax, posted.body.shipping_tax, posted.body.total]).toEqual(['19.00', '2.85', '136.85']);
    expect(posted.body.tax_lines.map((line) => [line.rate_code, line.rate_id, line.label, line.rate_percent])).toEqual([
      ['DE-MWST-1', 3, 'MwSt', 19],
    ]);
    const catalogue = await lineOnly(germany);
    expect([catalogue.body.line_items[0]?.total, catalogue.body.total_tax, catalogue.body.total]).toEqual(['100.00', '19.00', '119.00']);
  });

  it('applies La Réunion’s 8.5 % on 974* postcodes instead of the French rate', async () => {
    const { body } = await lineOnly({ country: 'FR', postcode: '97400', city: 'Saint-Denis' });
    expect(body.tax_lines.map((line) => [line.rate_id, line.rate_code, line.label, line.tax_total])).toEqual([
      [2, 'FR-TVA LA RéUNION-1', 'TVA La Réunion', '8.50'],
    ]);
    expect(body.line_items[0]?.taxes).toEqual([{ id: 2, total: '8.5', subtotal: '8.5' }]);
    expect(body.total).toBe('108.50');
    expect((await lineOnly({ country: 'FR', postcode: '97500' })).body.tax_lines[0]?.rate_id).toBe(1);
  });

  it('falls back to the billing address, then to the shop; local pickup is taxed at the shop', async () => {
    const belgium = await createOrder({
      billing: { country: 'BE', postcode: '1000' },
      line_items: [{ product_id: rivoli.id, quantity: 1 }],
    });
    expect([belgium.body.tax_lines[0]?.rate_id, belgium.body.total]).toEqual([4, '121.00']);
    const nowhere = await createOrder({ line_items: [{ product_id: rivoli.id, quantity: 1 }] });
    expect([nowhere.body.tax_lines[0]?.rate_id, nowhere.body.total]).toEqual([1, '120.00']);
    const pickup = await lineOnly(
      { country: 'DE', postcode: '10115' },
      { shipping_lines: [{ method_id: 'local_pickup', instance_id: '5', method_title: 'Retrait en boutique (Paris)', total: '0' }] },
    );
    expect([pickup.body.tax_lines[0]?.rate_id, pickup.body.total]).toEqual([1, '120.00']);
    // No rate for the United States: no tax at all.
    const usa = await lineOnly({ country: 'US', state: 'NY', postcode: '10001' });
    expect([usa.body.tax_lines, usa.body.total_tax, usa.body.total]).toEqual([[], '0.00', '100.00']);
  });

  it('takes the currency posted (amounts are the posted totals)', async () => {
    const { body } = await createOrder({
      currency: 'USD',
      shipping: FRANCE,
      line_items: [{ product_id: rivoli.id, quantity: 1, subtotal: '110.00', total: '110.00' }],
    });
    expect([body.currency, body.currency_symbol, body.total]).toEqual(['USD', '$', '132.00']);
  });
});

describe('updates and meta data', () => {
  it('changes props, adds, updates and deletes meta by key or id', async () => {
    const { body: order } = await createOrder({
      shipping: FRANCE,
      line_items: [{ product_id: rivoli.id, quantity: 1 }],
      meta_data: [
        { key: 'cart_token', value: 'abc' },
        { key: 'gift', value: true },
        { key: 'options', value: { wrap: 'red' } },
      ],
    });
    expect(order.meta_data.map(({ key, value }) => [key, value])).toEqual([
      ['cart_token', 'abc'],
      ['gift', '1'],
      ['options', { wrap: 'red' }],
    ]);
    const gift = order.meta_data.find((meta) => meta.key === 'gift') as MetaJson;
    const updated = await writeRequest<OrderJson>(ts, 'PUT', `orders/${order.id}`, {
      customer_note: 'Sonner deux fois',
      transaction_id: 'pi_123',
      meta_data: [
        { key: 'cart_token', value: 'def' },
        { id: gift.id, key: 'gift_wrap', value: 5 },
        { key: 'options', value: null },
        { key: 'stripe_intent', value: 'pi_123' },
      ],
    });
    expect(updated.status).toBe(200);
    expect([updated.body.customer_note, updated.body.total]).toEqual(['Sonner deux fois', '120.00']);
    expect(updated.body.meta_data.map(({ id, key, value }) => [id, key, value])).toEqual([
      [order.meta_data[0]?.id, 'cart_token', 'def'],
      [gift.id, 'gift_wrap', '5'],
      [expect.any(Number), 'stripe_intent', 'pi_123'],
    ]);
    const read = await api<OrderJson>(ts, `orders/${order.id}`);
    expect(read.body.meta_data).toEqual(updated.body.meta_data);
  });

  it('recalculates when lines change, keeps totals when they do not', async () => {
    const { body: order } = await createOrder({ shipping: FRANCE, line_items: [{ product_id: rivoli.id, quantity: 1 }] });
    const lineId = order.line_items[0]?.id;
    const more = await writeRequest<OrderJson>(ts, 'PUT', `orders/${order.id}`, {
      line_items: [{ id: lineId, quantity: 2, subtotal: '200.00', total: '200.00' }],
      shipping_lines: [{ method_id: 'flat_rate', instance_id: '2', method_title: 'Livraison standard (3-5 jours ouvrés)', total: '4.92' }],
    });
    expect([more.body.line_items.length, more.body.line_items[0]?.id, more.body.total, more.body.shipping_tax]).toEqual([
      1,
      lineId,
      '245.90',
      '0.98',
    ]);
    const taxLineId = more.body.tax_lines[0]?.id;
    const removed = await writeRequest<OrderJson>(ts, 'PUT', `orders/${order.id}`, {
      shipping_lines: [{ id: more.body.shipping_lines[0]?.id, method_id: null }],
    });
    expect([removed.body.shipping_lines, removed.body.total, removed.body.tax_lines[0]?.id]).toEqual([[], '240.00', taxLineId]);
    const note = await writeRequest<OrderJson>(ts, 'PUT', `orders/${order.id}`, { customer_note: 'x' });
    expect(note.body.total).toBe('240.00');
  });

  it('refuses an unknown order (400 on update, 404 on read) and an item of another order', async () => {
    const update = await writeRequest(ts, 'PUT', 'orders/999999', { status: 'completed' });
    expect([update.status, update.body]).toEqual([400, errors['wc.woocommerce_rest_shop_order_invalid_id.update']?.body]);
    const read = await api(ts, 'orders/999999');
    expect([read.status, read.body]).toEqual([404, fixture('45-orders-404.json')]);
    expect(read.body).toEqual(errors['wc.woocommerce_rest_shop_order_invalid_id.get']?.body);
    const { body: order } = await createOrder({ line_items: [{ product_id: rivoli.id, quantity: 1 }] });
    const foreign = await writeRequest<ErrorJson>(ts, 'PUT', `orders/${order.id}`, { line_items: [{ id: 1, quantity: 3 }] });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'woocommerce_rest_invalid_item_id']);
  });
});

describe('list', () => {
  let ids: number[];

  beforeAll(async () => {
    const place = (body: Json) => createOrder({ shipping: FRANCE, line_items: [{ product_id: rivoli.id, quantity: 1 }], ...body });
    ids = [];
    ids.push((await place({ customer_id: 7 })).body.id);
    ids.push((await place({ customer_id: 7, status: 'on-hold' })).body.id);
    ids.push((await place({ customer_id: 8, status: 'cancelled' })).body.id);
  });

  it('filters by customer (0 = guests) and status, newest first', async () => {
    const seven = await api<OrderJson[]>(ts, 'orders', { customer: 7 });
    expect(seven.body.map((order) => order.id)).toEqual([ids[1], ids[0]]);
    expect(seven.headers.get('x-wp-total')).toBe('2');
    const guests = await api<OrderJson[]>(ts, 'orders', { customer: 0, per_page: 100 });
    expect(guests.body.every((order) => order.customer_id === 0)).toBe(true);
    expect(guests.body.length).toBeGreaterThan(3);
    expect((await api<OrderJson[]>(ts, 'orders', { status: 'on-hold,cancelled', per_page: 100 })).body.map((order) => order.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect((await api<OrderJson[]>(ts, 'orders', { customer: 7, order: 'asc' })).body.map((order) => order.id)).toEqual([ids[0], ids[1]]);
    const bad = await api<ErrorJson>(ts, 'orders', { status: 'shipped' });
    expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
  });

  it('paginates with WooCommerce headers and keeps the recorded item shape', async () => {
    const all = await api<OrderJson[]>(ts, 'orders', { per_page: 100 });
    const total = Number(all.headers.get('x-wp-total'));
    const page = await api<OrderJson[]>(ts, 'orders', { per_page: 2, page: 2 });
    expect(page.body.map((order) => order.id)).toEqual(all.body.slice(2, 4).map((order) => order.id));
    expect(page.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
    expect(page.headers.get('link')).toContain('rel="prev"');
    const listed = (fixture('34-orders-list.json') as Json[])[0];
    for (const order of page.body) expect(keys(order)).toEqual(keys(listed));
    expect((await api<OrderJson[]>(ts, 'orders', { search: 'Dupont', customer: 8 })).body.map((order) => order.id)).toEqual([ids[2]]);
    expect((await api<OrderJson[]>(ts, 'orders', { search: 'Nobody' })).body).toEqual([]);
    const included = await api<OrderJson[]>(ts, 'orders', { include: `${ids[0]},${ids[2]}` });
    expect(included.body.map((order) => order.id)).toEqual([ids[2], ids[0]]);
  });
});

describe('refusals', () => {
  const expectError = (response: { status: number; body: unknown }, id: string) => {
    expect([response.status, response.body]).toEqual([errors[id]?.http_status, errors[id]?.body]);
  };

  it('refuses unknown products, lines without a product, an id, coupons and a shipping line without method', async () => {
    const unknown = await createOrder({ line_items: [{ product_id: 999999, quantity: 1 }] });
    expect([unknown.status, unknown.body]).toEqual([
      400,
      { code: 'woocommerce_rest_invalid_product_id', message: 'Invalid product ID.', data: { status: 400 } },
    ]);
    const parentOnly = await createOrder({ line_items: [{ product_id: montmartre.id, quantity: 1 }] });
    expect((parentOnly.body as unknown as ErrorJson).code).toBe('woocommerce_rest_invalid_product_id');
    expectError(await createOrder({ line_items: [{ quantity: 1 }] }), 'wc.woocommerce_rest_required_product_reference');
    expectError(await createOrder({ id: 12, line_items: [{ product_id: rivoli.id }] }), 'wc.woocommerce_rest_shop_order_exists');
    expectError(
      await createOrder({ line_items: [{ product_id: rivoli.id }], coupon_lines: [{ code: '' }] }),
      'wc.woocommerce_rest_invalid_coupon',
    );
    const coupon = await createOrder({ line_items: [{ product_id: rivoli.id }], coupon_lines: [{ code: 'BIENVENUE' }] });
    expect([coupon.status, (coupon.body as unknown as ErrorJson).message]).toEqual([400, 'Coupon "bienvenue" does not exist!']);
    const shipping = await createOrder({ shipping_lines: [{ method_title: 'Sans méthode', total: '1.00' }] });
    expect([shipping.status, (shipping.body as unknown as ErrorJson).code]).toEqual([400, 'woocommerce_rest_invalid_shipping_item']);
  });

  it('validates the body as WordPress does', async () => {
    const invalid = await createOrder({
      status: 'shipped',
      line_items: [{ product_id: rivoli.id, quantity: 1, total: 100 }],
      set_paid: 'maybe',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): status, line_items, set_paid',
      data: {
        status: 400,
        params: {
          status:
            'status is not one of auto-draft, pending, processing, on-hold, completed, cancelled, refunded, failed, and checkout-draft.',
          line_items: 'line_items[0][total] is not of type string.',
          set_paid: 'set_paid is not of type boolean.',
        },
        details: {
          line_items: {
            code: 'rest_invalid_type',
            message: 'line_items[0][total] is not of type string.',
            data: { param: 'line_items[0][total]' },
          },
        },
      },
    });
    const email = await createOrder({ billing: { email: 'not-an-email' } });
    expect((email.body as unknown as ErrorJson).data.params).toEqual({ billing: 'Invalid email address.' });
    const json = await writeRequest(ts, 'POST', 'orders', '{"line_items": [');
    expect([json.status, json.body]).toEqual([
      400,
      {
        code: 'rest_invalid_json',
        message: 'Invalid JSON body passed.',
        data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
      },
    ]);
  });

  it('refuses anonymous writes and reads, a read-only key, and methods the routes do not have', async () => {
    expectError(await writeRequest(ts, 'POST', 'orders', { line_items: [] }, { anonymous: true }), 'wc.woocommerce_rest_cannot_create');
    expectError(
      await writeRequest(ts, 'PUT', 'orders/999999', { status: 'completed' }, { anonymous: true }),
      'wc.woocommerce_rest_cannot_edit',
    );
    expect((await anonymousRequest<ErrorJson>(ts, 'orders')).body.code).toBe('woocommerce_rest_cannot_view');
    expect((await anonymousRequest<ErrorJson>(ts, 'orders/999999')).status).toBe(401);
    const db = database();
    try {
      db.prepare("UPDATE api_keys SET permissions = 'read' WHERE active = 1").run();
      expectError(await createOrder({ line_items: [] }), 'auth.key_no_write');
      expect((await api(ts, 'orders')).status).toBe(200);
    } finally {
      db.prepare("UPDATE api_keys SET permissions = 'read_write' WHERE active = 1").run();
      db.close();
    }
    const remove = await storeFetch(`${ts.store.url}/wp-json/wc/v3/orders`, {
      method: 'DELETE',
      headers: { Authorization: `Basic ${Buffer.from(`${ts.store.consumerKey}:${ts.store.consumerSecret}`).toString('base64')}` },
    });
    expect([remove.status, await remove.json()]).toEqual([404, errors['wp.rest_no_route']?.body]);
    expectError(await writeRequest(ts, 'POST', 'products', { name: 'x' }), 'wp.rest_no_route');
    expectError(await writeRequest(ts, 'PUT', 'taxes/1', { rate: '1' }), 'wp.rest_no_route');
  });

  it('caps the body size', async () => {
    const huge = await writeRequest(ts, 'POST', 'orders', { customer_note: 'x'.repeat(2 * 1024 * 1024) });
    expect([huge.status, huge.body]).toEqual([413, { code: 'rest_invalid_request', message: 'Invalid request.', data: { status: 413 } }]);
  });

  it('accepts a JSON write signed with OAuth 1.0a, as the storefront server sends it', async () => {
    const response = await oauthRequest<OrderJson>(
      ts,
      'orders',
      {},
      { method: 'POST', body: { shipping: FRANCE, line_items: [{ product_id: rivoli.id, quantity: 1 }] } },
    );
    expect([response.status, response.body.total]).toEqual([201, '120.00']);
  });
});
