/**
 * A page viewed again costs the store nothing, its server render included (issue 22): the page rendered
 * for a shopper with a session (never a kept page), then every operation the client may send for it
 * once hydrated, counted per request as the server counts them (server/src/http/requestStats.ts, read
 * from the request log lines): a catalog refresh running meanwhile is not the view's. With the catalog
 * refresh on and off, over the local store, with the client's renderer built as the shop's. The same
 * views in Chromium: `npm run bench:traffic`.
 */
import { print } from 'graphql';
import pino from 'pino';
import { buildRenderedClient, type RenderedClient } from './helpers/renderedClient';
import { gqlSession } from './helpers/gqlSession';
import { collectionsPage, homePage, menPage, operationName, productPage, type PageView } from './helpers/pageViews';
import { startTestServer, type TestServer } from './helpers/testServer';

const PAGES = [homePage, menPage, productPage('montmartre'), collectionsPage];

let client: RenderedClient;
beforeAll(() => {
  client = buildRenderedClient();
}, 180_000);
afterAll(() => client?.remove());

/** A server whose request log lines the test reads: the store calls each request made. */
async function countingServer(refreshSeconds: string): Promise<{ server: TestServer; storeCalls: number[] }> {
  const storeCalls: number[] = [];
  const logger = pino(
    { level: 'info' },
    {
      write: (line: string) => {
        const entry = JSON.parse(line) as { req?: unknown; storeCalls?: number };
        if (entry.req && typeof entry.storeCalls === 'number') storeCalls.push(entry.storeCalls);
      },
    },
  );
  const server = await startTestServer(
    {
      CLIENT_DIST: client.clientDist,
      CATALOG_REFRESH_SECONDS: refreshSeconds,
      LOG_LEVEL: 'info',
      // As in production: the renderer warm before the first page. A generous budget: a busy machine still renders.
      RENDERER_WARM_UP: 'true',
      PAGE_HEAD_BUDGET_MS: '10000',
    },
    logger,
  );
  return { server, storeCalls };
}

/** One view: the page rendered for this shopper, then the client's operations; the store calls its requests made. */
async function view(server: TestServer, storeCalls: number[], page: PageView): Promise<number> {
  const before = storeCalls.length;
  const html = await fetch(`${server.url}${page.path}`, {
    headers: { accept: 'text/html', 'accept-language': 'fr-FR', cookie: 'sid=s%3Aa.shopper' },
  }).then((response) => response.text());
  expect(html).toContain('id="page-state"');
  expect(html).not.toContain('"failed":true');
  const shopper = gqlSession(server.url);
  const answers: Record<string, unknown> = {};
  for (const operation of page.operations) {
    const answer = await shopper.gql(print(operation.document), operation.variables(answers));
    expect(answer.errors).toBeUndefined();
    answers[operationName(operation.document)] = answer.data;
  }
  return storeCalls.slice(before).reduce((sum, calls) => sum + calls, 0);
}

describe.each([
  ['on', '45'],
  ['off', '0'],
])('with the catalog refresh %s', (_name, refreshSeconds) => {
  let server: TestServer;
  let storeCalls: number[];
  beforeAll(async () => {
    ({ server, storeCalls } = await countingServer(refreshSeconds));
  }, 60_000);
  afterAll(() => server?.close());

  it.each(PAGES.map((page) => [page.name, page] as const))(
    '%s, rendered and seen again, costs the store nothing',
    async (_page, page) => {
      await view(server, storeCalls, page);
      expect(await view(server, storeCalls, page)).toBe(0);
    },
    60_000,
  );

  // Without a refresh filling the caches behind it, an emptied shop's listing reads the store: the count sees it.
  if (refreshSeconds === '0')
    it('counts what a view costs the store: a listing of an emptied shop reads it', async () => {
      await server.services.forgetCatalog();
      await server.services.currency.clear();
      expect(await view(server, storeCalls, menPage)).toBeGreaterThan(0);
      expect(await view(server, storeCalls, menPage)).toBe(0);
    }, 60_000);
});
