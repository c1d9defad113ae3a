/** GET /products/{id}/variations and /variations/{id}. */
import {
  allProducts,
  anonymousRequest,
  api,
  startTestStore,
  type ErrorJson,
  type ProductJson,
  type TestStore,
  type VariationJson,
} from './helpers/store';

let ts: TestStore;
let published: ProductJson[];

beforeAll(async () => {
  ts = await startTestStore();
  published = await allProducts(ts, { status: 'publish' });
});

afterAll(async () => {
  await ts.close();
});

const bySlug = (slug: string) => published.find((product) => product.slug === slug) as ProductJson;

describe('variation lists', () => {
  it('lists the colours of Canal Saint-Martin, Pink without any image', async () => {
    const parent = bySlug('canal-saint-martin');
    const response = await api<VariationJson[]>(ts, `products/${parent.id}/variations`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-total')).toBe('4');
    expect(response.headers.get('x-wp-totalpages')).toBe('1');
    // WooCommerce's default order is date desc, then id desc.
    expect(response.body.map((variation) => variation.id)).toEqual([...parent.variations].reverse());
    const byColour = Object.fromEntries(response.body.map((variation) => [variation.attributes[0]?.option, variation]));
    expect(Object.keys(byColour).sort()).toEqual(['Kaki', 'Noir', 'Ocean', 'Pink']);
    expect(byColour.Pink?.image).toBeNull();
    for (const colour of ['Kaki', 'Noir', 'Ocean']) {
      expect(byColour[colour]?.image?.src).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/canal-saint-martin-.+\.svg$/);
    }
    const sources = new Set(['Kaki', 'Noir', 'Ocean'].map((colour) => byColour[colour]?.image?.src));
    expect(sources.size).toBe(3);
    expect(byColour.Noir).toMatchObject({
      name: 'Noir',
      sku: 'EYW-CSMA-NOR',
      price: '219.00',
      parent_id: parent.id,
      attributes: [{ id: 1, name: 'Couleur', slug: 'pa_color', option: 'Noir' }],
    });
    expect(byColour.Noir?._links.up?.[0]?.href).toMatch(new RegExp(`/products/${parent.id}$`));
  });

  it('gives every variation its own SKU, price and stock status', async () => {
    const statuses = new Set<string>();
    for (const parent of published.filter((product) => product.type === 'variable')) {
      const variations = (await api<VariationJson[]>(ts, `products/${parent.id}/variations`, { per_page: 100 })).body;
      expect(variations.map((variation) => variation.id).sort()).toEqual([...parent.variations].sort());
      expect(new Set(variations.map((variation) => variation.sku)).size).toBe(variations.length);
      for (const variation of variations) {
        statuses.add(variation.stock_status);
        expect(variation.price).toMatch(/^\d+\.\d{2}$/);
      }
      // The parent's price is its cheapest variation's.
      expect(parent.price).toBe(variations.map((variation) => variation.price).sort((a, b) => Number(a) - Number(b))[0]);
    }
    expect([...statuses].sort()).toEqual(['instock', 'onbackorder', 'outofstock']);
  });

  it('derives the parent stock status from the variations', async () => {
    expect(bySlug('wagram').stock_status).toBe('outofstock');
    expect(bySlug('alesia').stock_status).toBe('onbackorder');
    expect(bySlug('montmartre').stock_status).toBe('instock');
    const montmartre = (await api<VariationJson[]>(ts, `products/${bySlug('montmartre').id}/variations`)).body;
    expect(montmartre.map((variation) => variation.stock_status).sort()).toEqual(['instock', 'instock', 'outofstock']);
  });

  it('answers [] for an unknown or simple parent', async () => {
    for (const parent of [999999, bySlug('rivoli').id]) {
      const response = await api<VariationJson[]>(ts, `products/${parent}/variations`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
      expect(response.headers.get('x-wp-total')).toBe('0');
      expect(response.headers.get('x-wp-totalpages')).toBe('0');
    }
  });

  it('paginates, filters and orders variations', async () => {
    const parent = bySlug('canal-saint-martin');
    const page = await api<VariationJson[]>(ts, `products/${parent.id}/variations`, { per_page: 3, orderby: 'menu_order', order: 'asc' });
    expect(page.body.map((variation) => variation.attributes[0]?.option)).toEqual(['Kaki', 'Noir', 'Pink']);
    expect(page.headers.get('link')).toMatch(/rel="next"$/);
    const onBackorder = await api<VariationJson[]>(ts, `products/${bySlug('beaubourg').id}/variations`, { stock_status: 'onbackorder' });
    expect(onBackorder.body.map((variation) => variation.sku)).toEqual(['EYW-BEAU-KAK']);
    const odeonGold = await api<VariationJson[]>(ts, `products/${bySlug('odeon').id}/variations`, { min_price: 240 });
    expect(odeonGold.body.map((variation) => variation.price)).toEqual(['249.00']);
    const include = [...parent.variations].slice(0, 2).reverse();
    const included = await api<VariationJson[]>(ts, `products/${parent.id}/variations`, { include: include.join(','), orderby: 'include' });
    expect(included.body.map((variation) => variation.id)).toEqual(include);
  });

  it('refuses orderby=price on variations', async () => {
    const response = await api<ErrorJson>(ts, `products/${bySlug('pigalle').id}/variations`, { orderby: 'price' });
    expect(response.status).toBe(400);
    expect(response.body.data.params?.orderby).toBe('orderby is not one of date, id, include, title, slug, modified, and menu_order.');
  });

  it('needs credentials', async () => {
    const response = await anonymousRequest(ts, `products/${bySlug('pigalle').id}/variations`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
      data: { status: 401 },
    });
  });
});

describe('single variations', () => {
  it('answers a variation of its parent', async () => {
    const parent = bySlug('odeon');
    const id = parent.variations[0] as number;
    const response = await api<VariationJson>(ts, `products/${parent.id}/variations/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      parent_id: parent.id,
      sku: 'EYW-ODEO-GLD',
      price: '249.00',
      regular_price: '249.00',
      sale_price: '',
    });
  });

  it('answers 404 woocommerce_rest_product_variation_invalid_id for unknown ids and wrong parents', async () => {
    const expected = { code: 'woocommerce_rest_product_variation_invalid_id', message: 'Invalid ID.', data: { status: 404 } };
    const parent = bySlug('odeon');
    expect((await api(ts, `products/${parent.id}/variations/999999`)).body).toEqual(expected);
    const other = bySlug('pigalle').variations[0] as number;
    expect((await api(ts, `products/${parent.id}/variations/${other}`)).body).toEqual(expected);
    expect((await api(ts, `products/${parent.id}/variations/${parent.id}`)).body).toEqual(expected);
  });

  it('shows sale prices coherently', async () => {
    const chatelet = (await api<VariationJson[]>(ts, `products/${bySlug('chatelet').id}/variations`)).body;
    const black = chatelet.find((variation) => variation.sku === 'EYW-CHAT-BLK');
    expect(black).toMatchObject({ price: '119.00', regular_price: '149.00', sale_price: '119.00', on_sale: true });
    const clear = chatelet.find((variation) => variation.sku === 'EYW-CHAT-CLR');
    expect(clear).toMatchObject({ price: '149.00', regular_price: '149.00', sale_price: '', on_sale: false });
  });
});
