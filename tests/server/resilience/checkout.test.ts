/**
 * Checkout through a failing store: for each fault the proxy injects, at each step (quote, order
 * placement, test-card payment, confirmation) the shopper gets a clear code, the server stays alive
 * with no unhandled rejection, the step succeeds once the store is back, and the store ends with one
 * order per checkout, paid once: never a paid order without its record, never an order recorded twice.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { storefrontDatabaseFile } from '../../../server/src/storage/database';
import { FAULTS, type ProxiedRequest } from '../helpers/faultProxy';
import { gqlSession, type GqlSession } from '../helpers/gqlSession';
import { CONFIRM, ORDER, PAY, PLACE, QUOTE, card, placeInput, type CartLine } from '../helpers/checkoutOps';
import type { GraphQLResponse } from '../helpers/testServer';
import { healthy, pastStoreDeadline, startFaultRig, type FaultRig } from './faultStore';

const LINE: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };

interface Quote {
  checkoutQuote: { shippingMethods: { id: string; methodId: string }[]; total: { amount: number } };
}
interface Placed {
  placeOrder: {
    order: { id: string; paid: boolean } | null;
    payment: { id: string; clientSecret: string } | null;
    errors: { code: string }[];
  };
}
interface Paid {
  payWithTestCard: { payment: { status: string }; order: { id: string; paid: boolean } | null };
}

let rig: FaultRig;

beforeAll(async () => {
  rig = await startFaultRig();
  const db = new Database(path.join(rig.storeDir, 'localstore.sqlite'));
  try {
    db.prepare(
      "UPDATE products SET manage_stock = 1, stock_quantity = 1000, stock_status = 'instock', backorders = 'no' WHERE id = 311",
    ).run();
  } finally {
    db.close();
  }
});
afterAll(async () => {
  await rig.close();
});

const isOrderWrite = (method: string) => (request: ProxiedRequest) =>
  request.method === method && request.path.startsWith('/wp-json/wc/v3/orders');

/** The store's orders placed under a checkout key, with their status. */
function ordersOf(checkoutKey: string): { id: number; status: string }[] {
  const db = new Database(path.join(rig.storeDir, 'localstore.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT o.id, o.status FROM orders o JOIN order_meta m ON m.order_id = o.id WHERE m.meta_key = '_storefront_checkout' AND m.meta_value = ?",
      )
      .all(JSON.stringify(checkoutKey)) as { id: number; status: string }[];
  } finally {
    db.close();
  }
}

function pendingCompletions(): number[] {
  const db = new Database(storefrontDatabaseFile(rig.server.dataDir), { readonly: true });
  try {
    return (db.prepare('SELECT order_id AS id FROM payment_completions').all() as { id: number }[]).map((row) => row.id);
  } finally {
    db.close();
  }
}

/** Caches emptied, so the step under test asks the store. */
async function cold() {
  await rig.server.services.forgetCatalog();
  await rig.server.services.checkout.data.invalidate();
}

const codes = (result: GraphQLResponse<unknown>) => (result.errors ?? []).map((error) => error.extensions?.code);

/** The step fails with a store code (a GraphQL error) or, for placeOrder, a checkout error in its payload. */
async function failsClearly(step: () => Promise<GraphQLResponse<unknown>>, payloadCodes: (data: unknown) => string[] = () => []) {
  const result = await step();
  const seen = result.errors ? codes(result) : payloadCodes(result.data);
  expect(seen.length).toBeGreaterThan(0);
  for (const code of seen) expect(['STORE_UNAVAILABLE', 'ORDER_FAILED']).toContain(code);
  expect(await healthy(rig.server)).toBe(true);
}

const placeCodes = (data: unknown) => (data as Placed | undefined)?.placeOrder.errors.map((error) => error.code) ?? [];

async function quoteOf(shopper: GqlSession) {
  const input = { lines: [LINE], country: 'FR', postcode: '75002' };
  const first = await shopper.gql<Quote>(QUOTE, { input });
  expect(first.errors).toBeUndefined();
  const method = first.data!.checkoutQuote.shippingMethods.find((candidate) => candidate.methodId === 'flat_rate')!;
  const priced = await shopper.gql<Quote>(QUOTE, { input: { ...input, shippingMethodId: method.id } });
  return { methodId: method.id, total: priced.data!.checkoutQuote.total.amount };
}

