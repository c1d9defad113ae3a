import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/testkit/freePort';
import { expect, test } from './fixtures';

/**
 * A page viewed again costs the store nothing, counted in the browser (issue 22): the built server on its
 * own port, its request log read (each request's line says the store calls it made: the page's render
 * and every query after hydration alike), each page viewed twice in Chromium, refresh off so that the
 * first view reads what it needs (the count sees it) and the second reads nothing.
 */

interface Shop {
  baseURL: string;
  /** Store calls of every request answered so far. */
  storeCalls(): number;
  stop(): Promise<void>;
}

async function startCountingShop(): Promise<Shop> {
  const root = path.resolve(__dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-traffic-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let total = 0;
  let pending = '';
  const server: ChildProcess = spawn(process.execPath, ['dist/server/src/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', CATALOG_REFRESH_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { req?: unknown; storeCalls?: number };
      if (entry.req && typeof entry.storeCalls === 'number') total += entry.storeCalls;
    }
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, storeCalls: () => total, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the counting server did not become ready');
}

let shop: Shop;
test.beforeAll(async () => {
  shop = await startCountingShop();
});
test.afterAll(async () => {
  await shop?.stop();
});

test('home, /men, a product and /collections, each viewed again, cost the store nothing', async ({ page }) => {
  test.setTimeout(180_000);
  /** One view: the page, scrolled to its end, until its network is idle; the store calls it cost. */
  const view = async (pagePath: string) => {
    const before = shop.storeCalls();
    await page.goto(`${shop.baseURL}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Idle for 500 ms: every request's line has come through the pipe by then.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return shop.storeCalls() - before;
  };
  const first: Record<string, number> = {};
  const again: Record<string, number> = {};
  for (const pagePath of ['/', '/men', '/products/montmartre', '/collections']) {
    first[pagePath] = await view(pagePath);
    again[pagePath] = await view(pagePath);
  }
  // The count sees the store: the shop's first listing read its section's categories.
  expect(first['/men']).toBeGreaterThan(0);
  expect(again).toEqual({ '/': 0, '/men': 0, '/products/montmartre': 0, '/collections': 0 });
});
