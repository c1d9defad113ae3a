/**
 * Two storefront servers over one store and one Redis, as two replicas behind a load balancer: a
 * session made on one is valid on the other, an idempotency key used on one is honoured by the other
 * (for the browser that made it, never for another),
 * a password change on one ends the sessions the other serves, and 20 buyers spread over both racing
 * for 5 units buy exactly 5; a 3-D Secure approval on one after the other sold the last unit takes no
 * money; a public answer made on one is served by the other until an order drops it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { buyAndPay, CHANGE_PASSWORD, me, register, signIn } from '../helpers/accountOps';
import { CHALLENGE, PAY, PLACE, QUOTE, card, placeInput, type CartLine } from '../helpers/checkoutOps';
import { gqlSession, type GqlSession } from '../helpers/gqlSession';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';
import { REPLICA_SESSION_SECRET, startSharedStore, type SharedStore } from '../helpers/sharedStore';
import { startTestServer, type TestServer } from '../helpers/testServer';

const FRAME: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };
// Another item for the idempotency test: its pending order holds a unit for 15 minutes.
const OTHER: CartLine = { key: 'tortoise', productId: '310', variationId: '312', quantity: 1 };

let redis: RedisServer;
let shared: SharedStore;
let replicas: TestServer[];

beforeAll(async () => {
  redis = await startRedisServer();
  shared = await startSharedStore();
  const env = { ...shared.env, REDIS_URL: redis.url, SESSION_SECRET: REPLICA_SESSION_SECRET };
  replicas = await Promise.all([startTestServer(env), startTestServer(env)]);
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await shared.close();
  await redis.stop();
});

/** The same browser (its cookie) talking to the other replica. */
function onOtherReplica(session: GqlSession, index: number): GqlSession {
  const other = gqlSession(replicas[index]!.url);
  other.useCookie(session.cookie());
  return other;
}

async function priced(session: GqlSession, lines: CartLine[]) {
  const first = await session.gql<{ checkoutQuote: { shippingMethods: { id: string; methodId: string }[] } }>(QUOTE, {
    input: { lines, country: 'FR', postcode: '75002' },
  });
  const method = first.data!.checkoutQuote.shippingMethods.find((candidate) => candidate.methodId === 'flat_rate')!;
  const quote = await session.gql<{ checkoutQuote: { total: { amount: number } } }>(QUOTE, {
    input: { lines, country: 'FR', postcode: '75002', shippingMethodId: method.id },
  });
  return { methodId: method.id, total: quote.data!.checkoutQuote.total.amount };
}

type Placed = { placeOrder: { order: { id: string } | null; errors: { code: string }[] } };

it('keeps a session made on one replica valid on the other', async () => {
  const shopper = gqlSession(replicas[0]!.url);
  const customer = await register(shopper);
  expect((await me(onOtherReplica(shopper, 1)))?.id).toBe(customer.id);
});

it('ends on one replica the sessions a password change on the other ended', async () => {
  const laptop = gqlSession(replicas[0]!.url);
  const customer = await register(laptop);
  const phone = gqlSession(replicas[1]!.url);
  await signIn(phone, customer.email, customer.password);
  await laptop.gql(CHANGE_PASSWORD, {
    input: { currentPassword: customer.password, newPassword: 'Nouvelle-monture-2026', confirmPassword: 'Nouvelle-monture-2026' },
  });
  expect(await me(phone)).toBeNull();
  expect((await me(onOtherReplica(laptop, 1)))?.id).toBe(customer.id);
});

