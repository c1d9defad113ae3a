/**
 * A catalog past the in-memory size: a section of 5,000 products (bulk-seeded into the local store)
 * is listed whole through the store's own query, with the in-memory rules' results and a bounded
 * number of store calls; searches cost bounded store traffic.
 */
import { CatalogService } from '../../server/src/catalog/service';
import { loadConfig } from '../../server/src/config';
import { availabilityOf } from '../../server/src/domain/availability';
import type { Product } from '../../server/src/domain/catalog';
import { matchesFilter, paginate, sortProducts, type ListingFilter, type ProductSort } from '../../server/src/domain/listing';
import { MemoryCache } from '../../server/src/ports/memory/cache';
import { seedBulkCatalog, type BulkProduct } from './helpers/bulkCatalog';
import { startTestServer, type TestServer } from './helpers/testServer';

/** WOMEN is the 5,000-product section, OPTICAL a 250-product one (held in memory by the server). */
const ENV = { CATEGORY_SLUGS: 'WOMEN=grand-catalogue,OPTICAL=catalogue-moyen' };
const LARGE = 5000;
// Pages of 100 products through the local store take a while on a shared machine.
jest.setTimeout(20_000);
const MEDIUM = 250;

interface ListingData {
  products: { totalCount: number; page: number; pageCount: number; nodes: { id: string }[] };
}
const LISTING = `
  query Listing($filter: ProductFilterInput, $sort: ProductSort, $page: PositiveInt, $pageSize: PositiveInt) {
    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalCount page pageCount nodes { id } }
  }`;

let server: TestServer;
/** Every product of the large section as it was written (the reference the rules run over). */
let largeSection: Product[];

/** The product the storefront reads for a written one, as far as the listing rules look at it. */
function asProduct(written: BulkProduct): Product {
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const attribute = (key: string, values: readonly string[]) => ({
    key,
    name: key,
    variation: false,
    visible: true,
    options: options(values),
  });
  return {
    id: written.id,
    slug: '',
    sku: '',
    type: 'simple',
    texts: { name: written.name, description: '', shortDescription: '' },
    textsEn: {},
    price: written.price,
    regularPrice: written.price,
    onSale: false,
    tax: { taxStatus: 'taxable', taxClass: 'standard' },
    stockStatus: written.stockStatus,
    stockQuantity: null,
    backordersAllowed: false,
    availability: availabilityOf(written.stockStatus, [written.category.slug]),
    images: [],
    categories: [written.category],
    attributes: [attribute('color', written.colors), attribute('shape', [written.shape]), attribute('gender', [written.gender])],
    specifications: [],
    variationIds: [],
    featured: false,
    menuOrder: written.menuOrder,
    totalSales: 0,
    createdAt: new Date(`${written.createdGmt}Z`).toISOString(),
  };
}

const storeCalls = async (work: () => Promise<unknown>) => {
  const before = server.store.http.requestCount;
  await work();
  return server.store.http.requestCount - before;
};
const listing = async (variables: Record<string, unknown>) => {
  const result = await server.gql<ListingData>(LISTING, variables);
  expect(result.errors).toBeUndefined();
  const products = result.data!.products;
  return { ...products, ids: products.nodes.map((node) => Number(node.id)) };
};
/** The store's colour terms black and noir are one colour in each language: asking for one asks for both. */
const BLACKS = ['black', 'noir'];
const asShopFilters = (filter: ListingFilter): ListingFilter =>
  filter.colors
    ? { ...filter, colors: [...new Set(filter.colors.flatMap((colour) => (BLACKS.includes(colour) ? BLACKS : [colour])))] }
    : filter;

/** What the in-memory rules give for the same query over the given products. */
const byRules = (products: readonly Product[], filter: ListingFilter, sort: ProductSort, page: number, pageSize: number) => {
  const result = paginate(
    sortProducts(
      products.filter((product) => matchesFilter(product, asShopFilters(filter))),
      sort,
    ),
    page,
    pageSize,
  );
  return { totalCount: result.totalCount, pageCount: result.pageCount, ids: result.nodes.map((product) => product.id) };
};

