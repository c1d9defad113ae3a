/** The owner's payments:review command over a real storefront database: payments given back, and completions still waiting. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStorefrontStorage } from '../../server/src/storage/database';
import { PaymentCompletions } from '../../server/src/storage/paymentCompletions';
import { PaymentReviews } from '../../server/src/storage/paymentReviews';

const root = path.resolve(__dirname, '../..');
let dataDir: string;

function review(...args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/paymentsReview.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-payments-review-'));
  const storage = await openStorefrontStorage({ dataDir });
  try {
    const base = { provider: 'test_card' as const, currency: 'EUR', detail: '' };
    const clock = (iso: string) => () => Date.parse(iso);
    await new PaymentReviews(storage.db, clock('2026-11-01T10:00:00.000Z')).record({
      ...base,
      paymentId: 'pi_test_old',
      orderId: 40,
      orderNumber: '40',
      action: 'refunded',
      reason: 'order_already_paid',
      amountMinor: 18490,
      orderCancelled: false,
    });
    const recent = new PaymentReviews(storage.db, clock('2026-11-20T10:00:00.000Z'));
    const soldOut = {
      ...base,
      paymentId: 'pi_test_soldout',
      orderId: 41,
      orderNumber: '41',
      action: 'voided' as const,
      reason: 'sold_out' as const,
      amountMinor: 18490,
      orderCancelled: true,
      detail: 'woocommerce_product_not_enough_stock, HTTP 400',
    };
    await recent.record(soldOut);
    // A payment is reviewed once: a second record of it changes nothing.
    await recent.record({ ...soldOut, reason: 'store_refused' });
    await new PaymentCompletions(storage.db, clock('2026-11-20T11:00:00.000Z')).add(42, 'pi_test_waiting', 'store unreachable');
  } finally {
    await storage.close();
  }
}, 30_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('lists the payments given back, newest first, with what was done and why, then the completions waiting', () => {
  const run = review();
  expect(run.status).toBe(0);
  expect(run.stdout.split('\n')).toEqual([
    'Payments given back (2, newest first):',
    '  2026-11-20T10:00:00.000Z  order 41 (cancelled)  test_card pi_test_soldout  EUR 184.90  authorisation voided, nothing taken: sold out before the payment was approved [woocommerce_product_not_enough_stock, HTTP 400]',
    '  2026-11-01T10:00:00.000Z  order 40  test_card pi_test_old  EUR 184.90  refunded in full: the order was already paid by another payment',
    'Completions waiting for the store (1; given back after 24 hours):',
    '  order 42  payment pi_test_waiting  since 2026-11-20T11:00:00.000Z  1 attempt(s)',
    '',
  ]);
}, 30_000);

it('filters by date, answers JSON, and refuses what it does not understand', () => {
  const json = JSON.parse(review('--since', '2026-11-10', '--json').stdout) as { givenBack: { paymentId: string }[]; pending: unknown[] };
  expect(json.givenBack.map((entry) => entry.paymentId)).toEqual(['pi_test_soldout']);
  expect(json.pending).toHaveLength(1);
  expect(review('--limit', '0').status).toBe(2);
  expect(review('--since', 'yesterday').status).toBe(2);
  expect(review('everything').status).toBe(2);
}, 30_000);
