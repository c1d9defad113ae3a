/**
 * The catalog refresh (issue 12, section 3): with it on (the production default), what every page needs
 * (the catalog's set, the categories, the rates) is read ahead of shoppers, at start and after every
 * order, so a product page first seen costs the store only its variations, and nothing for a simple
 * product. One refresh per period for processes sharing a database; an order during a refresh is not
 * overwritten by what that refresh read before it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_REFRESH_JOB, scheduleCatalogRefresh } from '../../server/src/catalog/refresh';
import { createLogger } from '../../server/src/logger';
import { openStorefrontStorage, type StorefrontStorage } from '../../server/src/storage/database';
import { ScheduledRunRecords } from '../../server/src/storage/scheduledRunRecords';
import { homePage, menPage, productPage, shellClientDist, storeRoutesOf, type PageView } from './helpers/pageViews';
import { recordStoreCalls, type StoreCallRecorder } from './helpers/storeCallRecorder';
import { startTestServer, type TestServer } from './helpers/testServer';

describe('a shop with the refresh on', () => {
  let server: TestServer;
  let shell: ReturnType<typeof shellClientDist>;
  let recorder: StoreCallRecorder;
  let simpleSlug: string;
  let variableSlug: string;

  const storeRoutes = (page: PageView): Promise<string[]> => storeRoutesOf(recorder, server.url, page);

  beforeAll(async () => {
    shell = shellClientDist();
    server = await startTestServer({ CLIENT_DIST: shell.dir, CATALOG_REFRESH_SECONDS: '45' });
    const listed = await server.gql<{ products: { nodes: { slug: string; variations: unknown[] }[] } }>(
      '{ products(pageSize: 100) { nodes { slug variations { id } } } }',
    );
    const nodes = listed.data!.products.nodes;
    simpleSlug = nodes.find((node) => node.variations.length === 0)!.slug;
    variableSlug = nodes.find((node) => node.variations.length > 0)!.slug;
    recorder = recordStoreCalls();
  });
  afterAll(async () => {
    recorder.stop();
    await server.close();
    shell.remove();
  });

  test('a product page first seen costs only its variations; a simple product and the home page cost nothing', async () => {
    // The slugs were found by reading every product's variations: an order's invalidation forgets them.
    await server.services.forgetCatalog();
    await server.services.refreshCatalog();
    expect(await storeRoutes(productPage(variableSlug))).toEqual([expect.stringMatching(/^wc\/v3\/products\/\d+\/variations/)]);
    expect(await storeRoutes(productPage(simpleSlug))).toEqual([]);
    expect(await storeRoutes(homePage)).toEqual([]);
  });

  test('after an order empties the catalog, the refresh reads it again by itself', async () => {
    await server.services.refreshCatalog();
    recorder.reset();
    await server.services.forgetCatalog();
    // The refresh started by the invalidation: the catalog's set, the categories (the rates are still fresh).
    await server.services.refreshCatalog();
    expect(recorder.calls.map((call) => call.route).sort()).toEqual([
      expect.stringMatching(/^wc\/v3\/products\/categories/),
      expect.stringMatching(/^wc\/v3\/products\?/),
    ]);
    expect(await storeRoutes(productPage(simpleSlug))).toEqual([]);
  });

  // Regression (issue 22): every refresh read the categories again, kept 5 minutes: a proxy before the store saw them every 45 s.
  test('a refresh while the categories are recent reads the catalog set only', async () => {
    await server.services.forgetCatalog();
    await server.services.refreshCatalog();
    recorder.reset();
    await server.services.refreshCatalog();
    expect(recorder.calls.map((call) => call.route)).toEqual([expect.stringMatching(/^wc\/v3\/products\?/)]);
    expect(await storeRoutes(menPage)).toEqual([]);
  });

  test("a section's listing comes from the held catalog, as the store's category filter gives it", async () => {
    await server.services.forgetCatalog();
    await server.services.refreshCatalog();
    expect(await storeRoutes(menPage)).toEqual([]);
    const sections = ['MEN', 'WOMEN', 'OPTICAL', 'SUNGLASSES', 'NEW_ARRIVALS'];
    const listings = async () => {
      const answers = await Promise.all(
        sections.map((section) =>
          server.gql<{ products: { totalCount: number; nodes: { slug: string }[] } }>(
            `{ products(filter: { section: ${section} }, pageSize: 100) { totalCount nodes { slug } } }`,
          ),
        ),
      );
      return answers.map((answer) => answer.data!.products);
    };
    const held = await listings();
    expect(recorder.calls).toEqual([]);
    expect(held.every((listing) => listing.totalCount > 0)).toBe(true);
    // Without the whole catalog held, each section is the store's own answer to its category.
    await server.services.catalog.invalidate();
    await server.services.state.responses.deleteByPrefix('');
    recorder.reset();
    expect(await listings()).toEqual(held);
    expect(recorder.calls.filter((call) => call.route.includes('category='))).toHaveLength(sections.length);
  });
});

describe('the schedule', () => {
  let dataDir: string;
  const opened: StorefrontStorage[] = [];
  const logger = createLogger('silent');

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-refresh-runs-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function runs(): Promise<ScheduledRunRecords> {
    const storage = await openStorefrontStorage({ dataDir });
    opened.push(storage);
    return new ScheduledRunRecords(storage.db);
  }

  /** A catalog whose refreshes are counted and, when `hold` is set, wait for it. */
  function countingCatalog() {
    const seen: { isCurrent: () => boolean }[] = [];
    let hold: Promise<void> | undefined;
    return {
      seen,
      holdWith(promise: Promise<void> | undefined) {
        hold = promise;
      },
      async refreshHeld(isCurrent: () => boolean) {
        seen.push({ isCurrent });
        await hold;
      },
    };
  }
  const currency = { refresh: async () => undefined };

  test('processes sharing one database refresh once per period between them (and each once at start)', async () => {
    const everyMs = 300;
    const catalogs = [countingCatalog(), countingCatalog()];
    const shared = [await runs(), await runs()];
    const started = Date.now();
    const schedules = catalogs.map((catalog, index) =>
      scheduleCatalogRefresh({ catalog, currency, runs: shared[index]!, logger, everyMs }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3 * everyMs + 50));
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    const periods = Math.floor((Date.now() - started) / everyMs) + 1;
    const periodic = catalogs.reduce((sum, catalog) => sum + catalog.seen.length, 0) - 2;
    expect(periodic).toBeGreaterThanOrEqual(1);
    expect(periodic).toBeLessThanOrEqual(periods);
    expect(await shared[0]!.lastRun(CATALOG_REFRESH_JOB)).toBeDefined();
  });

  test('an invalidation during a refresh outdates it and starts another once it ends', async () => {
    const catalog = countingCatalog();
    let release!: () => void;
    catalog.holdWith(new Promise<void>((resolve) => (release = resolve)));
    const schedule = scheduleCatalogRefresh({ catalog, currency, runs: await runs(), logger, everyMs: 30_000 });
    expect(catalog.seen).toHaveLength(1);
    schedule.invalidated();
    expect(catalog.seen[0]!.isCurrent()).toBe(false);
    // Only one refresh at a time: the next waits for the one under way.
    expect(catalog.seen).toHaveLength(1);
    catalog.holdWith(undefined);
    release();
    while (catalog.seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(catalog.seen[1]!.isCurrent()).toBe(true);
    await schedule.stop();
    expect(catalog.seen[1]!.isCurrent()).toBe(false);
  });

  test('a failing refresh is logged and the next one reads again', async () => {
    const warnings: string[] = [];
    const failing = { ...logger, warn: (_: unknown, message: string) => void warnings.push(message) } as unknown as typeof logger;
    let calls = 0;
    const catalog = {
      refreshHeld: async () => {
        calls += 1;
        if (calls === 1) throw new Error('store down');
      },
    };
    const schedule = scheduleCatalogRefresh({ catalog, currency, runs: await runs(), logger: failing, everyMs: 30_000 });
    await schedule.now();
    expect(warnings).toEqual([expect.stringContaining('catalog refresh failed')]);
    await schedule.now();
    expect(calls).toBe(2);
    await schedule.stop();
  });

  test('off (0), nothing is read', async () => {
    const catalog = countingCatalog();
    const schedule = scheduleCatalogRefresh({ catalog, currency, runs: await runs(), logger, everyMs: 0 });
    await schedule.now();
    expect(catalog.seen).toHaveLength(0);
    await schedule.stop();
  });
});
