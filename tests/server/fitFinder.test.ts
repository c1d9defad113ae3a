/**
 * The fit finder over GraphQL, through the real server over the local store (its seed prints sizes in
 * meta data: dimensions "54□17 140", lens_width, bridge_width, temple_length): each product's size, the
 * "fits like yours" filter, its faceted count, the check of a size sent, and FRAME_SIZE_FIELDS.
 */
import { startTestServer, type TestServer } from './helpers/testServer';

interface Node {
  slug: string;
  colors: { value: string }[];
  specifications: { key: string; value: string }[];
  frameSize: { lensWidth: number; bridgeWidth: number; templeLength: number | null; label: string } | null;
}
interface Data {
  products: { totalCount: number; nodes: Node[] };
  filterOptions: { fitsLikeCount: number | null; colors: { value: string; count: number }[] };
}

const QUERY = `
  query Fit($filter: ProductFilterInput, $size: FrameSizeInput) {
    products(filter: $filter, pageSize: 100) {
      totalCount
      nodes { slug colors { value } specifications { key value } frameSize { lensWidth bridgeWidth templeLength label } }
    }
    filterOptions(filter: $filter) { fitsLikeCount(size: $size) colors { value count } }
  }`;

const MINE = { lensWidth: 52, bridgeWidth: 18, templeLength: 140 };

/** The seed's own measures, read from its meta texts ("52 mm"), independently of the server's reader. */
function seededSize(node: Node): { lens: number; bridge: number; temple: number } {
  const value = (key: string) => Number(/\d+/.exec(node.specifications.find((spec) => spec.key === key)?.value ?? '')?.[0]);
  return { lens: value('lens_width'), bridge: value('bridge_width'), temple: value('temple_length') };
}

const fits = (size: { lens: number; bridge: number; temple: number }, mine = MINE, withTemple = true) =>
  Math.abs(size.lens - mine.lensWidth) <= 2 &&
  Math.abs(size.bridge - mine.bridgeWidth) <= 1 &&
  (!withTemple || Math.abs(size.temple - mine.templeLength) <= 5);

let server: TestServer;
const ask = async (server: TestServer, variables: Record<string, unknown>) => {
  const result = await server.gql<Data>(QUERY, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
};

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('fit finder over the local store', () => {
  it("gives each product's size as its temple prints it", async () => {
    const { products } = await ask(server, {});
    expect(products.nodes.length).toBeGreaterThanOrEqual(40);
    for (const node of products.nodes) {
      const seeded = seededSize(node);
      expect(node.frameSize).toEqual({
        lensWidth: seeded.lens,
        bridgeWidth: seeded.bridge,
        templeLength: seeded.temple,
        label: `${seeded.lens}□${seeded.bridge} ${seeded.temple}`,
      });
      expect(node.specifications.find((spec) => spec.key === 'dimensions')?.value).toBe(node.frameSize?.label);
    }
  });

  it('filters on the server: lens ±2 mm, bridge ±1 mm, temple ±5 mm, and counts it like the other facets', async () => {
    const everything = await ask(server, { size: MINE });
    const expected = everything.products.nodes.filter((node) => fits(seededSize(node))).map((node) => node.slug);
    // The seed has frames on both sides of the line.
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(everything.products.totalCount);
    // Offered beside the listing before it is chosen: the count of what choosing it would show.
    expect(everything.filterOptions.fitsLikeCount).toBe(expected.length);

    const fitting = await ask(server, { filter: { fitsLike: MINE } });
    expect(fitting.products.nodes.map((node) => node.slug)).toEqual(expected);
    expect(fitting.products.totalCount).toBe(expected.length);
    // Chosen, it counts itself without an argument, and the other facets count among the frames that fit.
    expect(fitting.filterOptions.fitsLikeCount).toBe(expected.length);
    // The store's black and noir are one colour, black (named alike in each language).
    const black = fitting.products.nodes.filter((node) => node.colors.some((colour) => ['black', 'noir'].includes(colour.value))).length;
    expect(fitting.filterOptions.colors.find((option) => option.value === 'black')?.count ?? 0).toBe(black);

    // Another facet chosen: the fit count is over what that facet keeps.
    const blackOnly = await ask(server, { filter: { colors: ['noir'] }, size: MINE });
    expect(blackOnly.filterOptions.fitsLikeCount).toBe(blackOnly.products.nodes.filter((node) => fits(seededSize(node))).length);
  });

  it('compares the temple only when the shopper gives it', async () => {
    const noTemple = await ask(server, { filter: { fitsLike: { lensWidth: 52, bridgeWidth: 18 } } });
    const everything = await ask(server, {});
    const expected = everything.products.nodes.filter((node) => fits(seededSize(node), MINE, false)).map((node) => node.slug);
    expect(noTemple.products.nodes.map((node) => node.slug)).toEqual(expected);
    expect(noTemple.filterOptions.fitsLikeCount).toBe(expected.length);
  });

  it('refuses a size no frame has, naming the argument', async () => {
    for (const [variables, argument] of [
      [{ filter: { fitsLike: { lensWidth: 520, bridgeWidth: 18, templeLength: 140 } } }, 'filter.fitsLike'],
      [{ filter: { fitsLike: { lensWidth: 52, bridgeWidth: -18 } } }, 'filter.fitsLike'],
      [{ size: { lensWidth: 52, bridgeWidth: 18, templeLength: 14 } }, 'size'],
    ] as const) {
      const result = await server.gql(QUERY, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain(`${argument} must be a frame size`);
    }
  });
});

describe('FRAME_SIZE_FIELDS', () => {
  it('reads the fields the setting names: without a temple field, temples are not compared', async () => {
    const withoutTemple = await startTestServer({ FRAME_SIZE_FIELDS: 'lens=lens_width,bridge=bridge_width' });
    try {
      const everything = await ask(withoutTemple, {});
      expect(everything.products.nodes[0]?.frameSize?.templeLength).toBeNull();
      const expected = everything.products.nodes.filter((node) => fits(seededSize(node), MINE, false)).map((node) => node.slug);
      const fitting = await ask(withoutTemple, { filter: { fitsLike: MINE } });
      expect(fitting.products.nodes.map((node) => node.slug)).toEqual(expected);
    } finally {
      await withoutTemple.close();
    }
  }, 60_000);

  it("gives no size, and fits nothing, when the named fields are not the store's", async () => {
    const elsewhere = await startTestServer({ FRAME_SIZE_FIELDS: 'size=pa_taille' });
    try {
      const result = await ask(elsewhere, { filter: { fitsLike: MINE }, size: MINE });
      expect(result.products.totalCount).toBe(0);
      expect(result.filterOptions.fitsLikeCount).toBe(0);
      expect((await ask(elsewhere, {})).products.nodes.every((node) => node.frameSize === null)).toBe(true);
    } finally {
      await elsewhere.close();
    }
  }, 60_000);
});
