/**
 * The card provider of this process: Stripe when its three keys are configured, else the offline test
 * card. Chosen once at start; the start-up log says which, and warns when a production shop would
 * take no real money.
 */
import type { Config } from '../config';
import type { Logger } from '../logger';
import { StripePaymentProvider, type StripeConnection } from './stripe/stripeProvider';
import type { TestCardIntentStore } from './testCard/intentStore';
import { TestCardPaymentProvider } from './testCard/testCardProvider';

/** Either provider; `id` tells them apart (only the test card takes a typed card: confirmWithCard). */
export type StorefrontPaymentProvider = StripePaymentProvider | TestCardPaymentProvider;

export interface PaymentProviderDeps {
  /** Where the test card keeps its intents: the storefront database (SQLite or PostgreSQL). */
  testCardIntents: TestCardIntentStore;
  logger: Logger;
  /** Where Stripe's API is (tests: a local stand-in); Stripe's own address by default. */
  stripeConnection?: StripeConnection;
  /** The test card's clock (card expiry). */
  now?: () => Date;
}

export function createPaymentProvider(config: Pick<Config, 'stripe' | 'production'>, deps: PaymentProviderDeps): StorefrontPaymentProvider {
  const { stripe } = config;
  if (stripe) {
    const testMode = /^(sk|rk)_test_/.test(stripe.secretKey);
    if (config.production && testMode) {
      deps.logger.warn('payments: Stripe in test mode (a test secret key) in production: no real money is taken');
    } else {
      deps.logger.info(`payments: Stripe${testMode ? ' (test mode)' : ''}`);
    }
    return new StripePaymentProvider(stripe, deps.logger, deps.stripeConnection);
  }
  const level = config.production ? 'warn' : 'info';
  deps.logger[level]('payments: the offline test card (no STRIPE_* settings): no real money is taken');
  return new TestCardPaymentProvider({ intents: deps.testCardIntents, logger: deps.logger, now: deps.now });
}
