/**
 * Thousands of invalid operations and variables, generated from the schema for every query and
 * mutation (tests/server/fuzz/generate.ts, seeded): the server never answers 5xx, every error carries
 * an `extensions.code` (none of them an internal error), and the store's data is the same afterwards.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildASTSchema, parse } from 'graphql';
import { loadTypeDefs } from '../../../server/src/graphql/schema';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { invalidRequests, type FuzzRequest } from './generate';

const SEED = 20261123;
const REQUESTS = 3000;
const CONCURRENCY = 8;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** What the store holds: counts and stock of products, orders, customers and their notes. */
function storeSnapshot() {
  const db = new Database(path.join(server.dataDir, 'localstore.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM products) AS products,
                (SELECT COALESCE(SUM(stock_quantity), 0) FROM products) AS stock,
                (SELECT COUNT(*) FROM orders) AS orders,
                (SELECT COUNT(*) FROM order_items) AS orderItems,
                (SELECT COUNT(*) FROM customers) AS customers`,
      )
      .get();
  } finally {
    db.close();
  }
}

interface Outcome {
  request: FuzzRequest;
  status: number;
  errors: { message: string; extensions?: { code?: unknown } }[];
}

async function send(request: FuzzRequest): Promise<Outcome> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: request.query, variables: request.variables }),
  });
  const text = await response.text();
  let body: { errors?: Outcome['errors'] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { request, status: response.status, errors: body.errors ?? [] };
}

it(`answers ${REQUESTS} invalid operations with coded errors, no 5xx, and the store unchanged`, async () => {
  const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
  const requests = invalidRequests(schema, SEED, REQUESTS);
  const before = storeSnapshot();

  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) outcomes.push(await send(requests[next++]!));
    }),
  );

  const show = (outcome: Outcome) => `${outcome.status} ${outcome.request.label}: ${JSON.stringify(outcome.errors).slice(0, 300)}`;
  expect(outcomes.filter((outcome) => outcome.status >= 500).map(show)).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.errors.some((error) => typeof error.extensions?.code !== 'string')).map(show)).toEqual([]);
  expect(
    outcomes.filter((outcome) => outcome.errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')).map(show),
  ).toEqual([]);
  expect(storeSnapshot()).toEqual(before);
  const res = await fetch(`${server.url}/healthz`);
  expect(res.status).toBe(200);
}, 90_000);
