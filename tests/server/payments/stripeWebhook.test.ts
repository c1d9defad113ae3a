/**
 * POST /webhooks/stripe over real HTTP with genuinely signed payloads (the SDK's test signatures):
 * outcomes reach the checkout's handlers, and anything unsigned, mis-signed, stale or tampered with is
 * refused without being echoed or logged.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import Stripe from 'stripe';
import type { PaymentIntent } from '../../../server/src/payments/port';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRouter, type StripeWebhookHandlers } from '../../../server/src/payments/stripe/webhookRoute';

const SECRET = 'whsec_test_webhookSecretForTheseTests';
const MARKER = 'tamper-marker-7f3a';

let url: string;
let close: () => Promise<void>;
let logLines: string[];
let received: { kind: keyof StripeWebhookHandlers; intent: PaymentIntent }[];
let failHandlers: boolean;

beforeAll(async () => {
  const handlers: StripeWebhookHandlers = {
    succeeded: async (intent) => {
      if (failHandlers) throw new Error('the store is down');
      received.push({ kind: 'succeeded', intent });
    },
    failed: async (intent) => {
      if (failHandlers) throw new Error('the store is down');
      received.push({ kind: 'failed', intent });
    },
  };
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const app = express();
  app.use(stripeWebhookRouter({ webhookSecret: SECRET, handlers, logger }));
  app.use((_req, res) => void res.status(404).send('Not found'));
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());
beforeEach(() => {
  logLines = [];
  received = [];
  failHandlers = false;
});

const intentObject = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_3Webhook',
  object: 'payment_intent',
  amount: 12990,
  currency: 'eur',
  client_secret: 'pi_3Webhook_secret_abc',
  last_payment_error: null,
  metadata: { orderId: '42', orderKey: 'wc_order_abc123', orderNumber: '42', note: MARKER },
  payment_method: 'pm_123',
  status: 'succeeded',
  ...overrides,
});

const eventPayload = (type: string, object: Record<string, unknown> = intentObject()) =>
  JSON.stringify({ id: 'evt_1', object: 'event', api_version: Stripe.API_VERSION, created: 1, type, data: { object } });

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });

async function post(payload: string, headers: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('a signed event', () => {
  it('payment_intent.succeeded: the intent goes to handlers.succeeded, and Stripe gets 200', async () => {
    const payload = eventPayload('payment_intent.succeeded');
    const answer = await post(payload, { 'stripe-signature': sign(payload) });
    expect(answer).toEqual({ status: 200, type: expect.stringMatching(/json/), text: '{"received":true}' });
    expect(received).toEqual([
      {
        kind: 'succeeded',
        intent: {
          id: 'pi_3Webhook',
          provider: 'stripe',
          status: 'succeeded',
          amountMinor: 12990,
          currency: 'EUR',
          clientSecret: 'pi_3Webhook_secret_abc',
          lastError: null,
          metadata: { orderId: '42', orderKey: 'wc_order_abc123', orderNumber: '42', note: MARKER },
          card: null,
        },
      },
    ]);
  });

  it('payment_intent.payment_failed and payment_intent.canceled: handlers.failed, with the error and the status', async () => {
    const failed = eventPayload(
      'payment_intent.payment_failed',
      intentObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '0002' } },
        },
      }),
    );
    const canceled = eventPayload('payment_intent.canceled', intentObject({ status: 'canceled' }));
    for (const payload of [failed, canceled]) expect((await post(payload, { 'stripe-signature': sign(payload) })).status).toBe(200);
    expect(received.map(({ kind, intent }) => [kind, intent.status, intent.lastError, intent.card])).toEqual([
      [
        'failed',
        'requires_payment_method',
        { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
        { brand: 'visa', last4: '0002' },
      ],
      ['failed', 'canceled', null, null],
    ]);
  });

  it('of another type, or for no order of this shop, is acknowledged and ignored', async () => {
    const other = eventPayload('charge.succeeded', { id: 'ch_1', object: 'charge' });
    const foreign = eventPayload('payment_intent.succeeded', intentObject({ metadata: { invoice: 'INV-1' } }));
    for (const payload of [other, foreign]) expect((await post(payload, { 'stripe-signature': sign(payload) })).status).toBe(200);
    expect(received).toEqual([]);
  });

  it('answers 500 when the handler fails, so Stripe delivers it again', async () => {
    failHandlers = true;
    const payload = eventPayload('payment_intent.succeeded');
    expect(await post(payload, { 'stripe-signature': sign(payload) })).toEqual({
      status: 500,
      type: expect.stringMatching(/text\/plain/),
      text: 'Internal server error',
    });
    const error = logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((entry) => entry.level === 50);
    expect(error?.msg).toMatch(/Stripe will retry/);
    failHandlers = false;
    expect((await post(payload, { 'stripe-signature': sign(payload) })).status).toBe(200);
    expect(received).toHaveLength(1);
  });
});

describe('refused: 400, plain, nothing echoed, logged at warn without the body', () => {
  const payload = eventPayload('payment_intent.succeeded');
  const cases: [string, () => { body: string; headers: Record<string, string> }][] = [
    ['no signature', () => ({ body: payload, headers: {} })],
    [
      'a signature made with another secret',
      () => ({ body: payload, headers: { 'stripe-signature': sign(payload, { secret: 'whsec_other' }) } }),
    ],
    [
      'a stale signature (replayed after the 5 minutes of tolerance)',
      () => ({ body: payload, headers: { 'stripe-signature': sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }) } }),
    ],
    ['a tampered body', () => ({ body: payload.replace('12990', '1'), headers: { 'stripe-signature': sign(payload) } })],
    ['a garbled signature header', () => ({ body: payload, headers: { 'stripe-signature': `t=abc,v1=${MARKER}` } })],
    ['a body that is not JSON', () => ({ body: `not json ${MARKER}`, headers: { 'stripe-signature': sign(`not json ${MARKER}`) } })],
  ];

  it.each(cases)('%s', async (_name, request) => {
    const { body, headers } = request();
    const answer = await post(body, headers);
    expect(answer).toEqual({ status: 400, type: expect.stringMatching(/text\/plain/), text: 'Bad request' });
    expect(received).toEqual([]);
    const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries).toEqual([expect.objectContaining({ level: 40, msg: 'webhook refused' })]);
    expect(logLines.join('\n')).not.toContain(MARKER);
  });

  it('a body sent as another content type', async () => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'stripe-signature': sign(payload) },
      body: payload,
    });
    expect([answer.status, await answer.text()]).toEqual([400, 'Bad request']);
    expect(received).toEqual([]);
  });

  it('a body over 512 kB: 413', async () => {
    const big = eventPayload('payment_intent.succeeded', intentObject({ description: 'x'.repeat(600 * 1024) }));
    const answer = await post(big, { 'stripe-signature': sign(big) });
    expect([answer.status, answer.text]).toEqual([413, 'Payload too large']);
    expect(received).toEqual([]);
  });
});
