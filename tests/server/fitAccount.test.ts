/**
 * The fit finder's size kept in the customer's account (the store's customer meta): saved on one
 * device, known on another after sign-in, forgotten on request; refused for a visitor and out of bounds.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { register, signIn } from './helpers/accountOps';
import { gqlSession } from './helpers/gqlSession';
import { startTestServer, type TestServer } from './helpers/testServer';

const SAVE = `mutation Save($size: FrameSizeInput) {
  saveFrameSize(size: $size) { customer { frameSize { lensWidth bridgeWidth templeLength label } } errors { code } }
}`;
const MY_SIZE = `{ me { frameSize { label } } }`;

interface Saved {
  saveFrameSize: { customer: { frameSize: { label: string } | null } | null; errors: { code: string }[] };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('keeps the size in the account: saved on one device, known on another, forgotten on request', async () => {
  const laptop = gqlSession(server.url);
  const customer = await register(laptop);
  const saved = await laptop.gql<Saved>(SAVE, { size: { lensWidth: 52, bridgeWidth: 18, templeLength: 140 } });
  expect(saved.errors).toBeUndefined();
  expect(saved.data!.saveFrameSize).toEqual({
    customer: { frameSize: { lensWidth: 52, bridgeWidth: 18, templeLength: 140, label: '52□18 140' } },
    errors: [],
  });

  // The store keeps it as the customer's meta, as a genuine WooCommerce keeps user meta.
  const db = new Database(path.join(server.dataDir, 'localstore.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT meta FROM customers WHERE id = ?').get(Number(customer.id)) as { meta: string };
    expect(JSON.parse(row.meta)).toEqual([{ id: 1, key: 'storefront_frame_size', value: '52-18-140' }]);
  } finally {
    db.close();
  }

  const phone = gqlSession(server.url);
  await signIn(phone, customer.email, customer.password);
  expect((await phone.gql<{ me: { frameSize: { label: string } | null } }>(MY_SIZE)).data!.me.frameSize).toEqual({ label: '52□18 140' });

  const forgotten = await phone.gql<Saved>(SAVE, { size: null });
  expect(forgotten.data!.saveFrameSize.customer!.frameSize).toBeNull();
  expect((await laptop.gql<{ me: { frameSize: unknown } }>(MY_SIZE)).data!.me.frameSize).toBeNull();
});

it('refuses a visitor (NOT_SIGNED_IN) and a size out of bounds (BAD_USER_INPUT)', async () => {
  const visitor = await gqlSession(server.url).gql<Saved>(SAVE, { size: { lensWidth: 52, bridgeWidth: 18 } });
  expect(visitor.data!.saveFrameSize).toEqual({ customer: null, errors: [{ code: 'NOT_SIGNED_IN' }] });

  const shopper = gqlSession(server.url);
  await register(shopper);
  const wide = await shopper.gql<Saved>(SAVE, { size: { lensWidth: 90, bridgeWidth: 18, templeLength: 140 } });
  expect(wide.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
