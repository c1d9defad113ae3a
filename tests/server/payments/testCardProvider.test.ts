/**
 * The offline test card over a real storefront SQLite file: Stripe's test numbers and card checks,
 * idempotent creation, no double charge, the 3-D Secure challenge, re-pricing and cancelling, and no
 * card data in the database or the log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { PaymentIntentNotFoundError, PaymentRequestRejectedError } from '../../../server/src/payments/errors';
import type { CreateIntentInput } from '../../../server/src/payments/port';
import type { CardInput } from '../../../server/src/payments/testCard/cardChecks';
import { CARD_ERRORS } from '../../../server/src/payments/testCard/cardErrors';
import { TestCardPaymentProvider } from '../../../server/src/payments/testCard/testCardProvider';
import { CHALLENGED_TEST_CARDS, DECLINING_TEST_CARDS, SUCCEEDING_TEST_CARDS } from '../../../server/src/payments/testCard/testCards';
import { sql } from 'kysely';
import { openStorefrontStorage, type StorefrontStorage } from '../../../server/src/storage/database';
import { TestCardIntents } from '../../../server/src/storage/testCardIntents';

const NOW = new Date('2026-06-15T12:00:00Z');

let dataDir: string;
let storage: StorefrontStorage;
let logLines: string[];
let provider: TestCardPaymentProvider;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-card-'));
  storage = await openStorefrontStorage({ dataDir });
  logLines = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  provider = new TestCardPaymentProvider({ intents: new TestCardIntents(storage.db), logger, now: () => NOW });
});
afterEach(async () => {
  await storage.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let keys = 0;
const order = (overrides: Partial<CreateIntentInput> = {}): CreateIntentInput => ({
  amount: 129,
  currency: 'EUR',
  orderId: 42,
  orderKey: 'wc_order_abc123',
  orderNumber: '42',
  email: 'camille@example.fr',
  idempotencyKey: `order-42-${(keys += 1)}`,
  description: 'Maison Lumière order 42',
  ...overrides,
});
const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: number.length === 15 ? '7391' : '739',
  ...overrides,
});
const intentRows = () => storage.db.selectFrom('test_card_intents').selectAll().execute();

describe('creating an intent', () => {
  it('keeps it in the storefront database in minor units, with a Stripe-like id and client secret', async () => {
    const intent = await provider.createIntent(order({ amount: 129.9 }));
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_test_[A-Za-z0-9]{24}$/),
      provider: 'test_card',
      status: 'requires_payment_method',
      amountMinor: 12990,
      currency: 'EUR',
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{25}$`)),
      lastError: null,
      metadata: { orderId: '42', orderKey: 'wc_order_abc123', orderNumber: '42' },
      card: null,
    });
    expect(await provider.retrieveIntent(intent.id)).toEqual(intent);
    expect(await provider.retrieveIntent('pi_test_unknown')).toBeNull();
    expect(provider.gateway).toEqual({ id: 'stripe' });
    expect(provider.browserConfig).toEqual({ kind: 'test_card' });
  });

  it('counts a zero-decimal currency in whole units', async () => {
    const intent = await provider.createIntent(order({ amount: 15000, currency: 'jpy' }));
    expect([intent.amountMinor, intent.currency]).toEqual([15000, 'JPY']);
  });

  it('gives the same intent for the same idempotency key, even to concurrent requests, and refuses the key with other contents', async () => {
    const input = order();
    const first = await provider.createIntent(input);
    const again = await Promise.all([1, 2, 3].map(() => provider.createIntent({ ...input })));
    expect(again.map((intent) => intent.id)).toEqual([first.id, first.id, first.id]);
    expect(await intentRows()).toHaveLength(1);
    await expect(provider.createIntent({ ...input, amount: 130 })).rejects.toMatchObject({
      constructor: PaymentRequestRejectedError,
      code: 'idempotency_error',
    });
    expect(await intentRows()).toHaveLength(1);
  });

  it('refuses a zero amount, and an amount finer than cents', async () => {
    await expect(provider.createIntent(order({ amount: 0 }))).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(provider.createIntent(order({ amount: 1.001 }))).rejects.toThrow(RangeError);
  });
});

describe("Stripe's test card numbers", () => {
  it.each(SUCCEEDING_TEST_CARDS.map((number) => [number]))('%s is authorised (captured later)', async (number) => {
    const intent = await provider.createIntent(order());
    const paid = await provider.confirmWithCard(intent.id, intent.clientSecret, card(number));
    expect(paid).toMatchObject({ status: 'requires_capture', lastError: null, card: { last4: number.slice(-4) } });
    expect(paid.card?.brand).not.toBe('unknown');
    expect(await provider.retrieveIntent(intent.id)).toEqual(paid);
  });

  it.each([...DECLINING_TEST_CARDS].map(([number, error]) => [number, error.declineCode]))('%s is declined (%s)', async (number) => {
    const intent = await provider.createIntent(order());
    const declined = await provider.confirmWithCard(intent.id, intent.clientSecret, card(number));
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: DECLINING_TEST_CARDS.get(number),
      card: { brand: 'visa', last4: number.slice(-4) },
    });
  });

  it('declines with the texts Stripe answers', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const number of ['4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127']) {
      const intent = await provider.createIntent(order());
      outcomes[number] = (await provider.confirmWithCard(intent.id, intent.clientSecret, card(number))).lastError;
    }
    expect(outcomes).toEqual({
      '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
      '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      '4000000000000069': { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
      '4000000000000127': { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    });
  });

  it('refuses any other valid number as a real card used in test mode', async () => {
    const intent = await provider.createIntent(order());
    const declined = await provider.confirmWithCard(intent.id, intent.clientSecret, card('4111 1111 1111 1111'));
    expect(declined.lastError).toEqual({
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    });
  });

  it.each(CHALLENGED_TEST_CARDS.map((number) => [number]))('%s asks for a 3-D Secure challenge', async (number) => {
    const intent = await provider.createIntent(order());
    expect(await provider.confirmWithCard(intent.id, intent.clientSecret, card(number))).toMatchObject({
      status: 'requires_action',
      lastError: null,
    });
  });
});

describe('paying', () => {
  it('answers a malformed card with Stripe’s error, keeps the intent payable, and pays with a good card after', async () => {
    const intent = await provider.createIntent(order());
    const cases: [CardInput, unknown][] = [
      [card('4242 4242 4242 4241'), CARD_ERRORS.incorrectNumber],
      [card('4242424242424242', { expMonth: 13 }), CARD_ERRORS.invalidExpiryMonth],
      [card('4242424242424242', { expYear: 2026, expMonth: 5 }), CARD_ERRORS.expiredCard],
      [card('4242424242424242', { cvc: '12' }), CARD_ERRORS.invalidCvc],
      [card('378282246310005', { cvc: '123' }), CARD_ERRORS.invalidCvc],
    ];
    for (const [typed, error] of cases) {
      const answer = await provider.confirmWithCard(intent.id, intent.clientSecret, typed);
      expect([typed.number, answer.status, answer.lastError]).toEqual([typed.number, 'requires_payment_method', error]);
    }
    const paid = await provider.confirmWithCard(intent.id, intent.clientSecret, card('4242 4242 4242 4242'));
    expect(paid).toMatchObject({ status: 'requires_capture', lastError: null, card: { brand: 'visa', last4: '4242' } });
  });

  it('never pays twice: a paid intent is returned unchanged, to a repeat or a concurrent confirmation', async () => {
    const intent = await provider.createIntent(order());
    const [first, second] = await Promise.all([
      provider.confirmWithCard(intent.id, intent.clientSecret, card('4242424242424242')),
      provider.confirmWithCard(intent.id, intent.clientSecret, card('5555555555554444')),
    ]);
    expect(first).toMatchObject({ status: 'requires_capture', card: { brand: 'visa', last4: '4242' } });
    expect(second).toEqual(first);
    const later = await provider.confirmWithCard(intent.id, intent.clientSecret, card('4000000000000002'));
    expect(later).toEqual(first);
    const attempts = logLines
      .map((line) => JSON.parse(line) as { msg: string })
      .filter((entry) => entry.msg === 'test card payment attempt');
    expect(attempts).toHaveLength(1);
  });

  it('answers "not found" for a wrong client secret or an unknown intent, alike', async () => {
    const intent = await provider.createIntent(order());
    const other = await provider.createIntent(order());
    for (const [id, secret] of [
      [intent.id, other.clientSecret],
      [intent.id, ''],
      [intent.id, `${intent.clientSecret}x`],
      ['pi_test_unknown', intent.clientSecret],
    ]) {
      await expect(provider.confirmWithCard(id!, secret!, card('4242424242424242'))).rejects.toThrow(PaymentIntentNotFoundError);
      await expect(provider.resolveChallenge(id!, secret!, true)).rejects.toThrow(PaymentIntentNotFoundError);
    }
    expect((await provider.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });
});

describe('the 3-D Secure challenge', () => {
  const challenged = async () => {
    const intent = await provider.createIntent(order());
    await provider.confirmWithCard(intent.id, intent.clientSecret, card('4000002500003155'));
    return intent;
  };

  it('pays when approved, once', async () => {
    const intent = await challenged();
    expect(await provider.confirmWithCard(intent.id, intent.clientSecret, card('4242424242424242'))).toMatchObject({
      status: 'requires_action',
    });
    const paid = await provider.resolveChallenge(intent.id, intent.clientSecret, true);
    expect(paid).toMatchObject({ status: 'requires_capture', lastError: null, card: { brand: 'visa', last4: '3155' } });
    expect(await provider.resolveChallenge(intent.id, intent.clientSecret, false)).toEqual(paid);
  });

  it("fails with Stripe's authentication error when refused, and the shopper may pay again", async () => {
    const intent = await challenged();
    const refused = await provider.resolveChallenge(intent.id, intent.clientSecret, false);
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'payment_intent_authentication_failure',
        declineCode: null,
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect(await provider.resolveChallenge(intent.id, intent.clientSecret, true)).toEqual(refused);
    expect((await provider.confirmWithCard(intent.id, intent.clientSecret, card('4242424242424242'))).status).toBe('requires_capture');
  });
});

describe('re-pricing and cancelling', () => {
  it('updates the amount of an unpaid intent, restarting a pending challenge, and refuses it once paid', async () => {
    const intent = await provider.createIntent(order());
    expect(await provider.updateAmount(intent.id, 99.5, 'EUR')).toMatchObject({
      amountMinor: 9950,
      currency: 'EUR',
      status: 'requires_payment_method',
    });
    expect(await provider.updateAmount(intent.id, 20000, 'JPY')).toMatchObject({ amountMinor: 20000, currency: 'JPY' });
    await provider.confirmWithCard(intent.id, intent.clientSecret, card('4000002760003184'));
    expect(await provider.updateAmount(intent.id, 110, 'EUR')).toMatchObject({ amountMinor: 11000, status: 'requires_payment_method' });
    await provider.confirmWithCard(intent.id, intent.clientSecret, card('4242424242424242'));
    await provider.captureIntent(intent.id);
    await expect(provider.updateAmount(intent.id, 120, 'EUR')).rejects.toMatchObject({
      constructor: PaymentRequestRejectedError,
      code: 'payment_intent_unexpected_state',
    });
    expect((await provider.retrieveIntent(intent.id))?.amountMinor).toBe(11000);
    await expect(provider.updateAmount('pi_test_unknown', 120, 'EUR')).rejects.toThrow(PaymentIntentNotFoundError);
  });

  it('cancels an unpaid intent (twice is the same), voids an authorised one, never a captured one', async () => {
    const unpaid = await provider.createIntent(order());
    const canceled = await provider.cancelIntent(unpaid.id);
    expect(canceled.status).toBe('canceled');
    expect(await provider.cancelIntent(unpaid.id)).toEqual(canceled);
    expect(await provider.confirmWithCard(unpaid.id, unpaid.clientSecret, card('4242424242424242'))).toEqual(canceled);

    const authorised = await provider.createIntent(order());
    await provider.confirmWithCard(authorised.id, authorised.clientSecret, card('4242424242424242'));
    expect((await provider.cancelIntent(authorised.id)).status).toBe('canceled');
    await expect(provider.captureIntent(authorised.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });

    const paid = await provider.createIntent(order());
    await provider.confirmWithCard(paid.id, paid.clientSecret, card('4242424242424242'));
    await provider.captureIntent(paid.id);
    await expect(provider.cancelIntent(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(provider.cancelIntent('pi_test_unknown')).rejects.toThrow(PaymentIntentNotFoundError);
  });

  it('captures an authorised intent once, and refunds a captured one once', async () => {
    const intent = await provider.createIntent(order());
    await expect(provider.captureIntent(intent.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(provider.refundIntent(intent.id)).rejects.toMatchObject({ code: 'charge_not_captured' });
    await provider.confirmWithCard(intent.id, intent.clientSecret, card('4242424242424242'));
    const captured = await provider.captureIntent(intent.id);
    expect(captured).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
    expect(await provider.captureIntent(intent.id)).toEqual(captured);
    await provider.refundIntent(intent.id);
    await provider.refundIntent(intent.id);
    const refunds = logLines
      .map((line) => JSON.parse(line) as { msg: string })
      .filter((entry) => entry.msg === 'test card intent refunded');
    expect(refunds).toHaveLength(1);
  });

  it('keeps intents across a restart of the database', async () => {
    const intent = await provider.createIntent(order());
    await storage.close();
    storage = await openStorefrontStorage({ dataDir });
    const reopened = new TestCardPaymentProvider({
      intents: new TestCardIntents(storage.db),
      logger: pino({ level: 'silent' }),
      now: () => NOW,
    });
    expect(await reopened.retrieveIntent(intent.id)).toEqual(intent);
  });
});

describe('card data', () => {
  it('is never stored nor logged: only the brand and the last 4 digits', async () => {
    const typed: CardInput[] = [
      card('4242 4242 4242 4242', { expMonth: 11, expYear: 2031, cvc: '739' }),
      card('4000000000009995', { expMonth: 10, expYear: 2032, cvc: '738' }),
      card('4000002500003155', { expMonth: 9, expYear: 2033, cvc: '737' }),
      card('4242424242424241', { expMonth: 8, expYear: 2034, cvc: '736' }),
      card('378282246310005', { expMonth: 7, expYear: 2035, cvc: '7355' }),
    ];
    for (const entered of typed) {
      const intent = await provider.createIntent(order());
      await provider.confirmWithCard(intent.id, intent.clientSecret, entered);
    }
    await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(storage.db);
    const files = fs.readdirSync(dataDir).map((name) => fs.readFileSync(path.join(dataDir, name)).toString('latin1'));
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('test_card_intents')`.execute(storage.db)).rows.map(
      ({ name }) => name,
    );
    expect(columns.filter((name) => /number|cvc|exp|pan/i.test(name))).toEqual([]);
    expect((await intentRows()).map((row) => [row.card_brand, row.card_last4])).toEqual([
      ['visa', '4242'],
      ['visa', '9995'],
      ['visa', '3155'],
      [null, null],
      ['amex', '0005'],
    ]);

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(0);
    // Every key and value logged; no key names card data (codes such as incorrect_number are values).
    const keys: string[] = [];
    const values: string[] = [];
    const walk = (value: unknown): void => {
      if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          keys.push(key);
          walk(item);
        }
      } else values.push(String(value));
    };
    entries.forEach(walk);
    expect(keys.filter((key) => /cvc|exp|number|pan|card$/i.test(key))).toEqual([]);
    for (const entered of typed) {
      const digits = entered.number.replace(/ /g, '');
      for (const text of [...files, ...logLines]) {
        expect(text).not.toContain(digits);
        expect(text).not.toContain(entered.number);
        expect(text).not.toContain(digits.slice(0, 6) + digits.slice(6, -4));
      }
      expect(values).not.toContain(entered.cvc);
      expect(values).not.toContain(String(entered.expYear));
    }
  });
});
