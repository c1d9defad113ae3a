/** The virtual try-on's pictures through GraphQL, over the local store's seeded catalog. */
import { startTestServer, type TestServer } from './helpers/testServer';

interface TryOnImage {
  image: { url: string; alt: string };
  frameWidthMm: number;
}
interface ProductData {
  product: {
    images: { url: string; alt: string }[];
    specifications: { key: string; value: string }[];
    tryOnImage: TryOnImage | null;
    variations: { sku: string; attributes: { value: string }[]; tryOnImage: TryOnImage | null }[];
  } | null;
}

const PRODUCT = `
  query TryOn($slug: String!) {
    product(slug: $slug) {
      images { url alt }
      specifications { key value }
      tryOnImage { image { url alt } frameWidthMm }
      variations { sku attributes { value } tryOnImage { image { url alt } frameWidthMm } }
    }
  }`;

const productOf = async (server: TestServer, slug: string) => {
  const result = await server.gql<ProductData>(PRODUCT, { slug });
  expect(result.errors).toBeUndefined();
  return result.data!.product!;
};

describe('with the default marker (try-on)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close(), 30_000);

  it("gives each colour its own try-on picture, sized from the frame's lens and bridge, and keeps them out of the gallery", async () => {
    const product = await productOf(server, 'montmartre');
    expect(product.images.length).toBeGreaterThan(1);
    expect(product.images.some((image) => image.alt.startsWith('try-on'))).toBe(false);
    const lens = Number.parseInt(product.specifications.find((spec) => spec.key === 'lens_width')!.value, 10);
    const bridge = Number.parseInt(product.specifications.find((spec) => spec.key === 'bridge_width')!.value, 10);
    // No picture for every colour: the product shows its first colour's.
    expect(product.tryOnImage).toEqual({
      image: { url: expect.stringMatching(/^\/wp-content\/uploads\/\d{4}\/\d{2}\/montmartre-black-try-on\.svg$/), alt: 'try-on: Black' },
      frameWidthMm: 2 * lens + bridge + 12,
    });
    expect(product.variations.map((variation) => [variation.attributes[0]!.value, variation.tryOnImage?.image.alt])).toEqual([
      ['black', 'try-on: Black'],
      ['tortoise', 'try-on: Tortoise'],
      ['clear', 'try-on: Clear'],
    ]);
    for (const variation of product.variations) expect(variation.tryOnImage!.frameWidthMm).toBe(2 * lens + bridge + 12);
  });

  it('serves the picture from the shop itself, a transparent SVG', async () => {
    const product = await productOf(server, 'montmartre');
    const response = await fetch(`${server.url}${product.tryOnImage!.image.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).not.toContain('url(#bg)');
  });

  it('gives a colour without pictures no try-on picture (no other colour shown in its place)', async () => {
    const product = await productOf(server, 'canal-saint-martin');
    const pink = product.variations.find((variation) => variation.attributes[0]!.value === 'pink')!;
    expect(pink.tryOnImage).toBeNull();
    expect(product.variations.filter((variation) => variation.tryOnImage !== null)).toHaveLength(3);
  });
});

describe('with another marker (TRY_ON_IMAGE_ALT)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRY_ON_IMAGE_ALT: 'Essayage virtuel' });
  }, 60_000);
  afterAll(() => server.close(), 30_000);

  it('finds no try-on picture where the store marked none with it: no try-on offered', async () => {
    const product = await productOf(server, 'montmartre');
    expect(product.tryOnImage).toBeNull();
    expect(product.variations.every((variation) => variation.tryOnImage === null)).toBe(true);
    // Those pictures are then ordinary gallery images.
    expect(product.images.filter((image) => image.alt.startsWith('try-on'))).toHaveLength(3);
  });
});
