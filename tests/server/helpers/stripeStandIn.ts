/**
 * A local stand-in for Stripe's API (v1 PaymentIntents), for the Stripe provider's tests: the real SDK
 * talks to it over HTTP, with the form-encoded bodies, headers and JSON answers it exchanges with
 * Stripe, and the rules of the API version the SDK pins (endive: no `payment_method_types` parameter,
 * `allowed_payment_method_types` exclusive of `automatic_payment_methods`). It honours Idempotency-Key
 * as Stripe does (the same key and body replay the first answer; another body is an idempotency_error),
 * captures manually captured intents and refunds captured ones, and lets a test play the browser's
 * part: mark an intent's card approved, or failed with Stripe's error.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import type { StripeConnection } from '../../../server/src/payments/stripe/stripeProvider';

type Json = Record<string, unknown>;

export interface StandInCard {
  brand: string;
  last4: string;
}

export interface StandInError {
  code: string;
  decline_code?: string;
  message: string;
}

/** One request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** The form-encoded body, parsed as Stripe parses it (brackets as nesting). */
  body: Json;
}

export type Fault =
  /** 500 with Stripe's api_error. */
  | 'server_error'
  /** The request is processed, then the connection is cut before the answer. */
  | 'cut_after_processing';

export interface StripeStandIn {
  secretKey: string;
  /** Where the provider must connect (retries off, so a test sees each failure). */
  connection: StripeConnection;
  requests: RecordedRequest[];
  intents: Map<string, Json>;
  /** The refunds made, in order. */
  refunds: Json[];
  /** What Stripe does once the browser confirmed a card that is approved: requires_capture for a manual capture, else succeeded. */
  succeed(id: string, card?: StandInCard): Json;
  /** What Stripe does once the browser confirmed a card that fails: back to requires_payment_method with the error. */
  fail(id: string, error: StandInError, card?: StandInCard): Json;
  /** The next request meets this fault. */
  failNext(fault: Fault): void;
  close(): Promise<void>;
}

const CREATE_PARAMS = new Set([
  'amount',
  'currency',
  'allowed_payment_method_types',
  'automatic_payment_methods',
  'excluded_payment_method_types',
  'payment_method_configuration',
  'payment_method_types',
  'metadata',
  'receipt_email',
  'description',
  'expand',
  'capture_method',
]);
const UPDATE_PARAMS = new Set(['amount', 'currency', 'metadata', 'receipt_email', 'description', 'expand']);
const UPDATABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });

function checkParams(body: Json, allowed: Set<string>): void {
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) throw invalid(`Received unknown parameter: ${key}`, 'parameter_unknown', key);
  }
}

