/** The store customers client (server/src/woo/customers.ts) over the local store: accounts and password checks. */
import { WooCustomers } from '../../server/src/woo/customers';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let customers: WooCustomers;

beforeAll(async () => {
  server = await startTestServer();
  customers = new WooCustomers(server.store.http);
});

afterAll(async () => {
  await server.close();
});

it('creates a customer, finds them by email and changes only what is given', async () => {
  const created = await customers.create({
    email: 'marie@example.com',
    firstName: 'Marie',
    lastName: 'Dupont',
    username: 'marie_d',
    password: 'Lunettes2026',
  });
  expect(created).toMatchObject({ email: 'marie@example.com', firstName: 'Marie', username: 'marie_d', role: 'customer' });
  expect((await customers.byEmail('marie@example.com'))?.id).toBe(created.id);
  expect(await customers.byEmail('nobody@example.com')).toBeNull();
  const renamed = await customers.update(created.id, { firstName: 'Marie-Anne' });
  expect(renamed).toMatchObject({ firstName: 'Marie-Anne', lastName: 'Dupont', email: 'marie@example.com' });
  expect(await customers.get(999_999)).toBeNull();
});

it('checks passwords through the login plugin: right one by email or username, wrong one refused', async () => {
  await customers.create({
    email: 'paul@example.com',
    firstName: 'Paul',
    lastName: 'Martin',
    username: 'paul_m',
    password: 'Montures2026',
  });
  expect(await customers.checkPassword('paul@example.com', 'Montures2026')).toEqual({ ok: true, email: 'paul@example.com' });
  expect(await customers.checkPassword('paul_m', 'Montures2026')).toEqual({ ok: true, email: 'paul@example.com' });
  expect(await customers.checkPassword('paul@example.com', 'wrong-password')).toEqual({ ok: false, code: '[jwt_auth] incorrect_password' });
  const unknown = await customers.checkPassword('ghost@example.com', 'whatever1');
  expect(unknown.ok).toBe(false);
});

it('refuses a second account with the same email with the store error', async () => {
  await expect(
    customers.create({ email: 'paul@example.com', firstName: 'P', lastName: 'M', username: 'paul_2', password: 'Montures2026' }),
  ).rejects.toMatchObject({
    code: 'registration-error-email-exists',
  });
});
