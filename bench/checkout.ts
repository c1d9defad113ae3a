/**
 * `npm run bench:checkout`: what selling costs, on the offline test card and the embedded local store.
 *
 * Starts the real storefront in-process over a fresh, seeded temp DATA_DIR, then prints:
 *   1. server time from placeOrder to a confirmed (paid) order, one shopper at a time (p50, p95; goal p50 < 300 ms);
 *   2. paid orders per second with 20 concurrent buyers (BENCH_ORDERS each, default 5);
 *   3. units oversold when 20 buyers race for the last 5 units (must be 0).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/src/config';
import { createLogger } from '../server/src/logger';
import { startServer } from '../server/src/server';
import { gqlSession, type GqlSession } from '../server/testkit/gqlSession';
import { PAY, PLACE, QUOTE, card, placeInput, type CartLine } from '../server/testkit/checkoutOps';
import { percentile, positiveInt } from './figures';

const PRODUCT = '310';
const VARIATION = '312';
const BUYERS = 20;

interface Placed {
  placeOrder: { order: { id: string } | null; payment: { id: string; clientSecret: string } | null; errors: { code: string }[] };
}
interface Paid {
  payWithTestCard: { order: { paid: boolean } | null };
}

async function checkout(session: GqlSession, methodId: string, total: number, lines: CartLine[]): Promise<'paid' | 'refused'> {
  const placed = (await session.gql<Placed>(PLACE, { input: placeInput(lines, methodId, total) })).data?.placeOrder;
  if (!placed?.order || !placed.payment) {
    if (placed?.errors.some((error) => error.code === 'OUT_OF_STOCK')) return 'refused';
    throw new Error(`placeOrder failed: ${JSON.stringify(placed?.errors)}`);
  }
  const paid = await session.gql<Paid>(PAY, {
    input: {
      orderId: placed.order.id,
      paymentId: placed.payment.id,
      clientSecret: placed.payment.clientSecret,
      card: card('4242424242424242'),
    },
  });
  if (!paid.data?.payWithTestCard.order?.paid) throw new Error(`payment failed: ${JSON.stringify(paid)}`);
  return 'paid';
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const server = await startServer(config, createLogger('silent'));
  const origin = `http://127.0.0.1:${new URL(server.url).port}`;
  const store = new Database(path.join(dataDir, 'localstore.sqlite'));
  const setStock = (quantity: number) =>
    store
      .prepare("UPDATE products SET manage_stock = 1, stock_quantity = ?, stock_status = 'instock', backorders = 'no' WHERE id = ?")
      .run(quantity, Number(VARIATION));
  try {
    const lines: CartLine[] = [{ key: 'bench', productId: PRODUCT, variationId: VARIATION, quantity: 1 }];
    const probe = gqlSession(origin);
    const first = await probe.gql<{ checkoutQuote: { shippingMethods: { id: string }[] } }>(QUOTE, {
      input: { lines, country: 'FR', postcode: '75002' },
    });
    const methodId = first.data!.checkoutQuote.shippingMethods[0]!.id;
    const quoted = await probe.gql<{ checkoutQuote: { total: { amount: number } } }>(QUOTE, {
      input: { lines, country: 'FR', postcode: '75002', shippingMethodId: methodId },
    });
    const total = quoted.data!.checkoutQuote.total.amount;

    const orders = positiveInt('BENCH_ORDERS', 5);
    setStock(100_000);
    await checkout(probe, methodId, total, lines); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await checkout(gqlSession(origin), methodId, total, lines);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `place-order to confirmed, one shopper at a time (30 orders): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (goal: p50 under 300 ms)`,
    );

    const buyers = Array.from({ length: BUYERS }, () => gqlSession(origin));
    const started = performance.now();
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let i = 0; i < orders; i++) await checkout(buyer, methodId, total, lines);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${BUYERS} concurrent buyers x ${orders} orders: ${((BUYERS * orders) / seconds).toFixed(1)} paid orders/s (${seconds.toFixed(2)} s)`,
    );

    setStock(5);
    const race = await Promise.all(Array.from({ length: BUYERS }, () => checkout(gqlSession(origin), methodId, total, lines)));
    const sold = race.filter((outcome) => outcome === 'paid').length;
    const left = (store.prepare('SELECT stock_quantity AS q FROM products WHERE id = ?').get(Number(VARIATION)) as { q: number }).q;
    console.log(
      `${BUYERS} buyers racing for 5 units: ${sold} sold, ${race.length - sold} refused, stock left ${left}, units oversold ${Math.max(0, sold - 5)}`,
    );
  } finally {
    store.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