it.each(FAULTS)(
  '%s at each checkout step: a clear code, then one order paid once when the store is back',
  async (fault) => {
    const shopper = gqlSession(rig.server.url);

    // Quote (shipping methods and totals).
    await cold();
    await rig.proxy.set(fault);
    await failsClearly(() => shopper.gql(QUOTE, { input: { lines: [LINE], country: 'FR', postcode: '75002' } }));
    await pastStoreDeadline();
    await rig.proxy.set('pass');
    const { methodId, total } = await quoteOf(shopper);

    // Placing the order: the whole store failing, then only the order's creation (the store may have
    // created it while its answer was lost); the same checkout sent again gives one order.
    const input = placeInput([LINE], methodId, total);
    const checkoutKey = `checkout:${input.idempotencyKey}`;
    await cold();
    await rig.proxy.set(fault);
    await failsClearly(() => shopper.gql(PLACE, { input }), placeCodes);
    await rig.proxy.set(fault, isOrderWrite('POST'));
    await failsClearly(() => shopper.gql(PLACE, { input }), placeCodes);
    await pastStoreDeadline();
    await rig.proxy.set('pass');
    const placed = await shopper.gql<Placed>(PLACE, { input });
    expect(placed.errors).toBeUndefined();
    const { order, payment } = placed.data!.placeOrder;
    expect(order?.paid).toBe(false);
    expect(ordersOf(checkoutKey)).toEqual([{ id: Number(order!.id), status: 'pending' }]);

    // Paying with the test card: the card is authorised, the store fails to record it; the payment is
    // kept for completion, never lost, and not captured before the store records the order.
    const pay = { orderId: order!.id, paymentId: payment!.id, clientSecret: payment!.clientSecret, card: card('4242424242424242') };
    await rig.proxy.set(fault);
    await failsClearly(() => shopper.gql(PAY, { input: pay }));
    await rig.proxy.set(fault, isOrderWrite('PUT'));
    const charged = await shopper.gql<Paid>(PAY, { input: pay });
    expect(charged.errors).toBeUndefined();
    // Authorised, not captured: the money is taken once the store has recorded the order.
    expect(charged.data!.payWithTestCard.payment.status).toBe('REQUIRES_CAPTURE');
    const recordedAtOnce = ordersOf(checkoutKey)[0]!.status === 'processing';
    // Paid in the store (its answer lost on the way back) or queued for completion: one of the two.
    expect(recordedAtOnce || pendingCompletions().includes(Number(order!.id))).toBe(true);
    expect(await healthy(rig.server)).toBe(true);

    // Confirmation (the browser's return after paying).
    const confirm = { orderId: order!.id, paymentId: payment!.id };
    await rig.proxy.set(fault);
    await failsClearly(() => shopper.gql(ORDER, { id: order!.id }));
    await failsClearly(() => shopper.gql(CONFIRM, { input: confirm }));
    await rig.proxy.set('pass');
    const confirmed = await shopper.gql<{ confirmOrderPayment: { payment: { status: string }; order: { paid: boolean } } }>(CONFIRM, {
      input: confirm,
    });
    expect(confirmed.data?.confirmOrderPayment).toEqual({ payment: { status: 'SUCCEEDED' }, order: { status: 'processing', paid: true } });
    expect((await shopper.gql<{ order: { paid: boolean } }>(ORDER, { id: order!.id })).data?.order.paid).toBe(true);

    expect(ordersOf(checkoutKey)).toEqual([{ id: Number(order!.id), status: 'processing' }]);
    expect(pendingCompletions()).not.toContain(Number(order!.id));
    expect(rig.unhandled).toEqual([]);
  },
  30_000,
);

/** Runs SQL on the storefront's own database (test card intents, pending completions, reviews). */
function storefront<T>(run: (db: Database.Database) => T): T {
  const db = new Database(storefrontDatabaseFile(rig.server.dataDir));
  try {
    return run(db);
  } finally {
    db.close();
  }
}

it('retries an authorised order the store could not record and captures it once recorded; gives back one not recorded in time', async () => {
  const shopper = gqlSession(rig.server.url);
  const { methodId, total } = await quoteOf(shopper);
  const placeOne = async () => (await shopper.gql<Placed>(PLACE, { input: placeInput([LINE], methodId, total) })).data!.placeOrder;
  const [kept, late] = [await placeOne(), await placeOne()];
  await rig.proxy.set('status500', isOrderWrite('PUT'));
  for (const { order, payment } of [kept, late]) {
    const pay = { orderId: order!.id, paymentId: payment!.id, clientSecret: payment!.clientSecret, card: card('4242424242424242') };
    expect((await shopper.gql<Paid>(PAY, { input: pay })).data!.payWithTestCard.payment.status).toBe('REQUIRES_CAPTURE');
  }
  const [keptId, lateId] = [Number(kept.order!.id), Number(late.order!.id)];
  expect(pendingCompletions().sort()).toEqual([keptId, lateId].sort());
  const intentStatus = (id: string) =>
    storefront((db) => (db.prepare('SELECT status FROM test_card_intents WHERE id = ?').get(id) as { status: string }).status);

  // Both due; the late one has waited past the window while the store still refuses to record it.
  storefront((db) => {
    db.prepare("UPDATE payment_completions SET next_attempt_at = '2000-01-01T00:00:00.000Z'").run();
    db.prepare("UPDATE payment_completions SET created_at = '2000-01-01T00:00:00.000Z' WHERE order_id = ?").run(lateId);
  });
  expect(await rig.server.services.checkout.payments.retryPending()).toBe(0);
  expect(pendingCompletions()).toEqual([keptId]);
  expect(intentStatus(late.payment!.id)).toBe('canceled');
  expect(intentStatus(kept.payment!.id)).toBe('requires_capture');
  expect(
    storefront((db) =>
      db.prepare('SELECT reason, action, order_cancelled AS cancelled FROM payment_reviews WHERE order_id = ?').all(lateId),
    ),
  ).toEqual([{ reason: 'store_unreachable', action: 'voided', cancelled: 0 }]);

  // The store is back: the kept one is recorded, then captured; the late one stays unpaid.
  await rig.proxy.set('pass');
  storefront((db) => db.prepare("UPDATE payment_completions SET next_attempt_at = '2000-01-01T00:00:00.000Z'").run());
  expect(await rig.server.services.checkout.payments.retryPending()).toBe(1);
  expect(pendingCompletions()).toEqual([]);
  expect(intentStatus(kept.payment!.id)).toBe('succeeded');
  const orders = new Database(path.join(rig.storeDir, 'localstore.sqlite'), { readonly: true });
  try {
    const status = (id: number) => (orders.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status;
    expect([status(keptId), status(lateId)]).toEqual(['processing', 'pending']);
  } finally {
    orders.close();
  }
  expect(rig.unhandled).toEqual([]);
}, 30_000);
