/** One provider per process: Stripe when its keys are configured, else the offline test card; the start-up log says which. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../../server/src/config';
import { createPaymentProvider } from '../../../server/src/payments/createPaymentProvider';
import { StripePaymentProvider } from '../../../server/src/payments/stripe/stripeProvider';
import { TestCardPaymentProvider } from '../../../server/src/payments/testCard/testCardProvider';
import { openStorefrontStorage, type StorefrontStorage } from '../../../server/src/storage/database';
import { TestCardIntents } from '../../../server/src/storage/testCardIntents';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_51SecretNeverLogged',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Publishable',
  STRIPE_WEBHOOK_SECRET: 'whsec_NeverLogged',
};
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };

let dataDir: string;
let storage: StorefrontStorage;
let logLines: string[];
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-payments-'));
  storage = await openStorefrontStorage({ dataDir });
  logLines = [];
});
afterEach(async () => {
  await storage.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (env: NodeJS.ProcessEnv) => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  return createPaymentProvider(loadConfig(env), { testCardIntents: new TestCardIntents(storage.db), logger });
};
const logged = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string });

it('is Stripe when the keys are configured, with the publishable key for the browser', () => {
  const provider = create(KEYS);
  expect(provider).toBeInstanceOf(StripePaymentProvider);
  expect(provider.browserConfig).toEqual({ kind: 'stripe', publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY });
  expect(logged()).toEqual([expect.objectContaining({ level: 30, msg: 'payments: Stripe (test mode)' })]);
});

it('warns, without the key, when a test key runs in production', () => {
  expect(create({ ...KEYS, ...PRODUCTION })).toBeInstanceOf(StripePaymentProvider);
  expect(logged()).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/test mode.*production/) })]);
  expect(logLines.join('\n')).not.toMatch(/NeverLogged/);
});

it('is the offline test card without keys, and warns about it in production', () => {
  const provider = create({});
  expect(provider).toBeInstanceOf(TestCardPaymentProvider);
  expect(provider.id === 'test_card' && typeof provider.confirmWithCard).toBe('function');
  expect(create(PRODUCTION)).toBeInstanceOf(TestCardPaymentProvider);
  expect(logged().map((entry) => entry.level)).toEqual([30, 40]);
});
