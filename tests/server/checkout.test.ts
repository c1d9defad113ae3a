/**
 * The checkout through GraphQL over the local store over SQLite: shipping, quotes equal to the orders
 * the store records, idempotent order placement, test-card payments, stock holds, recovery of a paid
 * order the store failed to record, and who may read an order.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
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
    const query = `query M($c: String!, $p: String, $cur: CurrencyCode) { shippingMethods(country: $c, postcode: $p, currency: $cur) {
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
    const usd = (await server.gql<Methods>(query, { c: 'US', cur: 'USD' })).data!.shippingMethods;
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

  it('records a paid order the store refused at first: by the retry, and by the provider event', async () => {
    for (const path of ['retry', 'event'] as const) {
      setStock(311, 4);
      const { placed } = await place(shopper, [{ ...BLACK, quantity: 1 }]);
      setStock(311, 0); // the store will refuse to take the stock below zero
      const paid = await pay(shopper, placed, '4242424242424242');
      expect(paid.payment.status).toBe('SUCCEEDED');
      expect(paid.order).toMatchObject({ status: 'pending', paid: false });
      const storefront = new Database(storefrontDatabaseFile(server.dataDir));
      try {
        expect(storefront.prepare('SELECT order_id AS id FROM payment_completions').all()).toEqual([{ id: Number(placed.order!.id) }]);
        setStock(311, 4);
        if (path === 'retry') {
          storefront.prepare("UPDATE payment_completions SET next_attempt_at = '2000-01-01T00:00:00.000Z'").run();
          expect(await server.services.checkout.payments.retryPending()).toBe(1);
        } else {
          const intent = await server.services.checkout.provider.retrieveIntent(placed.payment!.id);
          await server.services.checkout.payments.onProviderEvent(intent!);
        }
        expect(storefront.prepare('SELECT COUNT(*) AS n FROM payment_completions').get()).toEqual({ n: 0 });
      } finally {
        storefront.close();
      }
      const order = await shopper.gql<{ order: OrderView }>(ORDER, { id: placed.order!.id });
      expect(order.data!.order).toMatchObject({ status: 'processing', paid: true });
      expect(stockOf(311)).toBe(3);
    }
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
