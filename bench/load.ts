/**
 * `npm run bench:load`: 50 concurrent shoppers browsing and buying for a minute against two storefront
 * replicas that share a redis-server and a PostgreSQL, over one local store, as behind a load balancer (each shopper
 * has its own address in X-Forwarded-For and alternates between the replicas).
 *
 * Each shopper loops: the listing, a category list, a product, a quote, then an order paid with the
 * offline test card (a new browser session after each purchase). One variation has only a few units,
 * so shoppers race for it. Each replica has its own DATA_DIR; the storefront's records (the offline test
 * card's payments among them) are in the shared PostgreSQL, so a payment started on one replica is found
 * by the other, as in production. Prints requests, errors (must be 0), p50/p99 latency, orders placed and paid,
 * and oversold units (must be 0). LOAD_SHOPPERS (50) and LOAD_SECONDS (60) change the run.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { PAY, PLACE, QUOTE, card, placeInput, type CartLine } from '../server/testkit/checkoutOps';
import { startPostgresServer } from '../server/testkit/postgresServer';
import { startRedisServer } from '../server/testkit/redisServer';
import { REPLICA_SESSION_SECRET, startSharedStore } from '../server/testkit/sharedStore';
import { startTestServer, type GraphQLResponse } from '../server/testkit/testServer';
import { percentile, positiveInt } from './figures';

const SCARCE = { productId: '310', variationId: '312', units: 25 };
const PLENTY = { productId: '310', variationId: '311', units: 1_000_000 };

const LISTING = `query Listing { products(filter: { section: ALL }, pageSize: 12) { totalCount nodes { slug name price { amount } } } }`;
const CATEGORIES = `query Categories { categories { id slug name } }`;
const PRODUCT = `query Product($slug: String!) { product(slug: $slug) { id name variations { sku price { amount } } } }`;

interface Placed {
  placeOrder: { order: { id: string } | null; payment: { id: string; clientSecret: string } | null; errors: { code: string }[] };
}

const stats = {
  requests: 0,
  errors: 0,
  latencies: [] as number[],
  byOperation: new Map<string, number[]>(),
  placed: 0,
  paid: 0,
  outOfStock: 0,
  firstErrors: [] as string[],
};

function recordError(what: string) {
  stats.errors += 1;
  if (stats.firstErrors.length < 5) stats.firstErrors.push(what.slice(0, 300));
}

/** One browser: its cookie, its address, the replica it is sent to for each request. */
function browser(origins: readonly string[], address: string) {
  let cookie = '';
  let turn = 0;
  return async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T> | null> {
    const origin = origins[turn++ % origins.length]!;
    const started = performance.now();
    stats.requests += 1;
    try {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
      if (set) cookie = set.split(';')[0] ?? '';
      const body = (await response.json()) as GraphQLResponse<T>;
      const elapsed = performance.now() - started;
      stats.latencies.push(elapsed);
      const operation = /^\s*(?:query|mutation)\s*(\w*)/.exec(query)?.[1] || 'anonymous';
      stats.byOperation.set(operation, [...(stats.byOperation.get(operation) ?? []), elapsed]);
      if (response.status !== 200 || body.errors) {
        recordError(`${response.status} ${JSON.stringify(body.errors)}`);
        return null;
      }
      return body;
    } catch (error) {
      recordError(String(error));
      return null;
    }
  };
}