it('honours on one replica the idempotency key used on the other, for the browser that made it only', async () => {
  const shopper = gqlSession(replicas[0]!.url);
  const { methodId, total } = await priced(shopper, [OTHER]);
  const input = placeInput([OTHER], methodId, total);
  const first = await shopper.gql<Placed>(PLACE, { input });
  const again = await onOtherReplica(shopper, 1).gql<Placed>(PLACE, { input });
  expect(first.data!.placeOrder.order?.id).toBeTruthy();
  expect(again.data!.placeOrder.order?.id).toBe(first.data!.placeOrder.order?.id);
  // Regression: another browser replaying the key and the form got the shopper's order (and its key and payment).
  for (const replica of replicas) {
    const replay = await gqlSession(replica.url).gql<Placed>(PLACE, { input });
    expect(replay.data!.placeOrder.order).toBeNull();
    expect(replay.data!.placeOrder.errors.map((error) => error.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
  }
});

it('sells 5 units to exactly 5 of 20 buyers spread over both replicas', async () => {
  const db = new Database(path.join(shared.dir, 'localstore.sqlite'));
  try {
    db.prepare(
      "UPDATE products SET manage_stock = 1, stock_quantity = 5, stock_status = 'instock', backorders = 'no' WHERE id = 311",
    ).run();
  } finally {
    db.close();
  }
  const buyers = Array.from({ length: 20 }, (_, index) => gqlSession(replicas[index % 2]!.url));
  const { methodId, total } = await priced(buyers[0]!, [FRAME]);
  const results = await Promise.all(buyers.map((buyer) => buyer.gql<Placed>(PLACE, { input: placeInput([FRAME], methodId, total) })));
  const placed = results.filter((result) => result.data?.placeOrder.order);
  expect(placed).toHaveLength(5);
  for (const result of results.filter((candidate) => !candidate.data?.placeOrder.order)) {
    expect(result.data!.placeOrder.errors.map((error) => error.code)).toContain('OUT_OF_STOCK');
  }
});

it('takes no money for a 3-D Secure approval on one replica after the other sold the last unit (the hold ran out)', async () => {
  const db = new Database(path.join(shared.dir, 'localstore.sqlite'));
  let item: CartLine;
  try {
    const row = db
      .prepare(
        "SELECT id, parent_id AS productId FROM products WHERE type = 'variation' AND id NOT IN (311, 312) AND status = 'publish' ORDER BY id LIMIT 1",
      )
      .get() as { id: number; productId: number };
    db.prepare("UPDATE products SET manage_stock = 1, stock_quantity = 1, stock_status = 'instock', backorders = 'no' WHERE id = ?").run(
      row.id,
    );
    item = { key: 'last', productId: String(row.productId), variationId: String(row.id), quantity: 1 };
  } finally {
    db.close();
  }
  type Paying = {
    placeOrder: { order: { id: string } | null; payment: { id: string; clientSecret: string } | null; errors: { code: string }[] };
  };
  const a = gqlSession(replicas[0]!.url);
  const { methodId, total } = await priced(a, [item]);
  const input = placeInput([item], methodId, total);
  const placed = (await a.gql<Paying>(PLACE, { input })).data!.placeOrder;
  const ids = { orderId: placed.order!.id, paymentId: placed.payment!.id, clientSecret: placed.payment!.clientSecret };
  const challenged = await a.gql<{ payWithTestCard: { payment: { status: string } } }>(PAY, {
    input: { ...ids, card: card('4000002500003155') },
  });
  expect(challenged.data!.payWithTestCard.payment.status).toBe('REQUIRES_ACTION');

  // The shared hold runs out (15 minutes); a buyer on the other replica takes and pays the last unit.
  await replicas[1]!.services.state.reservations.release(`checkout:${input.idempotencyKey}`);
  await buyAndPay(gqlSession(replicas[1]!.url), [item]);

  const approved = await a.gql<{
    answerTestCardChallenge: { payment: { status: string; lastError: { code: string } | null }; order: { status: string; paid: boolean } };
  }>(CHALLENGE, { input: { ...ids, approve: true } });
  expect(approved.data!.answerTestCardChallenge).toEqual({
    payment: { status: 'CANCELED', lastError: { code: 'sold_out_meanwhile', message: expect.stringContaining('No money was taken') } },
    order: { status: 'cancelled', paid: false },
  });
  // The test card keeps its intents in the replica's own storefront database (no DATABASE_URL here).
  const intent = await replicas[0]!.services.checkout.provider.retrieveIntent(ids.paymentId);
  expect(intent?.status).toBe('canceled');
});

it('serves on one replica the public answer the other made, until an order on either drops it on both', async () => {
  const [first, second] = replicas as [TestServer, TestServer];
  const query = `{ products(filter: { section: MEN }, pageSize: 12) { nodes { id stockQuantity variations { id } } } }`;
  const made = await first.gql<{ products: { nodes: { id: string; stockQuantity: number | null; variations: { id: string }[] }[] } }>(
    query,
  );
  expect(made.errors).toBeUndefined();
  // The catalog's shared cache is dropped: only the shared response cache can answer without the store.
  await second.services.catalog.invalidate();
  let before = second.store.http.requestCount;
  expect(await second.gql(query)).toEqual(made);
  expect(second.store.http.requestCount - before).toBe(0);

  const product = made.data!.products.nodes.find((node) => node.variations.length === 0 && (node.stockQuantity ?? 0) > 1)!;
  await buyAndPay(gqlSession(first.url), [{ key: 'one', productId: product.id, quantity: 1 }]);
  before = second.store.http.requestCount;
  const after = await second.gql<typeof made.data>(query);
  expect(second.store.http.requestCount - before).toBeGreaterThan(0);
  expect(after.data!.products.nodes.find((node) => node.id === product.id)?.stockQuantity).toBe(product.stockQuantity! - 1);
});
