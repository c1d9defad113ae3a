/**
 * Idempotency keys belong to the browser session that made them: the same key from another browser
 * is refused and tells nothing of the order it made; a key is a random UUID or 128 random bits.
 * GraphQL over the local store (the in-process driver; tests/server/redis/ runs the Redis one).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { gqlSession, type GqlSession } from './helpers/gqlSession';
import { PLACE, QUOTE, address, placeInput, type CartLine } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';

interface Placed {
  placeOrder: {
    order: { id: string } | null;
    orderKey: string | null;
    payment: { id: string; clientSecret: string } | null;
    errors: { field: string | null; code: string }[];
  };
}
interface Quote {
  checkoutQuote: { shippingMethods: { id: string; methodId: string }[]; total: { amount: number } };
}

const BLACK: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 2 };
const TORTOISE: CartLine = { key: 'tortoise', productId: '310', variationId: '312', quantity: 1 };

let server: TestServer;
let shopper: GqlSession;

beforeAll(async () => {
  server = await startTestServer();
  shopper = gqlSession(server.url);
  const db = new Database(path.join(server.dataDir, 'localstore.sqlite'));
  try {
    db.prepare("UPDATE products SET manage_stock = 1, stock_quantity = 100, stock_status = 'instock' WHERE id IN (311, 312)").run();
  } finally {
    db.close();
  }
  // The shopper's browser has its session (its first order), as after any checkout.
  await place(shopper, [{ ...BLACK, quantity: 1 }]);
});
afterAll(async () => {
  await server.close();
});

function orderCount(): number {
  const db = new Database(path.join(server.dataDir, 'localstore.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function quote(session: GqlSession, lines: CartLine[], country: string, postcode: string, shippingMethodId?: string) {
  const result = await session.gql<Quote>(QUOTE, { input: { lines, country, postcode, shippingMethodId } });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutQuote;
}

async function standardMethod(session: GqlSession, lines: CartLine[]) {
  return (await quote(session, lines, 'FR', '75002')).shippingMethods.find((method) => method.methodId === 'flat_rate')!;
}

async function place(session: GqlSession, lines: CartLine[]) {
  const method = await standardMethod(session, lines);
  const priced = await quote(session, lines, 'FR', '75002', method.id);
  const result = await session.gql<Placed>(PLACE, { input: placeInput(lines, method.id, priced.total.amount) });
  expect(result.errors).toBeUndefined();
  return result.data!.placeOrder;
}

// Regression: another browser replaying a shopper's key and form got their order, order key, client secret and addresses.
it("refuses a shopper's idempotency key sent from another browser, giving away nothing of theirs", async () => {
  const lines = [TORTOISE];
  const method = await standardMethod(shopper, lines);
  const shown = await quote(shopper, lines, 'FR', '75002', method.id);
  const input = placeInput(lines, method.id, shown.total.amount, { billing: { ...address, firstName: 'Victime' } });
  const mine = (await shopper.gql<Placed>(PLACE, { input })).data!.placeOrder;
  expect(mine.order?.id).toBeDefined();
  // A browser without a session, and one with a session of its own (it placed an order).
  const withSession = gqlSession(server.url);
  await place(withSession, [{ ...BLACK, quantity: 1 }]);
  expect(withSession.cookie()).not.toBe('');
  const before = orderCount();
  for (const intruder of [gqlSession(server.url), withSession]) {
    const replay = await intruder.gql<Placed>(PLACE, { input });
    expect(replay.errors).toBeUndefined();
    expect(replay.data!.placeOrder).toMatchObject({ order: null, orderKey: null, payment: null });
    expect(replay.data!.placeOrder.errors.map((e) => e.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    const text = JSON.stringify(replay);
    for (const secret of [mine.orderKey!, mine.payment!.clientSecret, mine.payment!.id, 'Victime']) expect(text).not.toContain(secret);
  }
  expect(orderCount()).toBe(before);
  // The shopper's own repeat still finds their order.
  const again = (await shopper.gql<Placed>(PLACE, { input })).data!.placeOrder;
  expect(again.order?.id).toBe(mine.order?.id);
  expect(again.payment?.id).toBe(mine.payment?.id);
});

// Regression: any 16 letters were a key (guessable ones included).
it('takes a random UUID or 128 random bits as the idempotency key, and refuses any other', async () => {
  const lines = [{ ...BLACK, quantity: 1 }];
  const method = await standardMethod(shopper, lines);
  const shown = await quote(shopper, lines, 'FR', '75002', method.id);
  const refused = [
    'aaaaaaaaaaaaaaaa',
    'checkout-0000000000000001',
    // A time-based (version 1) UUID: its bits are the clock's and the machine's.
    'c232ab00-9414-11ec-b3c8-9e6bdeced846',
    '0123456789abcdef0123456789abcde',
    'g123456789abcdef0123456789abcdef',
    `${crypto.randomUUID()} `,
  ];
  for (const idempotencyKey of refused) {
    const result = await shopper.gql<Placed>(PLACE, { input: placeInput(lines, method.id, shown.total.amount, { idempotencyKey }) });
    expect([idempotencyKey, result.errors?.[0]?.extensions?.code]).toEqual([idempotencyKey, 'BAD_USER_INPUT']);
  }
  for (const idempotencyKey of [crypto.randomUUID().toUpperCase(), crypto.randomBytes(16).toString('hex')]) {
    const result = await shopper.gql<Placed>(PLACE, { input: placeInput(lines, method.id, shown.total.amount, { idempotencyKey }) });
    expect(result.errors).toBeUndefined();
    expect(result.data!.placeOrder.order?.id).toBeDefined();
  }
});
