/**
 * `npm run bench:traffic`: store calls per page view, cold and warm.
 *
 * Starts the real storefront in-process over the embedded local store (a fresh, seeded temp DATA_DIR,
 * and a stand-in for the built client's index.html: the page's head is what costs the store), then
 * views each page as a browser does (server/testkit/pageViews.ts: the HTML GET, then the client's
 * own GraphQL documents for that page) and counts the store calls:
 *   - nothing cached: every cache emptied first (catalog, rates, responses), no refresh run;
 *   - first view: what a running shop holds (the catalog refresh's reads at start and after every order:
 *     the whole catalog's set, the categories, the rates), nothing of this page yet;
 *   - warm: the same page again, right after.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { createLogger } from '../server/src/logger';
import { startServer, type RunningServer } from '../server/src/server';
import { gqlSession } from '../server/testkit/gqlSession';
import {
  cartPage,
  checkoutPage,
  collectionsPage,
  homePage,
  menPage,
  productPage,
  shellClientDist,
  viewPage,
  type ClientCartLine,
  type PageView,
} from '../server/testkit/pageViews';

interface ProductsAnswer {
  products: { nodes: { id: string; slug: string; variations: { id: string }[] }[] };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '))
    .map((line) => `  ${line}`.trimEnd())
    .join('\n');
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  const shell = shellClientDist();
  // WOO_URL is blanked so the benchmark always runs over the embedded local store.
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIST: shell.dir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WOO_URL: '',
    // The production default (tests turn it off): refreshes are run by hand below, between page views.
    CATALOG_REFRESH_SECONDS: '45',
  });
  let server: RunningServer | undefined;
  try {
    server = await startServer(config, createLogger('silent'));
    const running = server;
    const origin = `http://127.0.0.1:${new URL(running.url).port}`;
    const http = running.store.http;
    const { services } = running;
    // Everything emptied, as after an order but before the refresh it starts has read anything.
    const nothingCached = async () => {
      await services.forgetCatalog();
      await services.refreshCatalog();
      await Promise.all([services.catalog.invalidate(), services.state.responses.deleteByPrefix(''), services.currency.clear()]);
    };
    // A running shop: nothing of the page held but what the refresh keeps.
    const firstView = async () => {
      await services.currency.clear();
      await services.forgetCatalog();
      await services.refreshCatalog();
    };
    const count = async (page: PageView) => {
      const before = http.requestCount;
      await viewPage(origin, page, gqlSession(origin));
      return http.requestCount - before;
    };

    const listed = await gqlSession(origin).gql<ProductsAnswer>('{ products(pageSize: 100) { nodes { id slug variations { id } } } }');
    const nodes = listed.data?.products.nodes ?? [];
    const variable = nodes.find((node) => node.variations.length > 0);
    const other = nodes.find((node) => node.variations.length === 0);
    if (!variable || !other) throw new Error('the local store has no variable product to view');
    const lines: ClientCartLine[] = [{ key: 'line-1', productId: variable.id, variationId: variable.variations[0]!.id, quantity: 1 }];

    const pages = [homePage, menPage, productPage(variable.slug), collectionsPage, cartPage(lines), checkoutPage(lines)];
    const rows = [['page view (HTML + GraphQL)', 'operations', 'nothing cached', 'first view', 'warm']];
    for (const page of [...pages, productPage(other.slug)]) {
      await nothingCached();
      const empty = await count(page);
      await firstView();
      const first = await count(page);
      const warm = await count(page);
      rows.push([page.name, String(page.operations.length), String(empty), String(first), String(warm)]);
    }
    await firstView();
    const refreshBefore = http.requestCount;
    await services.forgetCatalog();
    await services.refreshCatalog();
    const refreshCalls = http.requestCount - refreshBefore;

    console.log('\nStore calls per page view, embedded local store');
    console.log('(nothing cached: catalog, rates and response caches emptied; first view: a running shop, which keeps');
    console.log(' the whole catalog, the categories and the rates read ahead; warm: the same page again at once)\n');
    console.log(table(rows));
    console.log('\nThe cart and the checkout price their lines from the store as it is now, by design: they are never warm.');
    console.log(`The catalog refresh (at start, after every order, every 45 s for the deployment) costs ${refreshCalls} store calls.\n`);
  } finally {
    if (server) await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    shell.remove();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
