/**
 * The checkout through GraphQL over the local store over SQLite: shipping, quotes equal to the orders
 * the store records, idempotent order placement, test-card payments, stock holds, recovery of a paid
 * order the store failed to record, and who may read an order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { TestCardPaymentProvider } from '../../server/src/payments/testCard/testCardProvider';
import { storefrontDatabaseFile } from '../../server/src/storage/database';
import { gqlSession, type GqlSession } from './helpers/gqlSession';
import { CHALLENGE, CONFIRM, ORDER, PAY, PLACE, QUOTE, address, card, placeInput, type CartLine } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';

interface Quote {
  checkoutQuote: {
    ready: boolean;
    lines: { key: string; total: { amount: number } | null; availableQuantity: number | null; problem: string | null }[];
    shippingMethods: { id: string; title: string; methodId: string; cost: { amount: number; currencyCode: string }; free: boolean }[];
    itemsTotal: { amount: number };
    shippingTotal: { amount: number };
    taxTotal: { amount: number };
    total: { amount: number; currencyCode: string };
    taxLines: { label: string; ratePercent: number; amount: { amount: number } }[];
  };
}
interface OrderView {
  id: string;
  status: string;
  paid: boolean;
  currencyCode: string;
  total: { amount: number; currencyCode: string };
  taxTotal: { amount: number };
  shippingTotal: { amount: number };
  itemsTotal: { amount: number };
  lines: { name: string; quantity: number }[];
}
interface Placed {
  placeOrder: {
    order: OrderView | null;
    orderKey: string | null;
    payment: { id: string; status: string; clientSecret: string; amount: { amount: number; currencyCode: string } } | null;
    errors: { field: string | null; code: string }[];
    quote: { total: { amount: number }; lines: { key: string; problem: string | null; availableQuantity: number | null }[] } | null;
  };
}
interface Paid {
  payWithTestCard: {
    payment: { status: string; lastError: { code: string; declineCode: string | null; message: string } | null };
    order: { status: string; paid: boolean } | null;
  };
}

const BLACK: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 2 };
const TORTOISE: CartLine = { key: 'tortoise', productId: '310', variationId: '312', quantity: 1 };

let server: TestServer;
let shopper: GqlSession;

function storeDb(readonly = false) {
  return new Database(path.join(server.dataDir, 'localstore.sqlite'), { readonly });
}

function setStock(id: number, quantity: number) {
  const db = storeDb();
  try {
    db.prepare("UPDATE products SET manage_stock = 1, stock_quantity = ?, stock_status = 'instock', backorders = 'no' WHERE id = ?").run(
      quantity,
      id,
    );
  } finally {
    db.close();
  }
}

function stockOf(id: number): number {
  const db = storeDb(true);
  try {
    return (db.prepare('SELECT stock_quantity AS q FROM products WHERE id = ?').get(id) as { q: number }).q;
  } finally {
    db.close();
  }
}

function orderCount(): number {
  const db = storeDb(true);
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function quote(
  session: GqlSession,
  lines: CartLine[],
  country = 'FR',
  postcode = '75002',
  shippingMethodId?: string,
  currency = 'EUR',
) {
  const result = await session.gql<Quote>(QUOTE, { input: { lines, country, postcode, shippingMethodId, currency } });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutQuote;
}

async function standardMethod(session: GqlSession, lines: CartLine[], country = 'FR') {
  const methods = (await quote(session, lines, country)).shippingMethods;
  return methods.find((method) => method.methodId === 'flat_rate')!;
}

async function place(session: GqlSession, lines: CartLine[], extra: Record<string, unknown> = {}) {
  const method = await standardMethod(session, lines);
  const priced = await quote(session, lines, 'FR', '75002', method.id);
  const result = await session.gql<Placed>(PLACE, { input: placeInput(lines, method.id, priced.total.amount, extra) });
  expect(result.errors).toBeUndefined();
  return { placed: result.data!.placeOrder, quote: priced };
}

async function pay(session: GqlSession, placed: Placed['placeOrder'], number: string) {
  const result = await session.gql<Paid>(PAY, {
    input: { orderId: placed.order!.id, paymentId: placed.payment!.id, clientSecret: placed.payment!.clientSecret, card: card(number) },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.payWithTestCard;
}

/** A fresh server (and store) per block: stock held by one block's pending orders does not leak into the next. */
function freshServer() {
  beforeAll(async () => {
    server = await startTestServer();
    shopper = gqlSession(server.url);
  });
  afterAll(async () => {
    await server.close();
  });
}

