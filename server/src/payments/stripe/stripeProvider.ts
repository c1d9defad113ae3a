/**
 * Card payments through Stripe: the server creates a PaymentIntent for the order's total (cards only,
 * captured manually), the browser confirms it with Stripe.js (the card is then authorised), Stripe's
 * webhook (see webhookRoute.ts) or a retrieval tells the checkout the outcome, and the checkout captures
 * the money only once the store has recorded the order as paid, or voids the authorisation when it
 * cannot. Card data never reaches our server.
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type { Logger } from '../../logger';
import { PaymentProviderUnavailableError, PaymentRequestRejectedError, PaymentIntentNotFoundError } from '../errors';
import { toMinorUnits } from '../minorUnits';
import type { CreateIntentInput, PaymentIntent, PaymentProvider } from '../port';
import { fromStripeIntent } from './intentMapping';
import { isCredentialProblem, translateStripeError } from './stripeErrors';

/** Where Stripe's API is: its own address by default; tests point it at a local stand-in. */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of a failed call, each under the same idempotency key (Stripe's SDK default: 2). */
  maxNetworkRetries?: number;
  /** Deadline of one call, in ms. */
  timeoutMs?: number;
}

/** A shopper waits on these calls at checkout: far shorter than the SDK's 80 s. */
const DEFAULT_TIMEOUT_MS = 20_000;

export class StripePaymentProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  readonly gateway = { id: 'stripe' };
  readonly browserConfig: { kind: 'stripe'; publishableKey: string };
  private readonly stripe: Stripe;
  private readonly logger: Logger;

  constructor(settings: Pick<StripeSettings, 'secretKey' | 'publishableKey'>, logger: Logger, connection: StripeConnection = {}) {
    this.browserConfig = { kind: 'stripe', publishableKey: settings.publishableKey };
    this.logger = logger.child({ component: 'stripe' });
    this.stripe = new Stripe(settings.secretKey, {
      host: connection.host,
      port: connection.port,
      protocol: connection.protocol,
      maxNetworkRetries: connection.maxNetworkRetries,
      timeout: connection.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      telemetry: false,
    });
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: toMinorUnits(input.amount, input.currency),
          currency: input.currency.toLowerCase(),
          // Cards only, through the card form: no wallet or redirect method the checkout does not handle.
          // The SDK's API version (endive) takes no payment_method_types any more (400) and allows no
          // automatic_payment_methods beside this list: the list alone turns the automatic ones off.
          allowed_payment_method_types: ['card'],
          // Authorised by the browser, captured by the checkout once the store has recorded the order.
          capture_method: 'manual',
          metadata: { orderId: String(input.orderId), orderKey: input.orderKey, orderNumber: input.orderNumber },
          receipt_email: input.email,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return fromStripeIntent(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      // The payment method expanded: its card's brand and last 4 digits.
      return fromStripeIntent(await this.call(() => this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] })));
    } catch (error) {
      if (error instanceof PaymentIntentNotFoundError) return null;
      throw error;
    }
  }

  async updateAmount(id: string, amount: number, currency: string): Promise<PaymentIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.update(id, { amount: toMinorUnits(amount, currency), currency: currency.toLowerCase() }),
    );
    return fromStripeIntent(intent);
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    try {
      return fromStripeIntent(await this.call(() => this.stripe.paymentIntents.cancel(id)));
    } catch (error) {
      // Stripe refuses to cancel twice; the port answers the canceled intent, as the test card does.
      if (!(error instanceof PaymentRequestRejectedError) || error.code !== 'payment_intent_unexpected_state') throw error;
      const intent = await this.retrieveIntent(id);
      if (intent?.status === 'canceled') return intent;
      throw error;
    }
  }

  async captureIntent(id: string): Promise<PaymentIntent> {
    try {
      return fromStripeIntent(await this.call(() => this.stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture-${id}` })));
    } catch (error) {
      // Captured already (by another process, or a retry whose answer was lost): the port answers it.
      if (!(error instanceof PaymentRequestRejectedError) || error.code !== 'payment_intent_unexpected_state') throw error;
      const intent = await this.retrieveIntent(id);
      if (intent?.status === 'succeeded') return intent;
      throw error;
    }
  }

  async refundIntent(id: string): Promise<void> {
    // One refund per intent: the key makes a repeated call return the first refund.
    await this.call(() => this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` }));
  }

  /** One SDK call, its errors translated; a refused key is logged loudly (a configuration to fix). */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const translated = translateStripeError(error);
      if (translated instanceof PaymentProviderUnavailableError) {
        const level = isCredentialProblem(translated) ? 'error' : 'warn';
        this.logger[level](
          { stripe: translated.detail },
          isCredentialProblem(translated) ? 'Stripe refused STRIPE_SECRET_KEY' : translated.message,
        );
      }
      throw translated;
    }
  }
}
