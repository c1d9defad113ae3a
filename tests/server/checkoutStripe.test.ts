/**
 * The checkout with Stripe configured, Stripe's API being a local stand-in (STRIPE_API_URL): the
 * PaymentIntent made on the server for the order's total, the browser's confirmation verified with
 * Stripe, and the signed webhook completing a paid order the browser never came back for.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import Stripe from 'stripe';
import { gqlSession } from './helpers/gqlSession';
import { CONFIRM, ORDER, PLACE, QUOTE, placeInput, type CartLine } from './helpers/checkoutOps';
import { startStripeStandIn, type StripeStandIn } from './helpers/stripeStandIn';
import { startTestServer, type TestServer } from './helpers/testServer';

const WEBHOOK_SECRET = 'whsec_test_checkoutWebhookSecret';
const LINE: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };

interface Placed {
  placeOrder: {
    order: { id: string; total: { amount: number; currencyCode: string } } | null;
    payment: { id: string; provider: string; status: string; clientSecret: string; amount: { amount: number } } | null;
    errors: { code: string }[];
  };
}

let standIn: StripeStandIn;
let server: TestServer;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const { host, port, protocol } = standIn.connection;
  server = await startTestServer({
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `${protocol ?? 'http'}://${host}:${port}`,
  });
});

afterAll(async () => {
  await server.close();
  await standIn.close();
});

function storeDb() {
  return new Database(path.join(server.dataDir, 'localstore.sqlite'));
}

async function placeOne() {
  const shopper = gqlSession(server.url);
  const methods = await shopper.gql<{ checkoutQuote: { shippingMethods: { id: string }[] } }>(QUOTE, {
    input: { lines: [LINE], country: 'FR', postcode: '75002' },
  });
  const methodId = methods.data!.checkoutQuote.shippingMethods[0]!.id;
  const quote = await shopper.gql<{ checkoutQuote: { total: { amount: number } } }>(QUOTE, {
    input: { lines: [LINE], country: 'FR', postcode: '75002', shippingMethodId: methodId },
  });
  const total = quote.data!.checkoutQuote.total.amount;
  const input = placeInput([LINE], methodId, total);
  const placed = (await shopper.gql<Placed>(PLACE, { input })).data!.placeOrder;
  expect(placed.errors).toEqual([]);
  return { shopper, placed, total, key: input.idempotencyKey };
}

it('tells the browser to use Stripe.js with the publishable key, and allows Stripe in the page policy', async () => {
  const setup = await server.gql<{ paymentSetup: unknown }>('{ paymentSetup { provider stripePublishableKey cardGatewayEnabled } }');
  expect(setup.data!.paymentSetup).toEqual({ provider: 'STRIPE', stripePublishableKey: 'pk_test_standin', cardGatewayEnabled: true });
  const page = await fetch(`${server.url}/checkout`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-security-policy')).toContain('https://js.stripe.com');
});

it('creates the PaymentIntent for the order total in minor units, and captures it once the store recorded the authorised order', async () => {
  const { shopper, placed, total } = await placeOne();
  expect(placed.payment).toMatchObject({ provider: 'STRIPE', status: 'REQUIRES_PAYMENT_METHOD', amount: { amount: total } });
  const intent = standIn.intents.get(placed.payment!.id)!;
  expect(intent).toMatchObject({
    amount: Math.round(total * 100),
    currency: 'eur',
    capture_method: 'manual',
    metadata: { orderId: placed.order!.id },
  });

  const early = await shopper.gql<{ confirmOrderPayment: { payment: { status: string }; order: { paid: boolean } } }>(CONFIRM, {
    input: { orderId: placed.order!.id, paymentId: placed.payment!.id },
  });
  expect(early.data!.confirmOrderPayment).toMatchObject({ payment: { status: 'REQUIRES_PAYMENT_METHOD' }, order: { paid: false } });

  standIn.succeed(placed.payment!.id);
  const confirmed = await shopper.gql<{ confirmOrderPayment: { payment: { status: string }; order: { status: string; paid: boolean } } }>(
    CONFIRM,
    {
      input: { orderId: placed.order!.id, paymentId: placed.payment!.id },
    },
  );
  expect(confirmed.data!.confirmOrderPayment).toEqual({ payment: { status: 'SUCCEEDED' }, order: { status: 'processing', paid: true } });
  expect(standIn.intents.get(placed.payment!.id)).toMatchObject({ status: 'succeeded', amount_received: Math.round(total * 100) });
});

it('completes an authorised order from the signed webhook alone, once, and refuses an unsigned one', async () => {
  const { shopper, placed } = await placeOne();
  const paidIntent = standIn.succeed(placed.payment!.id);
  const payload = JSON.stringify({
    id: 'evt_checkout',
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: 1,
    type: 'payment_intent.amount_capturable_updated',
    data: { object: paidIntent },
  });
  const post = (headers: Record<string, string>) =>
    fetch(`${server.url}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });

  expect((await post({})).status).toBe(400);
  const order = () => shopper.gql<{ order: { status: string; paid: boolean } }>(ORDER, { id: placed.order!.id });
  expect((await order()).data!.order.paid).toBe(false);

  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect((await post({ 'stripe-signature': signature })).status).toBe(200);
  expect((await order()).data!.order).toMatchObject({ status: 'processing', paid: true });
  expect((await post({ 'stripe-signature': signature })).status).toBe(200);
  expect((await order()).data!.order).toMatchObject({ status: 'processing', paid: true });
  expect(standIn.intents.get(placed.payment!.id)).toMatchObject({ status: 'succeeded' });
  expect(standIn.requests.filter((request) => request.path === `/v1/payment_intents/${placed.payment!.id}/capture`)).toHaveLength(1);
});

it('voids the authorisation, takes nothing and cancels the order when the last unit was sold before the store recorded it', async () => {
  const { shopper, placed, key } = await placeOne();
  // The hold runs out (15 minutes, or a restart without Redis) and the store sells the last unit itself.
  await server.services.state.reservations.release(`checkout:${key}`);
  const store = storeDb();
  try {
    store.prepare("UPDATE products SET manage_stock = 1, stock_quantity = 0, stock_status = 'outofstock' WHERE id = 311").run();
  } finally {
    store.close();
  }
  await server.services.forgetCatalog();
  standIn.succeed(placed.payment!.id);
  const confirmed = await shopper.gql<{
    confirmOrderPayment: { payment: { status: string; lastError: { code: string } | null }; order: { status: string; paid: boolean } };
  }>(
    `mutation Confirm($input: ConfirmOrderPaymentInput!) { confirmOrderPayment(input: $input) { payment { status lastError { code } } order { status paid } } }`,
    {
      input: { orderId: placed.order!.id, paymentId: placed.payment!.id },
    },
  );
  expect(confirmed.data!.confirmOrderPayment).toEqual({
    payment: { status: 'CANCELED', lastError: { code: 'sold_out_meanwhile' } },
    order: { status: 'cancelled', paid: false },
  });
  expect(standIn.intents.get(placed.payment!.id)).toMatchObject({ status: 'canceled', amount_received: 0 });
  expect(standIn.requests.some((request) => request.path.endsWith('/capture') && request.path.includes(placed.payment!.id))).toBe(false);
  expect(standIn.refunds).toEqual([]);
});
