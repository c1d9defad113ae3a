/**
 * The Stripe provider with the real SDK, over HTTP to a local stand-in for Stripe's API: what it sends
 * (minor units, cards only, metadata, receipt e-mail, idempotency key), what it reads back, and how
 * Stripe's failures reach the checkout.
 */
import pino from 'pino';
import Stripe from 'stripe';
import { PaymentProviderUnavailableError, PaymentRequestRejectedError } from '../../../server/src/payments/errors';
import type { CreateIntentInput } from '../../../server/src/payments/port';
import { StripePaymentProvider, type StripeConnection } from '../../../server/src/payments/stripe/stripeProvider';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';

let standIn: StripeStandIn;
let logLines: string[];
let provider: StripePaymentProvider;

const providerWith = (secretKey: string, connection: StripeConnection = standIn.connection) => {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  return new StripePaymentProvider({ secretKey, publishableKey: 'pk_test_standin' }, logger, connection);
};

beforeEach(async () => {
  standIn = await startStripeStandIn();
  logLines = [];
  provider = providerWith(standIn.secretKey);
});
afterEach(async () => {
  await standIn.close();
});

let keys = 0;
const order = (overrides: Partial<CreateIntentInput> = {}): CreateIntentInput => ({
  amount: 129.9,
  currency: 'EUR',
  orderId: 42,
  orderKey: 'wc_order_abc123',
  orderNumber: '42',
  email: 'camille@example.fr',
  idempotencyKey: `order-42-${(keys += 1)}`,
  description: 'Maison Lumière order 42',
  ...overrides,
});
const logged = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string; stripe?: { statusCode?: number } });

describe('creating an intent', () => {
  it('sends the amount in minor units, cards only, the order metadata, the receipt e-mail and the idempotency key', async () => {
    const input = order();
    const intent = await provider.createIntent(input);
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        idempotencyKey: input.idempotencyKey,
        stripeVersion: Stripe.API_VERSION,
        body: {
          amount: '12990',
          currency: 'eur',
          allowed_payment_method_types: ['card'],
          capture_method: 'manual',
          metadata: { orderId: '42', orderKey: 'wc_order_abc123', orderNumber: '42' },
          receipt_email: 'camille@example.fr',
          description: 'Maison Lumière order 42',
        },
      },
    ]);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      provider: 'stripe',
      status: 'requires_payment_method',
      amountMinor: 12990,
      currency: 'EUR',
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      lastError: null,
      metadata: { orderId: '42', orderKey: 'wc_order_abc123', orderNumber: '42' },
      card: null,
    });
    expect(provider.gateway).toEqual({ id: 'stripe' });
    expect(provider.browserConfig).toEqual({ kind: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it('counts a zero-decimal currency in whole units', async () => {
    const intent = await provider.createIntent(order({ amount: 15000, currency: 'JPY' }));
    expect(standIn.requests[0]?.body).toMatchObject({ amount: '15000', currency: 'jpy' });
    expect([intent.amountMinor, intent.currency]).toEqual([15000, 'JPY']);
  });

  it('gives the same intent for the same idempotency key, and refuses the key with other contents', async () => {
    const input = order();
    const first = await provider.createIntent(input);
    expect(await provider.createIntent({ ...input })).toEqual(first);
    expect(standIn.intents.size).toBe(1);
    await expect(provider.createIntent({ ...input, amount: 130 })).rejects.toMatchObject({
      constructor: PaymentRequestRejectedError,
      code: 'idempotency_error',
    });
    expect(standIn.intents.size).toBe(1);
  });

  it('creates one intent when Stripe created it but the answer was lost: the retry replays it', async () => {
    const retrying = providerWith(standIn.secretKey, { ...standIn.connection, maxNetworkRetries: 1 });
    standIn.failNext('cut_after_processing');
    const intent = await retrying.createIntent(order());
    expect(standIn.intents.size).toBe(1);
    expect(standIn.intents.has(intent.id)).toBe(true);
    expect(standIn.requests.map((request) => request.idempotencyKey)).toEqual([`order-42-${keys}`, `order-42-${keys}`]);
  });

  it('passes on what Stripe refuses as such, not as an outage', async () => {
    await expect(provider.createIntent(order({ amount: 0.3 }))).rejects.toMatchObject({
      constructor: PaymentRequestRejectedError,
      code: 'amount_too_small',
    });
  });
});

