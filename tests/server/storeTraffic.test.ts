/**
 * What a shopper's page views cost the store, over the local store (issue 12, section 3): a page view
 * is the page's HTML (its head built on the server) and the GraphQL operations the client sends for it.
 * Seen again, a catalog page costs the store nothing; a product page reads its product once for its
 * head and its operations; the independent store reads of one operation go out together.
 */
import {
  collectionsPage,
  homePage,
  menPage,
  productPage,
  shellClientDist,
  storeRoutesOf,
  viewPage,
  type PageView,
} from './helpers/pageViews';
import { overlap, recordStoreCalls, type StoreCallRecorder } from './helpers/storeCallRecorder';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let shell: ReturnType<typeof shellClientDist>;
let recorder: StoreCallRecorder;

/** Empties every cache that stands between a page and the store. */
async function coldShop(): Promise<void> {
  await server.services.forgetCatalog();
  await server.services.currency.clear();
}

/** The store routes a page view called. */
const storeRoutes = (page: PageView): Promise<string[]> => storeRoutesOf(recorder, server.url, page);

beforeAll(async () => {
  shell = shellClientDist();
  server = await startTestServer({ CLIENT_DIST: shell.dir });
  recorder = recordStoreCalls();
});
afterAll(async () => {
  recorder.stop();
  await server.close();
  shell.remove();
});

describe.each([homePage, menPage, productPage('montmartre'), collectionsPage])('$name', (page) => {
  test('costs the store nothing when seen again', async () => {
    await coldShop();
    expect((await storeRoutes(page)).length).toBeGreaterThan(0);
    expect(await storeRoutes(page)).toEqual([]);
  });
});

test('a product page, cold, reads its product once for its head and its operations, and its similar products by id from the cache', async () => {
  await coldShop();
  const routes = await storeRoutes(productPage('montmartre'));
  expect(routes.filter((route) => route.includes('slug=montmartre'))).toHaveLength(1);
  expect(routes.filter((route) => route.includes('include='))).toEqual([]);
  // Each read once: the rates (the layout's currency switch), the product, its variations, its similar products.
  expect(new Set(routes).size).toBe(routes.length);
  expect(routes).toHaveLength(4);
});

test('a product page after the catalog is held costs only its variations: the product and its similar products come from it', async () => {
  await coldShop();
  await viewPage(server.url, homePage);
  // A listing reads the categories (kept 5 minutes), which the similar products' category tree needs.
  await viewPage(server.url, menPage);
  const routes = await storeRoutes(productPage('montmartre'));
  expect(routes).toEqual([expect.stringMatching(/^wc\/v3\/products\/\d+\/variations/)]);
});

test("a cold listing in another currency reads the rates and the section's categories together", async () => {
  await coldShop();
  recorder.reset();
  const answer = await server.gql(`{ products(filter: { section: MEN }, currency: "USD") { totalCount } }`);
  expect(answer.errors).toBeUndefined();
  const rates = recorder.calls.find((call) => call.route.startsWith('woocs/v3/currency'));
  const categories = recorder.calls.find((call) => call.route.startsWith('wc/v3/products/categories'));
  const products = recorder.calls.find((call) => call.route.startsWith('wc/v3/products?'));
  expect(rates && categories && products).toBeTruthy();
  expect(overlap(rates!, categories!)).toBe(true);
  // The section's products need its category's id: asked once the categories have come.
  expect(products!.startedAt).toBeGreaterThan(categories!.endedAt);
});
