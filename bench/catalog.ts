/**
 * `npm run bench:catalog`: what one product listing costs.
 *
 * Starts the real storefront in-process over the embedded local store (a fresh, seeded temp
 * DATA_DIR), then measures:
 *   1. store calls for one 12-product listing, cold (caches cleared) and warm (the same query again);
 *   2. the warm listing under load (autocannon, 10 connections, BENCH_SECONDS, default 10), beside a
 *      bare Express handler on another port answering the same JSON body with res.json: the ratio is
 *      what GraphQL, the caches and the middleware cost over the floor of Express on this machine.
 */
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import express from 'express';
import { loadConfig } from '../server/src/config';
import { createLogger } from '../server/src/logger';
import { startServer, type RunningServer } from '../server/src/server';

const QUERY =
  'query Bench($filter: ProductFilterInput){ products(filter:$filter, pageSize:12){ totalCount nodes { id slug name price { amount currencyCode } images { url alt } colors { value label } availability } } }';
const REQUEST_BODY = JSON.stringify({ query: QUERY, variables: { filter: { section: 'MEN' } } });
const HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
const CONNECTIONS = 10;

interface ListingAnswer {
  data?: { products?: { totalCount: number; nodes: unknown[] } };
  errors?: { message: string }[];
}

function benchSeconds(): number {
  const raw = process.env.BENCH_SECONDS;
  const value = Number(raw);
  if (raw === undefined || raw === '') return 10;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`BENCH_SECONDS must be a positive number of seconds, not "${raw}"`);
  return value;
}

/** The same origin on 127.0.0.1: the server listens on IPv4, and "localhost" may resolve to ::1 first. */
function loopback(url: string): string {
  return `http://127.0.0.1:${new URL(url).port}`;
}

async function listing(origin: string): Promise<{ text: string; answer: ListingAnswer }> {
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: HEADERS, body: REQUEST_BODY });
  const text = await response.text();
  if (!response.ok) throw new Error(`listing query answered HTTP ${response.status}: ${text.slice(0, 500)}`);
  const answer = JSON.parse(text) as ListingAnswer;
  if (answer.errors?.length) throw new Error(`listing query failed: ${answer.errors.map((error) => error.message).join('; ')}`);
  if (!answer.data?.products) throw new Error(`listing query returned no products: ${text.slice(0, 500)}`);
  return { text, answer };
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: HEADERS,
    body: REQUEST_BODY,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`load test of ${url} had ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '))
    .map((line) => `  ${line}`.trimEnd())
    .join('\n');
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  const seconds = benchSeconds();
  const warmupSeconds = Math.min(2, seconds);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  const logger = createLogger('silent');
  // WOO_URL is blanked so the benchmark always runs over the embedded local store.
  const config = loadConfig({ ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', WOO_URL: '' });
  let server: RunningServer | undefined;
  let bare: Server | undefined;
  try {
    const started = Date.now();
    server = await startServer({ ...config }, logger);
    const startMs = Date.now() - started;
    const origin = loopback(server.url);
    const http = server.store.http;

    // 1. Store calls for one listing.
    await server.services.catalog.invalidate();
    let before = http.requestCount;
    const cold = await listing(origin);
    const coldCalls = http.requestCount - before;
    before = http.requestCount;
    const warm = await listing(origin);
    const warmCalls = http.requestCount - before;
    const products = warm.answer.data!.products!;

    // 2. Throughput and p99, storefront then bare Express, one after the other (2 cores).
    const body: unknown = JSON.parse(warm.text);
    const app = express();
    app.disable('x-powered-by');
    app.post('/graphql', (_req, res) => {
      res.json(body);
    });
    bare = await listen(app);
    const bareOrigin = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

    await load(`${origin}/graphql`, warmupSeconds);
    before = http.requestCount;
    const storefront = await load(`${origin}/graphql`, seconds);
    const loadCalls = http.requestCount - before;
    await load(`${bareOrigin}/graphql`, warmupSeconds);
    const floor = await load(`${bareOrigin}/graphql`, seconds);

    const cpu = os.cpus();
    console.log(`\nCatalog listing benchmark: section MEN, pageSize 12, embedded local store`);
    console.log(`Node ${process.version}, ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}; server started in ${startMs} ms`);
    console.log(`Answer: ${products.nodes.length} of ${products.totalCount} products, ${Buffer.byteLength(warm.text)} bytes`);
    if (cold.text !== warm.text) console.log('Note: the cold and warm answers differ.');

    console.log('\nStore calls for one listing');
    console.log(
      table([
        ['', 'store calls'],
        ['cold (after catalog.invalidate())', String(coldCalls)],
        ['warm (same query again)', String(warmCalls)],
        [`during the ${seconds} s load test`, String(loadCalls)],
      ]),
    );

    console.log(
      `\nWarm listing under load: autocannon, ${CONNECTIONS} connections, ${seconds} s each (after ${warmupSeconds} s of warm-up)`,
    );
    console.log(
      table([
        ['', 'req/s', 'p50 ms', 'p99 ms', 'requests'],
        [
          'storefront POST /graphql',
          fixed(storefront.requests.average),
          fixed(storefront.latency.p50),
          fixed(storefront.latency.p99),
          String(storefront.requests.total ?? 0),
        ],
        [
          'bare Express res.json',
          fixed(floor.requests.average),
          fixed(floor.latency.p50),
          fixed(floor.latency.p99),
          String(floor.requests.total ?? 0),
        ],
        [
          'storefront / bare',
          fixed(storefront.requests.average / floor.requests.average, 2),
          fixed(storefront.latency.p50 / Math.max(floor.latency.p50, 1), 2),
          fixed(storefront.latency.p99 / Math.max(floor.latency.p99, 1), 2),
          '',
        ],
      ]),
    );
    console.log(`\n(autocannon's latency histogram has 1 ms resolution: the latency ratios count a bare figure under 1 ms as 1 ms)\n`);
  } finally {
    if (bare) await closeServer(bare);
    if (server) await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
