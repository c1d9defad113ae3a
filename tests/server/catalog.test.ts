/** GraphQL catalog operations through the real server, over the local store, over SQLite. */
import { CatalogService } from '../../server/src/catalog/service';
import { loadConfig } from '../../server/src/config';
import { namespaced } from '../../server/src/ports/cache';
import { notPlainJson, RecordingCache } from './helpers/recordingCache';
import { startTestServer, type TestServer } from './helpers/testServer';

interface Card {
  id: string;
  slug: string;
  name: string;
  availability: string;
  price: { amount: number; currencyCode: string } | null;
  colors: { value: string }[];
  shape: string | null;
  gender: string | null;
  categories: { slug: string }[];
  createdAt: string;
}
interface ListingData {
  products: { totalCount: number; page: number; pageCount: number; nodes: Card[] };
}

const LISTING = `
  query Listing($filter: ProductFilterInput, $sort: ProductSort, $page: PositiveInt, $pageSize: PositiveInt, $language: Language) {
    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {
      totalCount page pageCount
      nodes { id slug name availability price { amount currencyCode } colors { value } shape gender categories { slug } createdAt }
    }
  }`;

let server: TestServer;
const listing = async (variables: Record<string, unknown>) => {
  const result = await server.gql<ListingData>(LISTING, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.products;
};
const all = (filter: Record<string, unknown> = {}, sort?: string) => listing({ filter, sort, pageSize: 100 });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The store's colour terms shown as one colour, black ("Noir" in French, "Black" in English). */
const BLACKS = ['black', 'noir'];

describe('products listing', () => {
  it('lists every published product with the real total and paging', async () => {
    const everything = await all();
    expect(everything.totalCount).toBeGreaterThanOrEqual(40);
    expect(everything.nodes).toHaveLength(everything.totalCount);
    const first = await listing({ pageSize: 12 });
    expect(first).toMatchObject({ totalCount: everything.totalCount, page: 1, pageCount: Math.ceil(everything.totalCount / 12) });
    expect(first.nodes).toHaveLength(12);
    const second = await listing({ pageSize: 12, page: 2 });
    expect(second.nodes.map((node) => node.id)).not.toEqual(first.nodes.map((node) => node.id));
    const past = await listing({ pageSize: 12, page: 99 });
    expect(past.nodes).toEqual([]);
    expect(past.totalCount).toBe(everything.totalCount);
  });

  it.each([
    ['MEN', 'homme'],
    ['WOMEN', 'femme'],
    ['OPTICAL', 'optiques'],
    ['SUNGLASSES', 'solaire'],
    ['NEW_ARRIVALS', 'nouveautes'],
  ])('section %s holds the products of category %s', async (section, slug) => {
    const result = await all({ section });
    expect(result.totalCount).toBeGreaterThan(0);
    for (const node of result.nodes) expect(node.categories.map((category) => category.slug)).toContain(slug);
    const everything = await all();
    expect(result.totalCount).toBeLessThan(everything.totalCount);
  });

  it('filters by colour and shape (OR inside a filter, AND across filters)', async () => {
    const black = await all({ colors: ['black'] });
    expect(black.totalCount).toBeGreaterThan(0);
    // The store's terms black and noir are one colour (named alike in each language): black asks for both.
    for (const node of black.nodes) expect(node.colors.some((color) => BLACKS.includes(color.value))).toBe(true);
    expect(black.nodes.some((node) => node.colors.some((color) => color.value === 'noir'))).toBe(true);
    const blackOrGold = await all({ colors: ['black', 'gold'] });
    expect(blackOrGold.totalCount).toBeGreaterThan(black.totalCount);
    const blackRound = await all({ colors: ['black'], shapes: ['round'] });
    expect(blackRound.totalCount).toBeLessThan(black.totalCount);
    for (const node of blackRound.nodes) {
      expect(node.shape).toBe('round');
      expect(node.colors.some((color) => BLACKS.includes(color.value))).toBe(true);
    }
  });

  it('filters by gender, category, pre-order and price range', async () => {
    for (const node of (await all({ genders: ['women'] })).nodes) expect(node.gender).toBe('women');
    const sunglassesForMen = await all({ section: 'MEN', category: 'solaire' });
    expect(sunglassesForMen.totalCount).toBeGreaterThan(0);
    for (const node of sunglassesForMen.nodes)
      expect(node.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['homme', 'solaire']));
    const preOrders = await all({ preOrderOnly: true });
    expect(preOrders.totalCount).toBeGreaterThan(0);
    for (const node of preOrders.nodes) expect(node.availability).toBe('PRE_ORDER');
    const midRange = await all({ minPrice: 150, maxPrice: 250 });
    expect(midRange.totalCount).toBeGreaterThan(0);
    for (const node of midRange.nodes) {
      expect(node.price!.amount).toBeGreaterThanOrEqual(150);
      expect(node.price!.amount).toBeLessThanOrEqual(250);
    }
    expect((await all({ category: 'no-such-category' })).totalCount).toBe(0);
  });

  it('searches names and descriptions through the store', async () => {
    const everything = await all();
    const word = everything.nodes[0]!.name.split(' ')[0]!;
    const found = await all({ search: word });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(everything.totalCount);
    expect(found.nodes.map((node) => node.id)).toContain(everything.nodes[0]!.id);
    expect((await all({ search: 'zzzxqwv' })).totalCount).toBe(0);
    // Words with a space go through the OAuth-signed query intact.
    expect((await all({ search: 'canal saint' })).nodes.map((node) => node.slug)).toContain('canal-saint-martin');
  });

  it('sorts by price both ways and by newest; new arrivals default to newest', async () => {
    const amounts = (nodes: Card[]) => nodes.map((node) => node.price?.amount ?? Infinity);
    const ascending = amounts((await all({}, 'PRICE_ASC')).nodes);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = amounts((await all({}, 'PRICE_DESC')).nodes).filter(Number.isFinite);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const newest = (await all({}, 'NEWEST')).nodes.map((node) => node.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const arrivals = (await all({ section: 'NEW_ARRIVALS' })).nodes.map((node) => node.createdAt);
    expect(arrivals).toEqual([...arrivals].sort().reverse());
    const recommended = (await all({}, 'RECOMMENDED')).nodes.map((node) => node.id);
    expect(recommended).not.toEqual((await all({}, 'PRICE_ASC')).nodes.map((node) => node.id));
  });

  it('prices in euros with 2 decimals', async () => {
    for (const node of (await all()).nodes) {
      if (!node.price) continue;
      expect(node.price.currencyCode).toBe('EUR');
      expect(Math.round(node.price.amount * 100) / 100).toBe(node.price.amount);
    }
  });

  it('rejects invalid arguments as GraphQL validation errors', async () => {
    const result = await server.gql(LISTING, { pageSize: 0 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('product by slug', () => {
  const PRODUCT = `
    query Product($slug: String!, $language: Language) {
      product(slug: $slug, language: $language) {
        id slug name description sku availability deliveryEstimate { minDays maxDays }
        price { amount currencyCode } originalPrice { amount }
        images { id url alt }
        attributes { key name variation options { value label } }
        specifications { key value }
        variations { id sku availability price { amount } image { url } attributes { key value label } }
      }
    }`;

  interface ProductData {
    product: null | {
      id: string;
      slug: string;
      name: string;
      description: string;
      availability: string;
      deliveryEstimate: { minDays: number; maxDays: number };
      images: { url: string }[];
      attributes: { key: string; variation: boolean; options: { value: string }[] }[];
      specifications: { key: string; value: string }[];
      variations: {
        id: string;
        sku: string;
        availability: string;
        image: { url: string } | null;
        attributes: { key: string; value: string }[];
      }[];
    };
  }

  async function variableProduct() {
    const everything = await all();
    for (const node of everything.nodes) {
      const result = await server.gql<ProductData>(PRODUCT, { slug: node.slug });
      if (result.data?.product?.variations.length) return result.data.product;
    }
    throw new Error('the seed has no variable product');
  }

  it('returns a variable product with variations, images, attributes and specifications', async () => {
    const product = await variableProduct();
    expect(product.images.length).toBeGreaterThan(1);
    const color = product.attributes.find((attribute) => attribute.key === 'color');
    expect(color?.variation).toBe(true);
    for (const variation of product.variations) {
      const value = variation.attributes.find((attribute) => attribute.key === 'color')?.value;
      expect(color?.options.map((option) => option.value)).toContain(value);
      expect(variation.sku).not.toBe('');
    }
    expect(product.specifications.map((spec) => spec.key)).toEqual(expect.arrayContaining(['dimensions', 'material', 'origin']));
  });

  it('serves texts in French by default and the store English on request', async () => {
    const product = await variableProduct();
    const english = await server.gql<ProductData>(PRODUCT, { slug: product.slug, language: 'EN' });
    // Names are often proper nouns (Montmartre): descriptions and specifications must differ.
    expect(english.data?.product?.name).toBeTruthy();
    expect(english.data?.product?.description).not.toBe(product.description);
    const material = (p: NonNullable<ProductData['product']>) => p.specifications.find((spec) => spec.key === 'material')?.value;
    expect(material(english.data!.product!)).not.toBe(material(product));
  });

  it('answers null for an unknown slug', async () => {
    const result = await server.gql<ProductData>(PRODUCT, { slug: 'no-such-frame' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.product).toBeNull();
  });

  it('derives pre-order availability and delivery time', async () => {
    const preOrder = (await all({ preOrderOnly: true })).nodes[0]!;
    const result = await server.gql<ProductData>(PRODUCT, { slug: preOrder.slug });
    expect(result.data?.product?.availability).toBe('PRE_ORDER');
    expect(result.data?.product?.deliveryEstimate).toEqual({ minDays: 70, maxDays: 90 });
  });
});

describe('similar products, categories and filter options', () => {
  it('returns up to 4 products of the same category, without the product itself', async () => {
    const product = (await all({ section: 'WOMEN' })).nodes[0]!;
    const result = await server.gql<{ similarProducts: Card[] }>(
      `query($id: ID!) { similarProducts(productId: $id) { id categories { slug } } }`,
      { id: product.id },
    );
    const similar = result.data!.similarProducts;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.map((node) => node.id)).not.toContain(product.id);
    const shared = product.categories.map((c) => c.slug).filter((slug) => !['nouveautes', 'pre-order'].includes(slug));
    for (const node of similar) expect(node.categories.map((c) => c.slug).some((slug) => shared.includes(slug))).toBe(true);
  });

  it('lists the categories with the spec ids', async () => {
    const result = await server.gql<{ categories: { id: string; slug: string; count: number }[] }>(`{ categories { id slug count } }`);
    const bySlug = Object.fromEntries(result.data!.categories.map((category) => [category.slug, category]));
    expect(bySlug.homme?.id).toBe('101');
    expect(bySlug.femme?.id).toBe('102');
    expect(bySlug.solaire?.id).toBe('82');
    expect(bySlug.optiques?.count).toBeGreaterThan(0);
    expect(bySlug['pre-order']).toBeDefined();
  });

  it('computes filter options with counts and price bounds', async () => {
    const result = await server.gql<{
      filterOptions: {
        colors: { value: string; count: number }[];
        shapes: { value: string }[];
        categories: { value: string }[];
        priceRange: { min: number; max: number };
      };
    }>(
      `{ filterOptions(filter: { section: MEN }) { colors { value count } shapes { value } categories { value } priceRange { min max } } }`,
    );
    const options = result.data!.filterOptions;
    const men = await all({ section: 'MEN' });
    const blackCount = men.nodes.filter((node) => node.colors.some((color) => BLACKS.includes(color.value))).length;
    expect(options.colors.find((color) => color.value === 'black')?.count).toBe(blackCount);
    expect(options.categories.map((category) => category.value).sort()).toEqual(['optiques', 'solaire']);
    const prices = men.nodes.map((node) => node.price!.amount);
    expect(options.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });
});

describe('faceted filter options', () => {
  const FACETS = `query Facets($filter: ProductFilterInput) {
    filterOptions(filter: $filter) { categories { value count } colors { value count } shapes { value count } genders { value count } }
  }`;
  type Facets = Record<'categories' | 'colors' | 'shapes' | 'genders', { value: string; count: number }[]>;
  const facets = async (filter: Record<string, unknown>) => {
    const result = await server.gql<{ filterOptions: Facets }>(FACETS, { filter });
    expect(result.errors).toBeUndefined();
    return result.data!.filterOptions;
  };
  const counts = (options: { value: string; count: number }[]) => Object.fromEntries(options.map((option) => [option.value, option.count]));
  const tally = (values: (string | null)[]) => {
    const result: Record<string, number> = {};
    for (const value of values) if (value) result[value] = (result[value] ?? 0) + 1;
    return result;
  };

  it('counts shapes over the chosen colour, and colours over every colour', async () => {
    const men = await all({ section: 'MEN' });
    const black = await all({ section: 'MEN', colors: ['black'] });
    const options = await facets({ section: 'MEN', colors: ['black'] });
    expect(counts(options.shapes)).toEqual(tally(black.nodes.map((node) => node.shape)));
    // One value per colour: noir counted with black, once per product.
    const colourGroup = (value: string) => (BLACKS.includes(value) ? 'black' : value);
    expect(counts(options.colors)).toEqual(
      tally(men.nodes.flatMap((node) => [...new Set(node.colors.map((color) => colourGroup(color.value)))])),
    );
    // The round count is the number of black round frames, fewer than all round ones.
    const round = (await all({ section: 'MEN', shapes: ['round'] })).totalCount;
    const blackRound = (await all({ section: 'MEN', colors: ['black'], shapes: ['round'] })).totalCount;
    expect(counts(options.shapes).round).toBe(blackRound);
    expect(blackRound).toBeLessThan(round);
  });

  it('does not offer a facet whose single value every product shares', async () => {
    const optical = await all({ section: 'OPTICAL' });
    expect(optical.nodes.every((node) => node.categories.some((category) => category.slug === 'optiques'))).toBe(true);
    expect(optical.nodes.some((node) => node.categories.some((category) => category.slug === 'solaire'))).toBe(false);
    expect((await facets({ section: 'OPTICAL' })).categories).toEqual([]);
    // Chosen, it stays offered so that it can be unchosen.
    expect(counts((await facets({ section: 'OPTICAL', category: 'optiques' })).categories)).toEqual({ optiques: optical.totalCount });
  });
});

describe('upstream budget', () => {
  it('costs at most 2 store calls cold and none warm for a listing of 12', async () => {
    await server.services.catalog.invalidate();
    const before = server.store.http.requestCount;
    await listing({ filter: { section: 'MEN', colors: ['black'] }, pageSize: 12 });
    const cold = server.store.http.requestCount - before;
    expect(cold).toBeLessThanOrEqual(2);
    await listing({ filter: { section: 'MEN', colors: ['black'] }, pageSize: 12 });
    await listing({ filter: { section: 'MEN', shapes: ['round'] }, sort: 'PRICE_DESC', pageSize: 12 });
    expect(server.store.http.requestCount - before).toBe(cold);
  });
});

describe('catalog cache (the shared cache port)', () => {
  const service = (cache = new RecordingCache()) => ({
    cache,
    catalog: new CatalogService(server.catalogStore, loadConfig({}).sectionSlugs, namespaced(cache, 'catalog')),
  });
  const calls = async (work: () => Promise<unknown>) => {
    const before = server.store.http.requestCount;
    await work();
    return server.store.http.requestCount - before;
  };

  it('caches plain JSON data only, under its namespace, a missing product included', async () => {
    const { cache, catalog } = service();
    const montmartre = (await catalog.productBySlug('montmartre'))!;
    await catalog.productBySlug('no-such-frames');
    await catalog.sectionProducts('MEN');
    await catalog.sectionProducts('ALL', ' Montmartre ');
    await catalog.variations(montmartre);
    await catalog.similar(montmartre, 4);
    expect(cache.writes.map((write) => write.key)).toEqual([
      'catalog:product:montmartre',
      'catalog:product:no-such-frames',
      'catalog:categories',
      expect.stringMatching(/^catalog:section:\d+\|$/),
      'catalog:section:all|montmartre',
      `catalog:variations:${montmartre.id}`,
      `catalog:similar:${montmartre.id}|4`,
    ]);
    expect(cache.writes.find((write) => write.key === 'catalog:product:no-such-frames')!.value).toBeNull();
    for (const { key, value } of cache.writes) {
      expect([key, notPlainJson(value)]).toEqual([key, null]);
      // Products keep their dates as strings: what a shared driver gives back is the same data.
      expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    }
    expect(typeof montmartre.createdAt).toBe('string');
  });

  it('serves warm reads without store calls, merges concurrent misses, and invalidate() drops its namespace only', async () => {
    const { cache, catalog } = service();
    await cache.set('other:key', 'kept', 60_000);
    const product = (await catalog.productBySlug('montmartre'))!;
    // Two listings missing together: one categories read and one section read in all.
    expect(await calls(() => Promise.all([catalog.sectionProducts('WOMEN'), catalog.sectionProducts('WOMEN')]))).toBe(2);
    expect(
      await calls(() => Promise.all([catalog.sectionProducts('WOMEN'), catalog.productBySlug('montmartre'), catalog.variations(product)])),
    ).toBe(1);
    expect(await calls(() => catalog.variations(product))).toBe(0);
    await catalog.invalidate();
    expect(await cache.get('other:key')).toBe('kept');
    expect(await calls(() => catalog.sectionProducts('WOMEN'))).toBe(2);
  });

  it('with the whole catalog held, finds a product and its similar products there, as the store answers them', async () => {
    const store = service().catalog;
    const { catalog } = service();
    const products = await catalog.sectionProducts('ALL');
    await catalog.categories();
    expect(products.length).toBeGreaterThan(4);
    for (const product of products) {
      let held: unknown;
      expect(await calls(async () => (held = await catalog.productBySlug(product.slug)))).toBe(0);
      const stored = await store.productBySlug(product.slug);
      expect(held).toEqual(stored);
      const similar = await catalog.similar(product, 4);
      expect(similar.map((found) => found.id)).toEqual((await store.similar(stored!, 4)).map((found) => found.id));
    }
    expect(await catalog.productBySlug('no-such-frames')).toBeNull();
    expect(await calls(() => catalog.similar(products[0]!, 4))).toBe(0);
  });
});