describe('shipping', () => {
  freshServer();

  it('lists the shippable countries, named and sorted in the language', async () => {
    const fr = await server.gql<{ shippingCountries: { code: string; name: string }[] }>('{ shippingCountries { code name } }');
    const names = fr.data!.shippingCountries;
    expect(names.map((c) => c.code)).toEqual(expect.arrayContaining(['FR', 'DE', 'BE', 'CY', 'US', 'CA']));
    expect(names.map((c) => c.code)).not.toContain('JP');
    expect(names.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(names.map((c) => c.name)).toEqual([...names.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'fr')));
    const en = await server.gql<{ shippingCountries: { code: string; name: string }[] }>(
      '{ shippingCountries(language: EN) { code name } }',
    );
    expect(en.data!.shippingCountries.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });

  it('gives a destination its zone methods, enabled only, converted', async () => {
    const query = `query M($c: String!, $p: String, $s: String, $cur: CurrencyCode) { shippingMethods(country: $c, postcode: $p, state: $s, currency: $cur) {
      zone { id name } methods { title methodId cost { amount currencyCode } free minimumOrderAmount { amount } settingsCost raw } } }`;
    type Methods = {
      shippingMethods: {
        zone: { id: number; name: string } | null;
        methods: {
          title: string;
          methodId: string;
          cost: { amount: number; currencyCode: string };
          free: boolean;
          minimumOrderAmount: { amount: number } | null;
        }[];
      };
    };
    const france = (await server.gql<Methods>(query, { c: 'FR', p: '75002' })).data!.shippingMethods;
    expect(france.methods.map((m) => [m.methodId, m.cost.amount])).toEqual([
      ['flat_rate', 5.9],
      ['free_shipping', 0],
      ['flat_rate', 10],
      ['local_pickup', 0],
    ]);
    expect(france.methods[1]?.minimumOrderAmount?.amount).toBe(100);
    const corsica = (await server.gql<Methods>(query, { c: 'FR', p: '20000' })).data!.shippingMethods;
    expect(corsica.zone?.name).toBe('Corse');
    const usd = (await server.gql<Methods>(query, { c: 'US', s: 'CA', cur: 'USD' })).data!.shippingMethods;
    expect(usd.methods.map((m) => m.cost)).toEqual([{ amount: 27.5, currencyCode: 'USD' }]);
    const world = (await server.gql<Methods>(query, { c: 'JP' })).data!.shippingMethods;
    expect(world.zone?.id).toBe(0);
    expect(world.methods.map((m) => m.cost.amount)).toEqual([35]);
    expect((await server.gql(query, { c: 'France' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('quotes and orders', () => {
  freshServer();
  beforeAll(() => {
    setStock(311, 100);
    setStock(312, 100);
  });

  it('records the order the quote showed, to the cent, in the display currency', async () => {
    for (const currency of ['EUR', 'USD']) {
      const lines = [BLACK, TORTOISE];
      const method = await standardMethod(shopper, lines);
      const shown = await quote(shopper, lines, 'FR', '75002', method.id, currency);
      expect(shown.ready).toBe(true);
      expect(shown.total.currencyCode).toBe(currency);
      const result = await shopper.gql<Placed>(PLACE, { input: placeInput(lines, method.id, shown.total.amount, { currency }) });
      const placed = result.data!.placeOrder;
      expect(placed.errors).toEqual([]);
      expect(placed.order).toMatchObject({
        status: 'pending',
        paid: false,
        currencyCode: currency,
        total: shown.total,
        taxTotal: shown.taxTotal,
        shippingTotal: shown.shippingTotal,
        itemsTotal: shown.itemsTotal,
      });
      expect(placed.payment).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', amount: shown.total, provider: 'TEST_CARD' });
    }
  });

  it('taxes an address in Germany at 19 % and in France at 20 %, the shown price staying the same', async () => {
    const lines = [{ ...BLACK, quantity: 1 }];
    const fr = await quote(shopper, lines, 'FR', '75002');
    const de = await quote(shopper, lines, 'DE', '10115');
    expect(fr.lines[0]?.total?.amount).toBe(189);
    expect(de.lines[0]?.total?.amount).toBe(189);
    const frWithMethod = await quote(shopper, lines, 'FR', '75002', fr.shippingMethods[0]!.id);
    const deWithMethod = await quote(shopper, lines, 'DE', '10115', de.shippingMethods[0]!.id);
    expect(frWithMethod.taxLines.map((t) => t.ratePercent)).toEqual([20]);
    expect(deWithMethod.taxLines.map((t) => t.ratePercent)).toEqual([19]);
    expect(de.shippingMethods.map((m) => m.cost.amount)).toEqual([15]);
    expect(deWithMethod.taxTotal.amount).not.toBe(frWithMethod.taxTotal.amount);
  });

  it('records the VAT of La Réunion for an address there, and the shop VAT for a pickup at the shop', async () => {
    const lines = [{ ...BLACK, quantity: 1 }];
    const methods = (await quote(shopper, lines, 'FR', '97400')).shippingMethods;
    for (const [methodId, rate] of [
      ['flat_rate', 8.5],
      ['local_pickup', 20],
    ] as const) {
      const method = methods.find((candidate) => candidate.methodId === methodId)!;
      const shown = await quote(shopper, lines, 'FR', '97400', method.id);
      expect(shown.taxLines.map((line) => line.ratePercent)).toEqual([rate]);
      const input = placeInput(lines, method.id, shown.total.amount, { billing: { ...address, city: 'Saint-Denis', postcode: '97400' } });
      const placed = (await shopper.gql<Placed>(PLACE, { input })).data!.placeOrder;
      expect(placed.errors).toEqual([]);
      expect(placed.order).toMatchObject({ total: shown.total, taxTotal: shown.taxTotal });
    }
  });

  it('charges the store price whatever the browser says: a different expected total places nothing', async () => {
    const before = orderCount();
    const lines = [BLACK];
    const method = await standardMethod(shopper, lines);
    const result = await shopper.gql<Placed>(PLACE, { input: placeInput(lines, method.id, 1) });
    expect(result.data!.placeOrder.errors.map((e) => e.code)).toEqual(['CART_CHANGED']);
    expect(result.data!.placeOrder.quote?.total.amount).toBe(383.9);
    expect(orderCount()).toBe(before);
    const tampered = await shopper.gql(PLACE, { input: { ...placeInput(lines, method.id, 383.9), lines: [{ ...BLACK, unitPrice: 1 }] } });
    expect(tampered.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(orderCount()).toBe(before);
  });

  it('refuses a form the checkout would refuse, with the fields', async () => {
    const lines = [BLACK];
    const method = await standardMethod(shopper, lines);
    const result = await shopper.gql<Placed>(PLACE, {
      input: placeInput(lines, method.id, 383.9, { email: 'nope', billing: { ...address, postcode: '' } }),
    });
    expect(result.data!.placeOrder.errors).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: expect.any(String) },
      { field: 'billing.postcode', code: 'REQUIRED', message: expect.any(String) },
    ]);
    const japan = await shopper.gql<Placed>(PLACE, {
      input: placeInput(lines, method.id, 383.9, { billing: { ...address, country: 'JP' } }),
    });
    expect(japan.data!.placeOrder.errors.map((e) => [e.field, e.code])).toEqual([['billing.country', 'COUNTRY_NOT_SHIPPED']]);
  });

  it('makes one order of the same idempotency key, sent twice and concurrently', async () => {
    const lines = [TORTOISE];
    const method = await standardMethod(shopper, lines);
    const shown = await quote(shopper, lines, 'FR', '75002', method.id);
    const input = placeInput(lines, method.id, shown.total.amount);
    const before = orderCount();
    const results = await Promise.all([1, 2, 3].map(() => shopper.gql<Placed>(PLACE, { input })));
    const again = await shopper.gql<Placed>(PLACE, { input });
    const ids = [...results, again].map((result) => result.data!.placeOrder.order?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeDefined();
    expect(orderCount()).toBe(before + 1);
    const payments = [...results, again].map((result) => result.data!.placeOrder.payment?.id);
    expect(new Set(payments).size).toBe(1);
    const reused = await shopper.gql<Placed>(PLACE, { input: { ...input, email: 'other@example.com' } });
    expect(reused.data!.placeOrder.errors.map((e) => e.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('paying with the test card', () => {
  freshServer();

  it('leaves a declined order unpaid with its stock released, then pays it once', async () => {
    setStock(312, 3);
    const lines = [{ ...TORTOISE, quantity: 2 }];
    const { placed } = await place(shopper, lines);
    expect((await quote(shopper, [{ ...TORTOISE, quantity: 1 }])).lines[0]?.availableQuantity).toBe(1);

    const declined = await pay(shopper, placed, '4000 0000 0000 0002');
    expect(declined.payment).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(declined.order).toMatchObject({ status: 'pending', paid: false });
    expect((await quote(shopper, [{ ...TORTOISE, quantity: 1 }])).lines[0]?.availableQuantity).toBe(3);
    expect(stockOf(312)).toBe(3);

    const funds = await pay(shopper, placed, '4000000000009995');
    expect(funds.payment.lastError).toMatchObject({ code: 'card_declined', declineCode: 'insufficient_funds' });

    const paid = await pay(shopper, placed, '4242 4242 4242 4242');
    expect(paid.payment.status).toBe('SUCCEEDED');
    expect(paid.order).toMatchObject({ status: 'processing', paid: true });
    expect(stockOf(312)).toBe(1);
    const again = await pay(shopper, placed, '4242 4242 4242 4242');
    expect(again.order).toMatchObject({ status: 'processing', paid: true });
    expect(stockOf(312)).toBe(1);
    const confirmed = await shopper.gql<{ confirmOrderPayment: { payment: { status: string }; order: { paid: boolean } } }>(CONFIRM, {
      input: { orderId: placed.order!.id, paymentId: placed.payment!.id },
    });
    expect(confirmed.data!.confirmOrderPayment).toEqual({ payment: { status: 'SUCCEEDED' }, order: { status: 'processing', paid: true } });
    expect(stockOf(312)).toBe(1);
  });

  it('asks for 3-D Secure and pays only once it is approved', async () => {
    setStock(311, 10);
    const { placed } = await place(shopper, [{ ...BLACK, quantity: 1 }]);
    const challenge = await pay(shopper, placed, '4000 0025 0000 3155');
    expect(challenge.payment.status).toBe('REQUIRES_ACTION');
    const refuse = await shopper.gql<{
      answerTestCardChallenge: { payment: { status: string; lastError: { code: string } | null }; order: { paid: boolean } };
    }>(CHALLENGE, {
      input: { orderId: placed.order!.id, paymentId: placed.payment!.id, clientSecret: placed.payment!.clientSecret, approve: false },
    });
    expect(refuse.data!.answerTestCardChallenge.payment).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      lastError: { code: 'payment_intent_authentication_failure' },
    });
    expect(refuse.data!.answerTestCardChallenge.order.paid).toBe(false);
    await pay(shopper, placed, '4000 0025 0000 3155');
    const approve = await shopper.gql<{ answerTestCardChallenge: { payment: { status: string }; order: { paid: boolean } } }>(CHALLENGE, {
      input: { orderId: placed.order!.id, paymentId: placed.payment!.id, clientSecret: placed.payment!.clientSecret, approve: true },
    });
    expect(approve.data!.answerTestCardChallenge).toMatchObject({ payment: { status: 'SUCCEEDED' }, order: { paid: true } });
    expect(stockOf(311)).toBe(9);
  });

  it('sells exactly 5 units to 20 concurrent buyers', async () => {
    setStock(312, 5);
    const lines = [{ ...TORTOISE, quantity: 1 }];
    const buyers = Array.from({ length: 20 }, () => gqlSession(server.url));
    const method = await standardMethod(buyers[0]!, lines);
    const shown = await quote(buyers[0]!, lines, 'FR', '75002', method.id);
    const results = await Promise.all(
      buyers.map((buyer) => buyer.gql<Placed>(PLACE, { input: placeInput(lines, method.id, shown.total.amount) })),
    );
    const placed = results.filter((result) => result.data?.placeOrder.order);
    const refused = results.filter((result) => result.data?.placeOrder.errors.some((e) => e.code === 'OUT_OF_STOCK'));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    const paid = await Promise.all(
      placed.map((result, index) =>
        pay(buyers[results.indexOf(result)]!, result.data!.placeOrder, '4242424242424242').then((r) => [index, r] as const),
      ),
    );
    expect(paid.every(([, r]) => r.order?.paid)).toBe(true);
    expect(stockOf(312)).toBe(0);
  });
});

interface Answered {
  answerTestCardChallenge: {
    payment: { status: string; lastError: { code: string; message: string } | null };
    order: { status: string; paid: boolean } | null;
  };
}

function answer(session: GqlSession, placed: Placed['placeOrder'], approve: boolean) {
  return session.gql<Answered>(CHALLENGE, {
    input: { orderId: placed.order!.id, paymentId: placed.payment!.id, clientSecret: placed.payment!.clientSecret, approve },
  });
}

/** The storefront's own records: test card intents, pending completions, payments given back. */
function storefrontRows<T>(query: string): T[] {
  const db = new Database(storefrontDatabaseFile(server.dataDir), { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

const intentOf = (paymentId: string) =>
  storefrontRows<{ status: string; refunded: number }>(
    `SELECT status, amount_refunded_minor AS refunded FROM test_card_intents WHERE id = '${paymentId}'`,
  )[0];
const reviewOf = (paymentId: string) =>
  storefrontRows<{ reason: string; action: string; order_cancelled: number }>(
    `SELECT reason, action, order_cancelled FROM payment_reviews WHERE payment_id = '${paymentId}'`,
  );
const queued = () => storefrontRows<{ order_id: number }>('SELECT order_id FROM payment_completions');

describe('a card is never charged for an order the store cannot record', () => {
  // The server's own folder: a restart keeps the stores and the sessions, not the holds (no Redis).
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-giveback-'));
    server = await startTestServer({ DATA_DIR: dataDir });
    shopper = gqlSession(server.url);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function restart() {
    await server.close();
    server = await startTestServer({ DATA_DIR: dataDir });
    return server;
  }

  it('voids the late 3-D Secure approval of an order whose last unit was sold meanwhile (its hold lost in a restart)', async () => {
    setStock(311, 1);
    const a = await place(shopper, [{ ...BLACK, quantity: 1 }]);
    expect((await pay(shopper, a.placed, '4000 0025 0000 3155')).payment.status).toBe('REQUIRES_ACTION');

    // The server restarts without Redis: the hold is gone; shopper B buys and pays the last unit.
    const restarted = await restart();
    const b = gqlSession(restarted.url);
    const placedB = await place(b, [{ ...BLACK, quantity: 1 }]);
    expect(placedB.placed.errors).toEqual([]);
    expect((await pay(b, placedB.placed, '4242424242424242')).order).toMatchObject({ paid: true });
    expect(stockOf(311)).toBe(0);

    // A approves the challenge: nothing is taken, the order is cancelled, the owner sees why.
    const aAgain = gqlSession(restarted.url);
    aAgain.useCookie(shopper.cookie());
    shopper = aAgain;
    const approved = await answer(aAgain, a.placed, true);
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.answerTestCardChallenge).toEqual({
      payment: {
        status: 'CANCELED',
        lastError: {
          code: 'sold_out_meanwhile',
          message: 'An item of this order sold out before the payment was approved. No money was taken.',
        },
      },
      order: { status: 'cancelled', paid: false },
    });
    expect(intentOf(a.placed.payment!.id)).toEqual({ status: 'canceled', refunded: 0 });
    expect(reviewOf(a.placed.payment!.id)).toEqual([{ reason: 'sold_out', action: 'voided', order_cancelled: 1 }]);
    expect(queued()).toEqual([]);
    expect(stockOf(311)).toBe(0);

    // Asked again (the browser's confirmation), the answer says the same and nothing moves.
    const confirmed = await aAgain.gql<{ confirmOrderPayment: { payment: { status: string; lastError: { code: string } | null } } }>(
      `mutation Confirm($input: ConfirmOrderPaymentInput!) { confirmOrderPayment(input: $input) { payment { status lastError { code } } } }`,
      { input: { orderId: a.placed.order!.id, paymentId: a.placed.payment!.id } },
    );
    expect(confirmed.data!.confirmOrderPayment.payment).toEqual({ status: 'CANCELED', lastError: { code: 'sold_out_meanwhile' } });
    expect(await restarted.services.checkout.payments.retryPending()).toBe(0);
  });

  it('voids a payment approved for an order the shop cancelled meanwhile, and never revives the order', async () => {
    setStock(311, 5);
    const { placed } = await place(shopper, [{ ...BLACK, quantity: 1 }]);
    expect((await pay(shopper, placed, '4000 0025 0000 3155')).payment.status).toBe('REQUIRES_ACTION');
    await server.services.checkout.orders.setStatus(Number(placed.order!.id), 'cancelled');
    const approved = await answer(shopper, placed, true);
    expect(approved.data!.answerTestCardChallenge).toMatchObject({
      payment: { status: 'CANCELED', lastError: { code: 'order_not_payable' } },
      order: { status: 'cancelled', paid: false },
    });
    expect(intentOf(placed.payment!.id)).toEqual({ status: 'canceled', refunded: 0 });
    expect(reviewOf(placed.payment!.id)).toEqual([{ reason: 'order_not_payable', action: 'voided', order_cancelled: 0 }]);
    expect(stockOf(311)).toBe(5);
  });

  it('refunds at once a payment already captured for an order paid by another payment', async () => {
    setStock(311, 5);
    const { placed } = await place(shopper, [{ ...BLACK, quantity: 1 }]);
    expect((await pay(shopper, placed, '4242424242424242')).order).toMatchObject({ paid: true });
    // A second payment of the same order, captured (as a payment taken before manual capture was).
    const provider = server.services.checkout.provider as TestCardPaymentProvider;
    const second = await provider.createIntent({
      amount: placed.order!.total.amount,
      currency: 'EUR',
      orderId: Number(placed.order!.id),
      orderKey: placed.orderKey!,
      orderNumber: placed.order!.id,
      email: 'marie@example.com',
      idempotencyKey: `second-${placed.order!.id}`,
      description: 'second',
    });
    await provider.confirmWithCard(second.id, second.clientSecret, card('4242424242424242'));
    await provider.captureIntent(second.id);
    await server.services.checkout.payments.onProviderEvent((await provider.retrieveIntent(second.id))!);
    expect(intentOf(second.id)).toEqual({ status: 'succeeded', refunded: Math.round(placed.order!.total.amount * 100) });
    expect(reviewOf(second.id)).toEqual([{ reason: 'order_already_paid', action: 'refunded', order_cancelled: 0 }]);
    expect(intentOf(placed.payment!.id)).toEqual({ status: 'succeeded', refunded: 0 });
    expect(stockOf(311)).toBe(4);
  });

  it('voids the payment of an order the store refuses to record (its stock sold outside the storefront), instead of retrying forever', async () => {
    setStock(311, 4);
    const { placed } = await place(shopper, [{ ...BLACK, quantity: 1 }]);
    setStock(311, 0); // sold in the store itself: it will refuse to take the stock below zero
    const paid = await pay(shopper, placed, '4242424242424242');
    expect(paid.payment).toMatchObject({ status: 'CANCELED', lastError: { code: 'order_not_recorded', declineCode: null } });
    expect(paid.order).toMatchObject({ status: 'cancelled', paid: false });
    expect(intentOf(placed.payment!.id)).toEqual({ status: 'canceled', refunded: 0 });
    expect(reviewOf(placed.payment!.id)).toEqual([{ reason: 'store_refused', action: 'voided', order_cancelled: 1 }]);
    expect(queued()).toEqual([]);
    const order = await shopper.gql<{ order: OrderView }>(ORDER, { id: placed.order!.id });
    expect(order.data!.order).toMatchObject({ status: 'cancelled', paid: false });
  });
});

describe('pre-orders', () => {
  freshServer();

  function preOrderItems() {
    const db = storeDb(true);
    try {
      const backorder = db
        .prepare(
          "SELECT v.id, v.parent_id AS productId FROM products v JOIN products p ON p.id = v.parent_id WHERE v.type = 'variation' AND v.stock_status = 'onbackorder' AND p.status = 'publish' ORDER BY v.id LIMIT 1",
        )
        .get() as { id: number; productId: number };
      const withStock = db
        .prepare(
          "SELECT v.id, v.parent_id AS productId, v.stock_quantity AS stock FROM products v JOIN products p ON p.id = v.parent_id WHERE p.name = 'Chaillot' AND v.type = 'variation' ORDER BY v.id LIMIT 1",
        )
        .get() as { id: number; productId: number; stock: number };
      return { backorder, withStock };
    } finally {
      db.close();
    }
  }

  it("sells a variation on backorder and a pre-order with stock, holding them by the store's own stock rule", async () => {
    const { backorder, withStock } = preOrderItems();
    expect(withStock.stock).toBeGreaterThan(1);
    const lines = [
      { key: 'backorder', productId: String(backorder.productId), variationId: String(backorder.id), quantity: 3 },
      { key: 'stock', productId: String(withStock.productId), variationId: String(withStock.id), quantity: 2 },
    ];
    const { placed } = await place(shopper, lines);
    expect(placed.errors).toEqual([]);
    const paid = await pay(shopper, placed, '4242424242424242');
    expect(paid.order).toMatchObject({ status: 'processing', paid: true });
    expect(stockOf(withStock.id)).toBe(withStock.stock - 2);

    // Past its stock, a pre-order without backorders is refused, as the store would refuse it.
    const tooMany = [
      { key: 'stock', productId: String(withStock.productId), variationId: String(withStock.id), quantity: withStock.stock - 1 },
    ];
    const refused = await quote(shopper, tooMany);
    expect(refused.lines[0]).toMatchObject({ problem: 'NOT_ENOUGH_STOCK', availableQuantity: withStock.stock - 2 });
  });
});

describe('who may read an order', () => {
  freshServer();

  it('is the session that placed it, or whoever has its key; others get nothing', async () => {
    setStock(311, 10);
    const { placed } = await place(shopper, [{ ...BLACK, quantity: 1 }]);
    const id = placed.order!.id;
    expect((await shopper.gql<{ order: OrderView }>(ORDER, { id })).data!.order.id).toBe(id);
    const stranger = gqlSession(server.url);
    expect((await stranger.gql<{ order: OrderView | null }>(ORDER, { id })).data!.order).toBeNull();
    expect((await stranger.gql<{ order: OrderView | null }>(ORDER, { id, key: 'wc_order_guessed00' })).data!.order).toBeNull();
    expect((await stranger.gql<{ order: OrderView | null }>(ORDER, { id: '999999' })).data!.order).toBeNull();
    const withKey = await stranger.gql<{ order: OrderView & { shipping: { countryName: string } } }>(ORDER, {
      id,
      key: placed.orderKey,
      language: 'EN',
    });
    expect(withKey.data!.order).toMatchObject({ id, shipping: { countryName: 'France' } });
    const steal = await stranger.gql(PAY, {
      input: { orderId: id, paymentId: placed.payment!.id, clientSecret: placed.payment!.clientSecret, card: card('4242424242424242') },
    });
    expect(steal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