function checkAmount(body: Json, required: boolean): void {
  if (body.amount === undefined) {
    if (required) throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
    return;
  }
  if (!/^\d+$/.test(String(body.amount))) throw invalid('Invalid integer: ' + String(body.amount), 'parameter_invalid_integer', 'amount');
  if (Number(body.amount) < 50) throw invalid('Amount must be at least 50 minor units.', 'amount_too_small', 'amount');
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin${crypto.randomBytes(8).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Json>();
  const refunds: Json[] = [];
  const paymentMethods = new Map<string, Json>();
  const replays = new Map<string, { body: string; status: number; answer: Json }>();
  let nextFault: Fault | undefined;

  const app = express();
  // Stripe reads brackets in queries and bodies as nesting (expand[0]=payment_method).
  app.set('query parser', 'extended');
  app.use(
    express.urlencoded({
      extended: true,
      verify: (req, _res, raw) => {
        (req as Request & { rawBody?: string }).rawBody = raw.toString('utf8');
      },
    }),
  );

  const intentNamed = (id: string): Json => {
    const intent = intents.get(id);
    if (!intent)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    return intent;
  };

  const withExpansions = (intent: Json, expand: unknown): Json => {
    const wanted = Array.isArray(expand) ? expand : [];
    if (wanted.includes('payment_method') && typeof intent.payment_method === 'string') {
      return { ...intent, payment_method: paymentMethods.get(intent.payment_method) ?? null };
    }
    return intent;
  };

  const routes: { method: 'get' | 'post'; path: string; handle: (req: Request) => Json }[] = [
    {
      method: 'post',
      path: '/v1/payment_intents',
      handle: (req) => {
        const body = req.body as Json;
        checkParams(body, CREATE_PARAMS);
        if (body.payment_method_types !== undefined) {
          throw invalid(
            'The payment_method_types parameter is no longer supported on this API version. Use allowed_payment_method_types.',
            'payment_method_types_no_longer_supported',
            'payment_method_types',
          );
        }
        const exclusive = ['automatic_payment_methods', 'excluded_payment_method_types', 'payment_method_configuration'].filter(
          (key) => body[key] !== undefined,
        );
        if (body.allowed_payment_method_types !== undefined && exclusive.length > 0) {
          throw invalid(
            `You may only specify one of these parameters: allowed_payment_method_types, ${exclusive.join(', ')}.`,
            'parameters_exclusive',
          );
        }
        checkAmount(body, true);
        if (!/^[a-z]{3}$/.test(String(body.currency ?? '')))
          throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
        const id = randomId('pi');
        const intent: Json = {
          id,
          object: 'payment_intent',
          amount: Number(body.amount),
          amount_received: 0,
          allowed_payment_method_types: body.allowed_payment_method_types ?? null,
          automatic_payment_methods: body.automatic_payment_methods ? { enabled: body.automatic_payment_methods } : null,
          canceled_at: null,
          cancellation_reason: null,
          amount_capturable: 0,
          capture_method: body.capture_method ?? 'automatic_async',
          client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
          confirmation_method: 'automatic',
          created: Math.floor(Date.now() / 1000),
          currency: body.currency,
          description: body.description ?? null,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
          metadata: body.metadata ?? {},
          payment_method: null,
          payment_method_types: body.allowed_payment_method_types ?? ['card'],
          receipt_email: body.receipt_email ?? null,
          status: 'requires_payment_method',
        };
        intents.set(id, intent);
        return intent;
      },
    },
    {
      method: 'get',
      path: '/v1/payment_intents/:id',
      handle: (req) => withExpansions(intentNamed(String(req.params.id)), (req.query as Json).expand),
    },
    {
      method: 'post',
      path: '/v1/payment_intents/:id',
      handle: (req) => {
        const body = req.body as Json;
        const intent = intentNamed(String(req.params.id));
        checkParams(body, UPDATE_PARAMS);
        checkAmount(body, false);
        if (!UPDATABLE.includes(String(intent.status))) {
          throw invalid(
            `This PaymentIntent's amount could not be updated because it has a status of ${String(intent.status)}. You may only update the amount of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
            'payment_intent_unexpected_state',
          );
        }
        if (body.amount !== undefined) intent.amount = Number(body.amount);
        for (const key of ['currency', 'description', 'receipt_email'] as const) if (body[key] !== undefined) intent[key] = body[key];
        if (body.metadata) intent.metadata = { ...(intent.metadata as Json), ...(body.metadata as Json) };
        return intent;
      },
    },
    {
      method: 'post',
      path: '/v1/payment_intents/:id/cancel',
      handle: (req) => {
        const intent = intentNamed(String(req.params.id));
        if (!CANCELABLE.includes(String(intent.status))) {
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
            'payment_intent_unexpected_state',
          );
        }
        Object.assign(intent, {
          status: 'canceled',
          amount_capturable: 0,
          canceled_at: Math.floor(Date.now() / 1000),
          cancellation_reason: 'requested_by_customer',
        });
        return intent;
      },
    },
    {
      method: 'post',
      path: '/v1/payment_intents/:id/capture',
      handle: (req) => {
        const intent = intentNamed(String(req.params.id));
        if (intent.status !== 'requires_capture') {
          throw invalid(
            `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            'payment_intent_unexpected_state',
          );
        }
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, amount_capturable: 0 });
        return intent;
      },
    },
    {
      method: 'post',
      path: '/v1/refunds',
      handle: (req) => {
        const body = req.body as Json;
        checkParams(body, new Set(['payment_intent', 'amount', 'reason', 'metadata']));
        const intent = intentNamed(String(body.payment_intent));
        if (intent.status !== 'succeeded') {
          throw invalid(`This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.`, 'charge_not_refundable');
        }
        const refunded = refunds
          .filter((refund) => refund.payment_intent === intent.id)
          .reduce((sum, refund) => sum + Number(refund.amount), 0);
        const amount = body.amount === undefined ? Number(intent.amount) - refunded : Number(body.amount);
        if (amount <= 0 || refunded + amount > Number(intent.amount)) {
          throw invalid(`Charge ${String(intent.latest_charge)} has already been refunded.`, 'charge_already_refunded');
        }
        const refund: Json = {
          id: randomId('re'),
          object: 'refund',
          amount,
          charge: intent.latest_charge,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        refunds.push(refund);
        return refund;
      },
    },
  ];

  const send = (res: Response, status: number, answer: Json) => {
    res.status(status).setHeader('Request-Id', randomId('req')).json(answer);
  };

  for (const route of routes) {
    app[route.method](route.path, (req, res) => {
      const idempotencyKey = req.get('idempotency-key');
      const body = (req.body ?? {}) as Json;
      requests.push({ method: req.method, path: req.path, idempotencyKey, stripeVersion: req.get('stripe-version'), body });
      const fault = nextFault;
      nextFault = undefined;
      if (fault === 'server_error') return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
      if (req.get('authorization') !== `Bearer ${secretKey}`) {
        const given = (req.get('authorization') ?? '').replace(/^Bearer /, '');
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` },
        });
      }
      const rawBody = (req as Request & { rawBody?: string }).rawBody ?? '';
      const replayKey = idempotencyKey && req.method === 'POST' ? `${req.path} ${idempotencyKey}` : undefined;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) {
        if (replay.body !== rawBody) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        res.setHeader('Idempotent-Replayed', 'true');
        return send(res, replay.status, replay.answer);
      }
      let status = 200;
      let answer: Json;
      try {
        answer = structuredClone(route.handle(req));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        answer = { error: error.error };
      }
      if (replayKey) replays.set(replayKey, { body: rawBody, status, answer });
      if (fault === 'cut_after_processing') return void res.socket?.destroy();
      return send(res, status, answer);
    });
  }
  app.use((_req, res) => send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } }));

  const server = await new Promise<import('node:http').Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;

  const attachCard = (intent: Json, card: StandInCard): string => {
    const id = randomId('pm');
    paymentMethods.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
    });
    intent.payment_method = id;
    return id;
  };

  return {
    secretKey,
    connection: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, timeoutMs: 5000 },
    requests,
    intents,
    refunds,
    succeed(id, card = { brand: 'visa', last4: '4242' }) {
      const intent = intentNamed(id);
      attachCard(intent, card);
      const manual = intent.capture_method === 'manual';
      Object.assign(intent, {
        status: manual ? 'requires_capture' : 'succeeded',
        amount_received: manual ? 0 : intent.amount,
        amount_capturable: manual ? intent.amount : 0,
        last_payment_error: null,
        latest_charge: randomId('ch'),
      });
      return structuredClone(intent);
    },
    fail(id, error, card = { brand: 'visa', last4: '0002' }) {
      const intent = intentNamed(id);
      const method = paymentMethods.get(attachCard(intent, card));
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { type: 'card_error', ...error, payment_method: method },
      });
      return structuredClone(intent);
    },
    failNext(fault) {
      nextFault = fault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
