/**
 * Customers: create, read, update and list as WooCommerce 9.9's customers API does it, the recorded
 * shapes (12, 32, 33), WooCommerce's registration and update errors, passwords kept only as WordPress 6.8
 * hashes, is_paying_customer, and orders refusing an unknown customer_id.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { anonymousRequest, api, startTestStore, writeRequest, type ErrorJson, type ProductJson, type TestStore } from './helpers/store';
import { checkPasswordHash } from '../../../server/localstore/customers/passwords';

type Json = Record<string, unknown>;

interface CustomerJson {
  id: number;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  username: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  is_paying_customer: boolean;
  avatar_url: string;
  meta_data: unknown[];
  _links: Record<string, { href: string; targetHints?: { allow: string[] } }[]>;
}

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const keys = (value: unknown): string[] => Object.keys(value as Json);
const types = (value: Json): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? 'array' : item === null ? 'null' : typeof item]),
  );

const recordedCreate = fixture('12-customer-create.json') as Json;
const recordedGet = fixture('33-customer-get.json') as Json;
const recordedList = fixture('32-customers-list.json') as Json[];

const MARIE = {
  email: 'marie.dupont@realwoo.test',
  first_name: 'Marie',
  last_name: 'Dupont',
  password: 'Tr0ub4dor&3',
  billing: {
    first_name: 'Marie',
    last_name: 'Dupont',
    address_1: '10 Rue de la Paix',
    city: 'Paris',
    postcode: '75002',
    country: 'FR',
    email: 'marie.dupont@realwoo.test',
    phone: '+33123456789',
  },
  shipping: { first_name: 'Marie', last_name: 'Dupont', address_1: '10 Rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
};

let ts: TestStore;
let marie: CustomerJson;

const database = () => new Database(path.join(ts.dataDir, 'localstore.sqlite'), { readonly: true });
function passwordHash(id: number): string {
  const db = database();
  try {
    return (db.prepare('SELECT password_hash FROM customers WHERE id = ?').get(id) as { password_hash: string }).password_hash;
  } finally {
    db.close();
  }
}
const create = (body: Json) => writeRequest<CustomerJson & ErrorJson>(ts, 'POST', 'customers', body);
const update = (id: number, body: Json, method: 'PUT' | 'POST' | 'PATCH' = 'PUT') =>
  writeRequest<CustomerJson & ErrorJson>(ts, method, `customers/${id}`, body);

beforeAll(async () => {
  ts = await startTestStore();
  const answer = await create(MARIE);
  expect(answer.status).toBe(201);
  marie = answer.body;
});

afterAll(async () => {
  await ts.close();
});

describe('shapes', () => {
  it('seeds no customers: the first is user 2 and the store starts empty', async () => {
    expect(marie.id).toBe(2);
  });

  it('answers create with the recorded keys, types and order, and a Location', async () => {
    expect(keys(marie)).toEqual(keys(recordedCreate));
    expect(types(marie as unknown as Json)).toEqual(types(recordedCreate));
    expect(keys(marie.billing)).toEqual(keys(recordedCreate.billing));
    expect(keys(marie.shipping)).toEqual(keys(recordedCreate.shipping));
    expect(keys(marie._links)).toEqual(keys(recordedCreate._links));
    expect(keys(marie._links.self?.[0])).toEqual(keys((recordedCreate._links as Record<string, Json[]>).self?.[0]));
    expect(marie._links.self?.[0]?.targetHints?.allow).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(marie._links.self?.[0]?.href).toBe(`${ts.store.url}/wp-json/wc/v3/customers/2`);
    expect(marie._links.collection?.[0]?.href).toBe(`${ts.store.url}/wp-json/wc/v3/customers`);
  });

  it('holds what was sent, as the recorded customer', () => {
    for (const key of ['email', 'first_name', 'last_name', 'role', 'username', 'billing', 'shipping', 'is_paying_customer', 'avatar_url'])
      expect([key, (marie as unknown as Json)[key]]).toEqual([key, recordedCreate[key]]);
    expect(marie.meta_data).toEqual([]);
    expect(marie.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(marie.date_created_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('answers GET and the list with the recorded shapes', async () => {
    const one = await api<CustomerJson>(ts, 'customers/2');
    expect(one.status).toBe(200);
    expect(keys(one.body)).toEqual(keys(recordedGet));
    expect(types(one.body as unknown as Json)).toEqual(types(recordedGet));
    const list = await api<CustomerJson[]>(ts, 'customers');
    expect(list.status).toBe(200);
    expect(list.body.map((customer) => customer.id)).toEqual([2]);
    expect(keys(list.body[0])).toEqual(keys(recordedList[0]));
    expect(list.headers.get('x-wp-total')).toBe('1');
    expect(list.headers.get('x-wp-totalpages')).toBe('1');
  });
});

describe('create', () => {
  it('derives the username from the email and generates a password when none is sent', async () => {
    const answer = await create({ email: 'Jean.Martin@Example.test' });
    expect(answer.status).toBe(201);
    expect(answer.body.username).toBe('jean.martin');
    expect(answer.headers.get('location')).toBe(`${ts.store.url}/wp-json/wc/v3/customers/${answer.body.id}`);
    expect(passwordHash(answer.body.id)).toMatch(/^\$wp\$2y\$10\$/);
    // A second jean.martin@ elsewhere gets a suffixed name; info@ takes the domain.
    const other = await create({ email: 'jean.martin@other.test' });
    expect(other.body.username).toMatch(/^jean\.martin-\d{4}$/);
    expect((await create({ email: 'info@boutique-lunettes.test' })).body.username).toBe('boutique-lunettes.test');
  });

  it('refuses an email already registered, in any case, with WooCommerce HTML message', async () => {
    const answer = await create({ email: 'MARIE.DUPONT@realwoo.test', username: 'someone-else' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'registration-error-email-exists',
      message: 'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
      data: { status: 400 },
    });
  });

  it('refuses a username already taken', async () => {
    const answer = await create({ email: 'another.marie@realwoo.test', username: 'marie.dupont' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'registration-error-username-exists',
      message: 'An account is already registered with that username. Please choose another.',
      data: { status: 400 },
    });
  });

  it('refuses an invalid or empty email as wc_create_new_customer does, and a missing one as WordPress does', async () => {
    for (const email of ['not-an-email', '']) {
      const answer = await create({ email });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'registration-error-invalid-email',
        message: 'Please provide a valid email address.',
        data: { status: 400 },
      });
    }
    const missing = await create({ first_name: 'Nobody' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): email',
      data: { status: 400, params: ['email'] },
    });
  });

  it('refuses an id, anonymous callers, and a badly typed argument', async () => {
    expect((await create({ email: 'with.id@example.test', id: 5 })).body.code).toBe('woocommerce_rest_customer_exists');
    const anonymous = await writeRequest<ErrorJson>(ts, 'POST', 'customers', { email: 'anon@example.test' }, { anonymous: true });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'woocommerce_rest_cannot_create']);
    const typed = await create({ email: 'typed@example.test', first_name: 5 });
    expect([typed.status, typed.body.code]).toEqual([400, 'rest_invalid_param']);
  });
});

describe('passwords', () => {
  it('are never returned, and stored only as WordPress 6.8 hashes (bcrypt cost 10 over a pre-hash)', async () => {
    const one = await api<Json>(ts, 'customers/2');
    expect(JSON.stringify(one.body)).not.toContain(MARIE.password);
    expect(Object.keys(one.body)).not.toContain('password');
    const db = database();
    const row = db.prepare('SELECT * FROM customers WHERE id = 2').get() as Record<string, unknown>;
    expect(row.password_hash).toMatch(/^\$wp\$2y\$10\$/);
    expect(checkPasswordHash(MARIE.password, row.password_hash as string)).toBe(true);
    // Nowhere in the file in clear.
    db.close();
    expect(fs.readFileSync(path.join(ts.dataDir, 'localstore.sqlite')).includes(Buffer.from(MARIE.password))).toBe(false);
    const wal = path.join(ts.dataDir, 'localstore.sqlite-wal');
    if (fs.existsSync(wal)) expect(fs.readFileSync(wal).includes(Buffer.from(MARIE.password))).toBe(false);
  });
});

describe('read and update', () => {
  it('answers 404 woocommerce_rest_invalid_id for an unknown id, 400 on update, 401 anonymously', async () => {
    const missing = await api<ErrorJson>(ts, 'customers/999');
    expect([missing.status, missing.body]).toEqual([
      404,
      { code: 'woocommerce_rest_invalid_id', message: 'Invalid resource ID.', data: { status: 404 } },
    ]);
    const put = await update(999, { first_name: 'X' });
    expect([put.status, put.body.code]).toEqual([400, 'woocommerce_rest_invalid_id']);
    const anonymous = await anonymousRequest<ErrorJson>(ts, 'customers/2');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'woocommerce_rest_cannot_view']);
  });

  it('updates names, addresses and email partially', async () => {
    const created = await create({ email: 'paul.durand@example.test', first_name: 'Paul', billing: { city: 'Lyon', phone: '0102' } });
    const answer = await update(
      created.body.id,
      { first_name: 'James', billing: { first_name: 'James' }, shipping: { first_name: 'James' } },
      'PATCH',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.first_name).toBe('James');
    expect(answer.body.billing).toMatchObject({ first_name: 'James', city: 'Lyon', phone: '0102' });
    expect(answer.body.shipping.first_name).toBe('James');
    const email = await update(created.body.id, { email: 'paul.d@example.test' });
    expect(email.body.email).toBe('paul.d@example.test');
    expect((await api<CustomerJson>(ts, `customers/${created.body.id}`)).body.email).toBe('paul.d@example.test');
  });

  it("refuses another account's email and any change of username, as WooCommerce", async () => {
    const other = await create({ email: 'taken@example.test' });
    const answer = await update(other.body.id, { email: 'marie.dupont@realwoo.test' });
    expect([answer.status, answer.body]).toEqual([
      400,
      { code: 'woocommerce_rest_customer_invalid_email', message: 'Email address is invalid.', data: { status: 400 } },
    ]);
    const rename = await update(other.body.id, { username: 'new-name' });
    expect([rename.status, rename.body]).toEqual([
      400,
      { code: 'woocommerce_rest_customer_invalid_argument', message: "Username isn't editable.", data: { status: 400 } },
    ]);
    // The same username is accepted (nothing changes); an invalid email is a schema error on update.
    expect((await update(other.body.id, { username: 'taken' })).status).toBe(200);
    expect((await update(other.body.id, { email: 'nope' })).body.code).toBe('rest_invalid_param');
  });

  it('changes the password (hash replaced)', async () => {
    const created = await create({ email: 'pw.change@example.test', password: 'first-password' });
    const before = passwordHash(created.body.id);
    expect((await update(created.body.id, { password: 'second-password' })).status).toBe(200);
    const after = passwordHash(created.body.id);
    expect(after).not.toBe(before);
    expect(checkPasswordHash('second-password', after)).toBe(true);
  });
});

describe('list', () => {
  it('finds an account by its exact email, whatever the case', async () => {
    const found = await api<CustomerJson[]>(ts, 'customers', { email: 'Marie.Dupont@realwoo.test' });
    expect(found.body.map((customer) => customer.id)).toEqual([2]);
    expect((await api<CustomerJson[]>(ts, 'customers', { email: 'marie.dupont@realwoo' })).body).toEqual([]);
    expect((await api<CustomerJson[]>(ts, 'customers', { email: 'nobody@example.test' })).headers.get('x-wp-total')).toBe('0');
  });

  it('filters by role (customer by default, all), searches, pages and orders', async () => {
    expect((await api<CustomerJson[]>(ts, 'customers', { role: 'administrator' })).body).toEqual([]);
    const all = await api<CustomerJson[]>(ts, 'customers', { role: 'all', per_page: 100 });
    const total = Number(all.headers.get('x-wp-total'));
    expect(all.body).toHaveLength(total);
    expect((await api<ErrorJson>(ts, 'customers', { role: 'king' })).body.code).toBe('rest_invalid_param');
    expect((await api<CustomerJson[]>(ts, 'customers', { search: 'dupont' })).body.map((customer) => customer.id)).toEqual([2]);
    const page = await api<CustomerJson[]>(ts, 'customers', { per_page: 2, page: 2, orderby: 'id' });
    expect(page.body.map((customer) => customer.id)).toEqual([4, 5]);
    expect(page.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
    expect(page.headers.get('link')).toContain('rel="prev"');
    const names = (await api<CustomerJson[]>(ts, 'customers', { per_page: 100 })).body.map((customer) => customer.username);
    expect(names).toEqual([...names].sort());
    const desc = (await api<CustomerJson[]>(ts, 'customers', { per_page: 100, orderby: 'id', order: 'desc' })).body.map((c) => c.id);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('is 401 for anonymous callers', async () => {
    const anonymous = await anonymousRequest<ErrorJson>(ts, 'customers');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'woocommerce_rest_cannot_view']);
  });
});

describe('orders and customers', () => {
  let product: ProductJson;

  beforeAll(async () => {
    product = (await api<ProductJson[]>(ts, 'products', { slug: 'rivoli' })).body[0] as ProductJson;
  });

  const order = (body: Json) =>
    writeRequest<{ id: number; customer_id: number } & ErrorJson>(ts, 'POST', 'orders', {
      line_items: [{ product_id: product.id, quantity: 1 }],
      ...body,
    });

  it('refuses an order for an unknown customer, as WooCommerce does', async () => {
    const answer = await order({ customer_id: 9999 });
    expect([answer.status, answer.body]).toEqual([
      400,
      { code: 'woocommerce_rest_invalid_customer_id', message: 'Customer ID is invalid.', data: { status: 400 } },
    ]);
    expect((await order({ customer_id: 1 })).status).toBe(400);
    expect((await order({ customer_id: 0 })).status).toBe(201);
  });

  it('marks the customer paying once one of their orders is paid', async () => {
    const buyer = await create({ email: 'buyer@example.test' });
    expect(buyer.body.is_paying_customer).toBe(false);
    const pending = await order({ customer_id: buyer.body.id });
    expect(pending.status).toBe(201);
    expect((await api<CustomerJson>(ts, `customers/${buyer.body.id}`)).body.is_paying_customer).toBe(false);
    const paid = await writeRequest(ts, 'PUT', `orders/${pending.body.id}`, { set_paid: true });
    expect(paid.status).toBe(200);
    expect((await api<CustomerJson>(ts, `customers/${buyer.body.id}`)).body.is_paying_customer).toBe(true);
    const mine = await api<{ id: number }[]>(ts, 'orders', { customer: buyer.body.id });
    expect(mine.body.map((item) => item.id)).toEqual([pending.body.id]);
  });
});
