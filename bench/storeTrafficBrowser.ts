/**
 * A browser's whole page view and what it cost the store: the page's server render and every query the
 * page sends once hydrated, in a real Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH),
 * over the built shop (dist/client and its server renderer dist/ssr: `npm run build` first) served by the
 * real storefront in this process over a fresh embedded store. For bench/storeTraffic.ts.
 *
 * A view's cost is the store calls the server made while answering the view's own requests (each
 * request's count, server/src/http/requestStats.ts, read from its log line): a catalog refresh running
 * meanwhile is not the view's. What the store saw in the same time, refresh included (what a proxy
 * between the shop and the store counts), is given beside it with the routes, whenever it is not 0.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { loadConfig } from '../server/src/config';
import { startServer, type RunningServer } from '../server/src/server';

const ROOT = path.resolve(__dirname, '..');
export const BUILT_CLIENT = path.join(ROOT, 'dist', 'client');

/** What one view cost the store. */
export interface ViewCost {
  /** Store calls made for the view's own requests (HTML, /graphql, pictures). */
  storeCalls: number;
  /** Every store call made while the view ran (a refresh meanwhile included), as a proxy would count them. */
  storeSaw: number;
  /** Their routes (below /wp-json/), when there were any. */
  routes: string[];
  /** The page's GraphQL operations sent after hydration. */
  operations: string[];
}

export interface BrowserShop {
  origin: string;
  server: RunningServer;
  /** A shopper: a new visitor, or one with a session of their own (every page rendered for them). */
  shopper(kind: 'visitor' | 'session'): Promise<BrowserContext>;
  /** Views `pagePath` in a new tab of `shopper`, scrolled to its end, until the network is idle. */
  view(shopper: BrowserContext, pagePath: string): Promise<ViewCost>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Below /wp-json/, OAuth parameters left out; null for what is not a store call. */
function storeRoute(url: string): string | null {
  const parsed = new URL(url);
  const at = parsed.pathname.indexOf('/wp-json/');
  if (at < 0) return null;
  for (const name of [...parsed.searchParams.keys()]) if (name.startsWith('oauth_')) parsed.searchParams.delete(name);
  const query = parsed.searchParams.toString();
  return parsed.pathname.slice(at + '/wp-json/'.length) + (query ? `?${query}` : '');
}

/**
 * Starts the shop (`refreshSeconds`: CATALOG_REFRESH_SECONDS, 0 for off) and Chromium. Resolves once
 * the server says it is ready.
 */
export async function startBrowserShop(refreshSeconds: number): Promise<BrowserShop> {
  if (!fs.existsSync(path.join(BUILT_CLIENT, 'index.html')) || !fs.existsSync(path.join(ROOT, 'dist', 'ssr', 'entry-server.cjs'))) {
    throw new Error('the client is not built: run `npm run build` first');
  }
  const requestCalls: number[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as { req?: unknown; storeCalls?: number };
        if (entry.req && typeof entry.storeCalls === 'number') requestCalls.push(entry.storeCalls);
      }
      done();
    },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-traffic-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIST: BUILT_CLIENT,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'info',
    // Always the embedded local store.
    WOO_URL: '',
    CATALOG_REFRESH_SECONDS: String(refreshSeconds),
  });
  const server = await startServer(config, pino({ level: 'info' }, sink));
  const storeCalls: string[] = [];
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const route = storeRoute(input instanceof Request ? input.url : String(input));
    if (route !== null) storeCalls.push(route);
    return originalFetch(input, init);
  };
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  } catch (error) {
    globalThis.fetch = originalFetch;
    await server.close();
    throw error;
  }
  return {
    origin,
    server,
    async shopper(kind) {
      const context = await browser.newContext({ locale: 'fr-FR' });
      // Not a valid session, but a cookie of its name: the page is rendered for this browser, never a kept one.
      if (kind === 'session') await context.addCookies([{ name: 'sid', value: 's%3Abench.unsigned', url: origin }]);
      return context;
    },
    async view(shopper, pagePath) {
      const tab = await shopper.newPage();
      const operations: string[] = [];
      tab.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/graphql') return;
        const body = request.postDataJSON() as { operationName?: string } | null;
        operations.push(body?.operationName ?? new URL(request.url()).searchParams.get('operationName') ?? 'anonymous');
      });
      const requestsBefore = requestCalls.length;
      const storeBefore = storeCalls.length;
      const answer = await tab.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
      if (answer?.status() !== 200) throw new Error(`${pagePath} answered ${answer?.status()}`);
      // What shows further down asks for its data too.
      await tab.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await tab.waitForLoadState('networkidle', { timeout: 60_000 });
      await tab.close();
      const routes = storeCalls.slice(storeBefore);
      return {
        storeCalls: requestCalls.slice(requestsBefore).reduce((sum, calls) => sum + calls, 0),
        storeSaw: routes.length,
        routes,
        operations,
      };
    },
    async close() {
      await browser.close();
      globalThis.fetch = originalFetch;
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
