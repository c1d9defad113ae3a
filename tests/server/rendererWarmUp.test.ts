/**
 * The server renderer is loaded and warmed at start, before /readyz says ready (issue 22): the first
 * shopper after a deploy waits no longer than the next one. Real server over the local store, with the
 * client's renderer built as the shop's (helpers/renderedClient.ts); the warm-up's own page operations
 * are held back here (this process's fetch to /graphql) to see the server while it warms.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';
import { buildRenderedClient, type RenderedClient } from './helpers/renderedClient';

interface LogLine {
  msg: string;
  pages?: string[];
}

/** A logger whose lines the test reads, in order. */
function recordingLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines, count: (msg: string) => lines.filter((line) => line.msg === msg).length };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Holds this process's POSTs to a /graphql (the warm-up's page operations) until `release()`. */
function holdGraphqlPosts() {
  const original = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/graphql') && init?.method === 'POST') {
      held += 1;
      await released;
    }
    return original(input, init);
  };
  return {
    held: () => held,
    release,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function readiness(url: string): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; checks: Record<string, string> } };
}

async function page(url: string, pagePath: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${url}${pagePath}`, { headers: { accept: 'text/html', 'accept-language': 'fr-FR', ...headers } });
  return response.text();
}

const rendered = (html: string) => html.includes('id="page-state"');

/** Starts the real server over a fresh local store on `port` (it resolves once warm, as /readyz says ready). */
async function start(clientDist: string, logger: pino.Logger, port = 0): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-warmup-'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    CLIENT_DIST: clientDist,
    // Off by default in tests (config.ts): on, as in production.
    RENDERER_WARM_UP: 'true',
  });
  return { server: await startServer(config, logger), dataDir };
}

describe('a freshly started server with the built renderer', () => {
  let client: RenderedClient;
  beforeAll(() => {
    client = buildRenderedClient();
  }, 180_000);
  afterAll(() => client?.remove());

  it('is not ready until its renderer is loaded and has drawn home, a listing and a product; its first page then loads nothing', async () => {
    const log = recordingLogger();
    const hold = holdGraphqlPosts();
    let started: { server: RunningServer; dataDir: string } | undefined;
    const port = await freePort();
    const starting = start(client.clientDist, log.logger, port);
    try {
      // Warming: the server listens, the renderer is loaded, its first page waits for its operations.
      await until(() => hold.held() > 0, 30_000);
      const warming = await readiness(`http://127.0.0.1:${port}`);
      expect(warming.status).toBe(503);
      expect(warming.body.checks).toEqual({ store: 'ok', sharedState: 'ok', database: 'ok', renderer: 'warming' });
      expect(log.count('server renderer warmed up')).toBe(0);

      hold.release();
      started = await starting;
      const { server } = started;
      const ready = await readiness(server.url);
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ store: 'ok', sharedState: 'ok', database: 'ok' });
      const warmed = log.lines.find((line) => line.msg === 'server renderer warmed up');
      expect(warmed?.pages).toEqual(['/', '/men', expect.stringMatching(/^\/products\/[a-z0-9-]+$/)]);
      expect(log.count('server renderer loaded')).toBe(1);

      // A visitor with a session of their own: the page is rendered for them, not a kept one.
      const first = await page(server.url, '/men', { cookie: 'sid=s%3Afirst.shopper' });
      expect(rendered(first)).toBe(true);
      expect(first).toContain('Montmartre');
      expect(log.count('server renderer loaded')).toBe(1);
    } finally {
      hold.restore();
      hold.release();
      started ??= await starting.catch(() => undefined);
      await started?.server.close();
      if (started) fs.rmSync(started.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

// The bound: a renderer that cannot be loaded is logged, and the server is ready all the same.
it('becomes ready when its renderer fails to warm up, and sends pages as the plain shell', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-broken-ssr-'));
  const clientDist = path.join(dir, 'client');
  fs.mkdirSync(clientDist);
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.copyFileSync(path.join(__dirname, '../../client/index.html'), path.join(clientDist, 'index.html'));
  fs.writeFileSync(path.join(dir, 'ssr', 'entry-server.cjs'), "throw new Error('a broken build');\n");
  const log = recordingLogger();
  let started: { server: RunningServer; dataDir: string } | undefined;
  try {
    started = await start(clientDist, log.logger);
    expect(log.count('server renderer not warmed up: pages are rendered on demand')).toBe(1);
    const ready = await readiness(started.server.url);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ store: 'ok', sharedState: 'ok', database: 'ok' });
    const html = await page(started.server.url, '/men');
    expect(rendered(html)).toBe(false);
    expect(html).toContain('<div id="root"></div>');
  } finally {
    await started?.server.close();
    if (started) fs.rmSync(started.dataDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
