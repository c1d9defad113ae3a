/**
 * The request log: one JSON line per request with its id, status, duration, the GraphQL operation it
 * ran and the store calls it cost; the session cookie never in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';

let server: RunningServer;
let dataDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-log-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', DATA_DIR: dataDir });
  const logger = pino(
    { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  server = await startServer(config, logger);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('logs the operation, its store calls and its duration under the request id', async () => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'sid=s%3Asecret-session-value' },
    body: JSON.stringify({ query: 'query ShopFront { products(pageSize: 2) { totalCount } }', operationName: 'ShopFront' }),
  });
  expect(response.status).toBe(200);
  const requestId = response.headers.get('x-request-id');
  // pino-http writes its line when the answer has been sent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const line = lines.find((entry) => (entry.req as { id?: string } | undefined)?.id === requestId && entry.msg === 'request completed');
  expect(line).toMatchObject({ operation: 'ShopFront', res: { statusCode: 200 } });
  expect(line!.storeCalls).toBeGreaterThanOrEqual(1);
  expect(typeof line!.storeMs).toBe('number');
  expect(typeof line!.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('secret-session-value');
});

it('counts no store call for a request that needs none', async () => {
  const response = await fetch(`${server.url}/robots.txt`);
  const requestId = response.headers.get('x-request-id');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const line = lines.find((entry) => (entry.req as { id?: string } | undefined)?.id === requestId);
  expect(line).toMatchObject({ storeCalls: 0 });
  expect(line!.operation).toBeUndefined();
});
