/**
 * The offline test card: Stripe's test mode emulated on the server, the default when no Stripe key is
 * configured. Intents live in the storefront database; the shopper's card form posts the card to
 * our server (not to Stripe), where it is checked as Stripe checks it, given the outcome Stripe's test
 * card numbers have, and dropped: only its brand and last 4 digits are kept or logged.
 */
import crypto from 'node:crypto';
import type { Logger } from '../../logger';
import { PaymentIntentNotFoundError, PaymentRequestRejectedError } from '../errors';
import { toMinorUnits } from '../minorUnits';
import type { CreateIntentInput, PaymentIntent, PaymentProvider, PaymentStatus } from '../port';
import { CARD_ERRORS } from './cardErrors';
import { checkCard, type CardInput } from './cardChecks';
import type { TestCardIntentRecord, TestCardIntentState, TestCardIntentStore } from './intentStore';
import { testCardOutcome } from './testCards';

export interface TestCardProviderOptions {
  /** Where the intents are kept (the storefront database: storage/testCardIntents.ts). */
  intents: TestCardIntentStore;
  logger: Logger;
  /** The clock that decides whether a card has expired. */
  now?: () => Date;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomToken = (length: number): string => Array.from({ length }, () => ALPHANUMERIC[crypto.randomInt(ALPHANUMERIC.length)]).join('');

/** Compared in constant time: the secret is what lets a browser pay an intent. */
function secretMatches(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const toIntent = (record: TestCardIntentRecord): PaymentIntent => ({
  id: record.id,
  provider: 'test_card',
  status: record.status,
  amountMinor: record.amountMinor,
  currency: record.currency,
  clientSecret: record.clientSecret,
  lastError: record.lastError,
  metadata: record.metadata,
  card: record.card,
});

/** Statuses in which Stripe lets an intent's amount change, and those in which it may be canceled (an authorisation is voided). */
const AMOUNT_CHANGEABLE: readonly PaymentStatus[] = ['requires_payment_method', 'requires_action'];
const CANCELABLE: readonly PaymentStatus[] = ['requires_payment_method', 'requires_action', 'processing', 'requires_capture'];

export class TestCardPaymentProvider implements PaymentProvider {
  readonly id = 'test_card' as const;
  /** The store's card gateway is `stripe`: test orders are recorded under it (the provider in their meta). */
  readonly gateway = { id: 'stripe' };
  readonly browserConfig = { kind: 'test_card' } as const;
  private readonly intents: TestCardIntentStore;
  private readonly logger: Logger;
  private readonly now: () => Date;

  constructor({ intents, logger, now = () => new Date() }: TestCardProviderOptions) {
    this.intents = intents;
    this.logger = logger.child({ component: 'test-card' });
    this.now = now;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const amountMinor = toMinorUnits(input.amount, input.currency);
    if (amountMinor < 1) throw new PaymentRequestRejectedError('amount_too_small', 'The amount must be greater than zero.');
    const currency = input.currency.toUpperCase();
    const metadata = { orderId: String(input.orderId), orderKey: input.orderKey, orderNumber: input.orderNumber };
    // What Stripe compares when a key comes again; the e-mail is hashed, not kept (no receipt is sent).
    const requestFingerprint = crypto
      .createHash('sha256')
      .update(JSON.stringify([amountMinor, currency, metadata, input.email, input.description]))
      .digest('hex');
    const id = `pi_test_${randomToken(24)}`;
    const record = await this.intents.create({
      id,
      clientSecret: `${id}_secret_${randomToken(25)}`,
      status: 'requires_payment_method',
      amountMinor,
      currency,
      metadata,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint,
      createdAt: this.now().toISOString(),
    });
    if (record.requestFingerprint !== requestFingerprint) {
      throw new PaymentRequestRejectedError(
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    if (record.id === id) this.logger.info({ intentId: id, amountMinor, currency, orderId: metadata.orderId }, 'test card intent created');
    return toIntent(record);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const record = await this.intents.byId(id);
    return record ? toIntent(record) : null;
  }

  async updateAmount(id: string, amount: number, currency: string): Promise<PaymentIntent> {
    const amountMinor = toMinorUnits(amount, currency);
    if (amountMinor < 1) throw new PaymentRequestRejectedError('amount_too_small', 'The amount must be greater than zero.');
    // A challenge was for the old amount: the shopper pays again from the start.
    const changed = await this.intents.changeAmount(
      id,
      AMOUNT_CHANGEABLE,
      amountMinor,
      currency.toUpperCase(),
      'requires_payment_method',
      this.now(),
    );
    const record = await this.found(id);
    if (!changed) {
      throw new PaymentRequestRejectedError(
        'payment_intent_unexpected_state',
        `This PaymentIntent's amount could not be updated because it has a status of ${record.status}. ` +
          'You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.',
      );
    }
    return toIntent(record);
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    const record = await this.found(id);
    if (record.status === 'canceled') return toIntent(record);
    const intent = CANCELABLE.includes(record.status)
      ? await this.move(
          record,
          CANCELABLE,
          { status: 'canceled', card: record.card, lastError: record.lastError },
          'test card intent canceled',
        )
      : toIntent(record);
    if (intent.status !== 'canceled') {
      throw new PaymentRequestRejectedError(
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
          'Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
      );
    }
    return intent;
  }

  /** Takes the authorised amount, as Stripe's capture does; an intent already captured is returned as it is. */
  async captureIntent(id: string): Promise<PaymentIntent> {
    const record = await this.found(id);
    if (record.status === 'succeeded') return toIntent(record);
    const intent =
      record.status === 'requires_capture'
        ? await this.move(
            record,
            ['requires_capture'],
            { status: 'succeeded', card: record.card, lastError: null },
            'test card intent captured',
          )
        : toIntent(record);
    if (intent.status !== 'succeeded') {
      throw new PaymentRequestRejectedError(
        'payment_intent_unexpected_state',
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    return intent;
  }

  /** Gives back a captured intent's whole amount, once. */
  async refundIntent(id: string): Promise<void> {
    const record = await this.found(id);
    if (record.status !== 'succeeded') {
      throw new PaymentRequestRejectedError(
        'charge_not_captured',
        `This PaymentIntent has not been captured (status ${record.status}): nothing to refund.`,
      );
    }
    if (await this.intents.refund(id, this.now())) {
      this.logger.info({ intentId: id, amountMinor: record.amountMinor, currency: record.currency }, 'test card intent refunded');
    }
  }

  /**
   * Pays the intent with a typed card, as Stripe.js's confirmCardPayment does in test mode for a
   * manually captured intent: an approved card is authorised (`requires_capture`), the money taken only
   * by `captureIntent`. Only an intent waiting for a payment method is charged: any other (authorised,
   * paid, waiting for its challenge, canceled) is returned unchanged, so a repeated or concurrent
   * confirmation never pays twice.
   */
  async confirmWithCard(intentId: string, clientSecret: string, card: CardInput): Promise<PaymentIntent> {
    const record = await this.authorized(intentId, clientSecret);
    if (record.status !== 'requires_payment_method') return toIntent(record);
    const checked = checkCard(card, this.now());
    let state: TestCardIntentState;
    if (!checked.ok) {
      state = { status: 'requires_payment_method', card: checked.card?.summary ?? null, lastError: checked.error };
    } else {
      const outcome = testCardOutcome(checked.card.digits);
      const summary = checked.card.summary;
      if (outcome.kind === 'succeeded') state = { status: 'requires_capture', card: summary, lastError: null };
      else if (outcome.kind === 'requires_action') state = { status: 'requires_action', card: summary, lastError: null };
      else state = { status: 'requires_payment_method', card: summary, lastError: outcome.error };
    }
    return this.move(record, ['requires_payment_method'], state, 'test card payment attempt');
  }

  /** Answers the 3-D Secure challenge of an intent in requires_action; any other intent is returned unchanged. */
  async resolveChallenge(intentId: string, clientSecret: string, approve: boolean): Promise<PaymentIntent> {
    const record = await this.authorized(intentId, clientSecret);
    if (record.status !== 'requires_action') return toIntent(record);
    const state: TestCardIntentState = approve
      ? { status: 'requires_capture', card: record.card, lastError: null }
      : { status: 'requires_payment_method', card: record.card, lastError: CARD_ERRORS.authenticationFailure };
    return this.move(record, ['requires_action'], state, 'test card challenge answered');
  }

  /** The intent, when the client secret is its own; otherwise "not found", whether or not the id exists. */
  private async authorized(intentId: string, clientSecret: string): Promise<TestCardIntentRecord> {
    const record = await this.intents.byId(intentId);
    if (!record || !secretMatches(record.clientSecret, clientSecret)) throw new PaymentIntentNotFoundError();
    return record;
  }

  private async found(id: string): Promise<TestCardIntentRecord> {
    const record = await this.intents.byId(id);
    if (!record) throw new PaymentIntentNotFoundError();
    return record;
  }

  /** Applies a state change unless another request changed the intent first; returns the intent as it now is. */
  private async move(
    record: TestCardIntentRecord,
    from: readonly PaymentStatus[],
    state: TestCardIntentState,
    logMessage: string,
  ): Promise<PaymentIntent> {
    if (await this.intents.changeState(record.id, from, state, this.now())) {
      this.logger.info(
        {
          intentId: record.id,
          status: state.status,
          code: state.lastError?.code,
          declineCode: state.lastError?.declineCode,
          brand: state.card?.brand,
          last4: state.card?.last4,
        },
        logMessage,
      );
    }
    return toIntent(await this.found(record.id));
  }
}
