/**
 * POST /webhooks/stripe: Stripe tells the shop how a payment ended. The body is read raw (the
 * signature covers its exact bytes) and trusted only once its signature checks against
 * STRIPE_WEBHOOK_SECRET within Stripe's default tolerance (5 minutes, against replays). A handler's
 * failure answers 500 so Stripe retries; everything else answers 2xx, or it would retry in vain.
 * Answers are fixed texts: nothing of the request is ever echoed, nor is its body logged.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import Stripe from 'stripe';
import type { Logger } from '../../logger';
import type { PaymentIntent } from '../port';
import { fromStripeIntent } from './intentMapping';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** What the checkout does when Stripe reports an outcome; a throw makes Stripe deliver the event again. */
export interface StripeWebhookHandlers {
  /** The card was authorised (requires_capture: the order is recorded, then the money captured) or the money was captured. */
  succeeded(intent: PaymentIntent): Promise<void>;
  /** A failed attempt (the shopper may try again) or a canceled intent: see intent.status. */
  failed(intent: PaymentIntent): Promise<void>;
}

export interface StripeWebhookOptions {
  webhookSecret: string;
  handlers: StripeWebhookHandlers;
  logger: Logger;
}

const HANDLED = {
  // A manually captured intent's card authorised: its order can be completed.
  'payment_intent.amount_capturable_updated': 'succeeded',
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
} as const;

const plain = (res: express.Response, status: number, text: string) =>
  res.status(status).type('text/plain').setHeader('Cache-Control', 'no-store').send(text);

/**
 * The verified event, or why it is refused. The reason is one of the SDK's fixed texts, never a part of
 * the body (a JSON parser's message may quote it).
 */
function verifiedEvent(body: unknown, signature: string | undefined, secret: string): Stripe.Event | string {
  // Without a JSON content type express.raw leaves no Buffer.
  if (!Buffer.isBuffer(body)) return 'not a JSON body';
  try {
    return Stripe.webhooks.constructEvent(body, signature ?? '', secret);
  } catch (error) {
    return error instanceof Stripe.errors.StripeSignatureVerificationError ? error.message : 'not a JSON event';
  }
}

/** The router to mount before the session and the site gate (Stripe has neither a cookie nor the password). */
export function stripeWebhookRouter({ webhookSecret, handlers, logger }: StripeWebhookOptions): Router {
  const log = logger.child({ component: 'stripe-webhook' });
  const receive: RequestHandler = async (req, res) => {
    const event = verifiedEvent(req.body, req.get('stripe-signature'), webhookSecret);
    if (typeof event === 'string') {
      log.warn({ reason: event, signed: req.get('stripe-signature') !== undefined }, 'webhook refused');
      return plain(res, 400, 'Bad request');
    }
    const kind = HANDLED[event.type as keyof typeof HANDLED];
    if (!kind) {
      log.debug({ eventId: event.id, type: event.type }, 'webhook event ignored');
      return res.status(200).json({ received: true });
    }
    const intent = fromStripeIntent(event.data.object as Stripe.PaymentIntent);
    if (!intent.metadata.orderId || !intent.metadata.orderKey) {
      // Another system's payment on the same Stripe account: nothing of this shop's.
      log.info({ eventId: event.id, type: event.type, intentId: intent.id }, 'webhook event for no order of this shop ignored');
      return res.status(200).json({ received: true });
    }
    try {
      await handlers[kind](intent);
    } catch (error) {
      log.error({ err: error, eventId: event.id, type: event.type, intentId: intent.id }, 'webhook handler failed: Stripe will retry');
      return plain(res, 500, 'Internal server error');
    }
    log.info({ eventId: event.id, type: event.type, intentId: intent.id, status: intent.status }, 'webhook event handled');
    return res.status(200).json({ received: true });
  };
  // The body parser's own refusals (too large, a bad encoding), answered without their details.
  const bodyErrors: ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    if (res.headersSent || typeof error.status !== 'number') return next(error);
    const status = error.status === 413 ? 413 : 400;
    log.warn({ status }, 'webhook refused: unreadable body');
    return plain(res, status, status === 413 ? 'Payload too large' : 'Bad request');
  };
  const router = express.Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: 'application/json', limit: '512kb' }), receive, bodyErrors);
  return router;
}