describe('reading an intent', () => {
  it('reads an authorised intent with its card (the payment method expanded)', async () => {
    const intent = await provider.createIntent(order());
    standIn.succeed(intent.id, { brand: 'mastercard', last4: '4444' });
    expect(await provider.retrieveIntent(intent.id)).toEqual({
      ...intent,
      status: 'requires_capture',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intent.id}` });
  });

  it("reads a failed attempt as Stripe's last_payment_error, with the card tried", async () => {
    const intent = await provider.createIntent(order());
    standIn.fail(intent.id, { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      card: { brand: 'visa', last4: '0002' },
    });
  });

  it('answers null for an intent Stripe does not know', async () => {
    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
  });
});

describe('re-pricing and cancelling', () => {
  it('updates the amount of an unpaid intent in minor units, and refuses it once paid', async () => {
    const intent = await provider.createIntent(order());
    expect(await provider.updateAmount(intent.id, 99.5, 'EUR')).toMatchObject({ id: intent.id, amountMinor: 9950, currency: 'EUR' });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${intent.id}`,
      body: { amount: '9950', currency: 'eur' },
    });
    standIn.succeed(intent.id);
    await expect(provider.updateAmount(intent.id, 120, 'EUR')).rejects.toMatchObject({
      constructor: PaymentRequestRejectedError,
      code: 'payment_intent_unexpected_state',
    });
  });

  it('cancels an unpaid intent (twice is the same), voids an authorised one, never a captured one', async () => {
    const unpaid = await provider.createIntent(order());
    const canceled = await provider.cancelIntent(unpaid.id);
    expect(canceled).toMatchObject({ id: unpaid.id, status: 'canceled' });
    expect(await provider.cancelIntent(unpaid.id)).toMatchObject({ id: unpaid.id, status: 'canceled' });

    const authorised = await provider.createIntent(order());
    standIn.succeed(authorised.id);
    expect(await provider.cancelIntent(authorised.id)).toMatchObject({ status: 'canceled' });
    expect(standIn.intents.get(authorised.id)).toMatchObject({ status: 'canceled', amount_received: 0 });

    const paid = await provider.createIntent(order());
    standIn.succeed(paid.id);
    await provider.captureIntent(paid.id);
    await expect(provider.cancelIntent(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('captures an authorised intent once (a repeat answers the captured intent), and refunds a captured one once', async () => {
    const intent = await provider.createIntent(order());
    standIn.succeed(intent.id);
    const captured = await provider.captureIntent(intent.id);
    expect(captured).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${intent.id}/capture`,
      idempotencyKey: `capture-${intent.id}`,
    });
    expect(standIn.intents.get(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 12990 });
    expect((await provider.captureIntent(intent.id)).status).toBe('succeeded');
    await provider.refundIntent(intent.id);
    await provider.refundIntent(intent.id);
    expect(standIn.refunds).toEqual([expect.objectContaining({ payment_intent: intent.id, amount: 12990 })]);
  });
});

describe('Stripe unavailable', () => {
  it('is an outage to retry later when Stripe answers 5xx', async () => {
    standIn.failNext('server_error');
    await expect(provider.createIntent(order())).rejects.toMatchObject({
      constructor: PaymentProviderUnavailableError,
      detail: { statusCode: 500 },
    });
    expect(logged().filter((entry) => entry.level === 40)).toHaveLength(1);
  });

  it('is an outage, logged loudly without the key, when Stripe refuses the secret key', async () => {
    const wrongKey = 'sk_test_wrongKeyThatMustNotBeLogged1234';
    await expect(providerWith(wrongKey).retrieveIntent('pi_any')).rejects.toMatchObject({
      constructor: PaymentProviderUnavailableError,
      detail: { statusCode: 401 },
    });
    expect(logged()).toEqual([expect.objectContaining({ level: 50, msg: 'Stripe refused STRIPE_SECRET_KEY' })]);
    expect(logLines.join('\n')).not.toContain('wrongKeyThatMustNotBeLogged');
  });

  it('is an outage when Stripe cannot be reached', async () => {
    await standIn.close();
    await expect(provider.createIntent(order())).rejects.toThrow(PaymentProviderUnavailableError);
    await expect(provider.retrieveIntent('pi_any')).rejects.toThrow(PaymentProviderUnavailableError);
    standIn = await startStripeStandIn();
  });
});