async function shopper(index: number, origins: readonly string[], methodId: string, totals: Map<string, number>, until: number) {
  const address = `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  for (let round = 0; Date.now() < until; round++) {
    const gql = browser(origins, address);
    await gql(LISTING);
    await gql(CATEGORIES);
    await gql(PRODUCT, { slug: 'montmartre' });
    const item = round % 3 === 0 ? SCARCE : PLENTY;
    const lines: CartLine[] = [{ key: item.variationId, productId: item.productId, variationId: item.variationId, quantity: 1 }];
    await gql(QUOTE, { input: { lines, country: 'FR', postcode: '75002', shippingMethodId: methodId } });
    const placed = (await gql<Placed>(PLACE, { input: placeInput(lines, methodId, totals.get(item.variationId)!) }))?.data?.placeOrder;
    if (!placed) continue;
    if (!placed.order || !placed.payment) {
      if (placed.errors.every((error) => error.code === 'OUT_OF_STOCK')) stats.outOfStock += 1;
      else recordError(`placeOrder: ${JSON.stringify(placed.errors)}`);
      continue;
    }
    stats.placed += 1;
    const paid = await gql<{ payWithTestCard: { order: { paid: boolean } | null } }>(PAY, {
      input: {
        orderId: placed.order.id,
        paymentId: placed.payment.id,
        clientSecret: placed.payment.clientSecret,
        card: card('4242424242424242'),
      },
    });
    if (paid?.data?.payWithTestCard.order?.paid) stats.paid += 1;
    else if (paid) recordError(`payment not recorded: ${JSON.stringify(paid.data)}`);
  }
}

async function main() {
  const shoppers = positiveInt('LOAD_SHOPPERS', 50);
  const seconds = positiveInt('LOAD_SECONDS', 60);
  const redis = await startRedisServer();
  const shared = await startSharedStore('storefront-load-store-');
  const postgres = await startPostgresServer();
  const databaseUrl = await postgres.createDatabase('storefront_load');
  const env = {
    ...shared.env,
    REDIS_URL: redis.url,
    SESSION_SECRET: REPLICA_SESSION_SECRET,
    TRUST_PROXY: 'loopback',
    DATABASE_URL: databaseUrl,
  };
  const replicas = await Promise.all([startTestServer(env), startTestServer(env)]);
  const db = new Database(path.join(shared.dir, 'localstore.sqlite'));
  try {
    const setStock = db.prepare(
      "UPDATE products SET manage_stock = 1, stock_quantity = ?, stock_status = 'instock', backorders = 'no' WHERE id = ?",
    );
    setStock.run(SCARCE.units, Number(SCARCE.variationId));
    setStock.run(PLENTY.units, Number(PLENTY.variationId));

    const origins = replicas.map((replica) => replica.url);
    const probe = browser(origins, '10.0.0.1');
    const lines = (variationId: string) => [{ key: variationId, productId: '310', variationId, quantity: 1 }];
    const methods = await probe<{ checkoutQuote: { shippingMethods: { id: string; methodId: string }[] } }>(QUOTE, {
      input: { lines: lines(PLENTY.variationId), country: 'FR', postcode: '75002' },
    });
    const methodId = methods!.data!.checkoutQuote.shippingMethods.find((method) => method.methodId === 'flat_rate')!.id;
    const totals = new Map<string, number>();
    for (const variationId of [SCARCE.variationId, PLENTY.variationId]) {
      const quoted = await probe<{ checkoutQuote: { total: { amount: number } } }>(QUOTE, {
        input: { lines: lines(variationId), country: 'FR', postcode: '75002', shippingMethodId: methodId },
      });
      totals.set(variationId, quoted!.data!.checkoutQuote.total.amount);
    }
    Object.assign(stats, { requests: 0, errors: 0, latencies: [], byOperation: new Map() });

    console.log(`${shoppers} shoppers for ${seconds} s over 2 replicas sharing redis-server and PostgreSQL, one local store...`);
    const started = Date.now();
    const until = started + seconds * 1000;
    await Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(index, origins, methodId, totals, until)));
    const elapsed = (Date.now() - started) / 1000;

    const scarce = db
      .prepare(
        `SELECT COALESCE(SUM(i.quantity), 0) AS sold FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.type = 'line_item' AND i.variation_id = ? AND o.status IN ('processing', 'completed')`,
      )
      .get(Number(SCARCE.variationId)) as { sold: number };
    const stockLeft = (db.prepare('SELECT stock_quantity AS q FROM products WHERE id = ?').get(Number(SCARCE.variationId)) as { q: number })
      .q;
    const oversold = Math.max(0, scarce.sold - SCARCE.units, -stockLeft);
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    console.log(`requests           ${stats.requests} (${(stats.requests / elapsed).toFixed(0)}/s)`);
    console.log(`errors             ${stats.errors}${stats.errors ? ` (must be 0): ${stats.firstErrors.join(' | ')}` : ''}`);
    console.log(`latency            p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    for (const [operation, latencies] of stats.byOperation) {
      const each = [...latencies].sort((a, b) => a - b);
      console.log(
        `  ${operation.padEnd(17)}${each.length} requests, p50 ${percentile(each, 50).toFixed(1)} ms, p99 ${percentile(each, 99).toFixed(1)} ms`,
      );
    }
    console.log(`orders placed      ${stats.placed}, paid ${stats.paid}, refused out of stock ${stats.outOfStock}`);
    console.log(`scarce item        ${scarce.sold} of ${SCARCE.units} units sold, ${stockLeft} left`);
    console.log(`oversold units     ${oversold} (must be 0)`);
    if (stats.errors > 0 || oversold > 0) process.exitCode = 1;
  } finally {
    db.close();
    await Promise.all(replicas.map((replica) => replica.close()));
    await shared.close();
    await redis.stop();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