beforeAll(async () => {
  server = await startTestServer(ENV);
  const written = seedBulkCatalog(server.dataDir, [
    { slug: 'grand-catalogue', name: 'Grand Catalogue', count: LARGE },
    { slug: 'catalogue-moyen', name: 'Catalogue Moyen', count: MEDIUM },
  ]);
  largeSection = written.get('grand-catalogue')!.map(asProduct);
  await server.services.catalog.invalidate();
}, 20_000);
afterAll(async () => {
  await server?.close();
});

describe('a section past the in-memory size', () => {
  it('lists all 5,000 products: the real total, and every page reachable up to the last one', async () => {
    for (const page of [1, 26, 50]) {
      const result = await listing({ filter: { section: 'WOMEN' }, page, pageSize: 100 });
      expect(result).toMatchObject({ totalCount: LARGE, pageCount: LARGE / 100, page });
      expect(result.ids).toEqual(byRules(largeSection, {}, 'RECOMMENDED', page, 100).ids);
    }
    const last = await listing({ filter: { section: 'WOMEN' }, sort: 'NEWEST', page: 417, pageSize: 12 });
    expect(last.ids).toEqual(byRules(largeSection, {}, 'NEWEST', 417, 12).ids);
    expect(last.ids).toHaveLength(LARGE - 416 * 12);
  });

  it('filters, sorts and pages through the store as the in-memory rules do', async () => {
    const cases: [ListingFilter, ProductSort, number][] = [
      [{ colors: ['black'] }, 'PRICE_ASC', 3],
      [{ colors: ['black', 'gold'] }, 'NEWEST', 7],
      [{ shapes: ['round', 'oval'], minPrice: 120, maxPrice: 200 }, 'PRICE_DESC', 2],
      [{ genders: ['unisex'], maxPrice: 150 }, 'RECOMMENDED', 4],
      [{ minPrice: 180 }, 'PRICE_ASC', 1],
      // Two attributes: the rarer (square) goes to the store, the colour is checked by the shop.
      [{ shapes: ['square'], colors: ['tortoise', 'clear'] }, 'PRICE_DESC', 1],
      [{ shapes: ['square'], preOrderOnly: true }, 'NEWEST', 1],
    ];
    for (const [filter, sort, page] of cases) {
      const result = await listing({ filter: { section: 'WOMEN', ...filter }, sort, page, pageSize: 24 });
      const expected = byRules(largeSection, filter, sort, page, 24);
      expect([filter, sort, result.totalCount, result.pageCount, result.ids]).toEqual([
        filter,
        sort,
        expected.totalCount,
        expected.pageCount,
        expected.ids,
      ]);
      expect(expected.ids.length).toBeGreaterThan(0);
    }
  });

  it('refuses, with a message, a filter the store cannot narrow below the in-memory size', async () => {
    const result = await server.gql(LISTING, { filter: { section: 'WOMEN', shapes: ['round', 'oval'], genders: ['women', 'men'] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'LISTING_TOO_BROAD' });
    expect(result.errors?.[0]?.message).toMatch(/choose fewer values or add a filter/);
  });

  it('costs a bounded number of store calls per page, none warm', async () => {
    await server.services.catalog.invalidate();
    // Categories, the section's first page (its size), then the page itself.
    expect(await storeCalls(() => listing({ filter: { section: 'WOMEN' }, page: 30, pageSize: 12 }))).toBe(3);
    expect(await storeCalls(() => listing({ filter: { section: 'WOMEN' }, page: 30, pageSize: 12 }))).toBe(0);
    expect(await storeCalls(() => listing({ filter: { section: 'WOMEN' }, page: 31, pageSize: 12 }))).toBe(1);
    // An attribute filter: the attributes and the terms of gender, colour and shape once, then one call a page.
    expect(await storeCalls(() => listing({ filter: { section: 'WOMEN', colors: ['black'] }, page: 2 }))).toBe(5);
    expect(await storeCalls(() => listing({ filter: { section: 'WOMEN', colors: ['black'] }, page: 3 }))).toBe(1);
    // Two attributes: each one's size (a one-product page), then the narrowest whole (square: 3 pages of 100).
    const square = largeSection.filter((product) => product.attributes.some((a) => a.key === 'shape' && a.options[0]?.value === 'square'));
    expect(square.length).toBeLessThanOrEqual(1000);
    const residual = await storeCalls(() => listing({ filter: { section: 'WOMEN', colors: ['black'], shapes: ['square'] } }));
    expect(residual).toBe(2 + Math.ceil(square.length / 100));
    expect(await storeCalls(() => listing({ filter: { section: 'WOMEN', colors: ['black'], shapes: ['square'] }, page: 2 }))).toBe(0);
  });
});

describe('featured products past the in-memory size', () => {
  it("come from the store's featured query, in the shop's order", async () => {
    const featured = (await server.catalogStore.listProducts({ featured: true })).products;
    expect(featured.length).toBeGreaterThan(0);
    const result = await server.gql<{ featuredProducts: { id: string }[] }>('{ featuredProducts(first: 3) { id } }');
    expect(result.data!.featuredProducts.map((product) => Number(product.id))).toEqual(
      sortProducts(featured, 'RECOMMENDED')
        .slice(0, 3)
        .map((product) => product.id),
    );
  });
});

describe('the same listing held in memory or asked of the store', () => {
  it('gives the same pages on a smaller catalog', async () => {
    const config = loadConfig(ENV);
    // The server's own service holds the 450 products in memory; this one sends everything past 100 to the store.
    const throughStore = new CatalogService(server.catalogStore, config.sectionSlugs, new MemoryCache(), { inMemoryPages: 1 });
    const inMemory = server.services.catalog;
    const cases: [ListingFilter, ProductSort, number, number][] = [
      [{}, 'RECOMMENDED', 2, 1],
      [{}, 'NEWEST', 3, 1],
      [{ colors: ['black'] }, 'PRICE_ASC', 1, 1],
      [{ colors: ['black'] }, 'PRICE_DESC', 2, 1],
      [{ shapes: ['cat-eye', 'rectangle'], genders: ['men'] }, 'NEWEST', 1, 1],
      [{ shapes: ['round'], preOrderOnly: true }, 'RECOMMENDED', 1, 1],
      // A display currency other than the base one: price bounds convert to the same products.
      [{ colors: ['gold', 'brown'], minPrice: 99.5, maxPrice: 170 }, 'PRICE_ASC', 1, 1],
      [{ colors: ['gold', 'brown'], minPrice: 99.5, maxPrice: 170 }, 'PRICE_ASC', 1, 1.0876],
      [{ minPrice: 120, maxPrice: 160 }, 'PRICE_DESC', 2, 1.0876],
      [{ minPrice: 0 }, 'PRICE_ASC', 3, 1],
    ];
    for (const [filter, sort, page, rate] of cases) {
      const query = { section: 'OPTICAL' as const, ...filter };
      const held = await inMemory.listing(query, sort, page, 20, rate);
      const asked = await throughStore.listing(query, sort, page, 20, rate);
      const ids = (result: typeof held) => [result.totalCount, result.pageCount, result.nodes.map((product) => product.id)];
      expect([filter, sort, page, rate, ids(asked)]).toEqual([filter, sort, page, rate, ids(held)]);
      expect(held.nodes.length).toBeGreaterThan(0);
    }
    // The section's products as the sitemap reads them: the first in-memory pages past that size.
    const head = await throughStore.sectionProducts('OPTICAL');
    const all = await inMemory.sectionProducts('OPTICAL');
    expect(all).toHaveLength(MEDIUM);
    expect(head.map((product) => product.id)).toEqual(
      sortProducts(all, 'RECOMMENDED')
        .slice(0, 100)
        .map((product) => product.id),
    );
  });
});

describe('search traffic', () => {
  it('refuses a search of one character', async () => {
    const result = await server.gql(LISTING, { filter: { search: ' a ' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('filter.search must be at least 2 characters.');
  });

  it('caches each term and limits the new terms an address sends', async () => {
    await server.services.catalog.invalidate();
    expect(await storeCalls(() => listing({ filter: { search: 'moyen 0123' } }))).toBeGreaterThan(0);
    expect(await storeCalls(() => listing({ filter: { search: ' Moyen 0123' }, sort: 'NEWEST' }))).toBe(0);
    // 30 new terms a minute per address: the one above and 29 more pass, the next new one does not.
    for (let term = 1; term <= 29; term++) await listing({ filter: { search: `moyen ${String(term).padStart(4, '0')}` } });
    const refused = await server.gql(LISTING, { filter: { search: 'moyen 0400' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // A term already asked costs the store nothing and is still answered.
    expect(await storeCalls(() => listing({ filter: { search: 'moyen 0123' } }))).toBe(0);
  });
});
