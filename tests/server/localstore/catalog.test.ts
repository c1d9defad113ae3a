/** The seed catalog: the facts the storefront and its tests rely on. */
import express from 'express';
import type { AddressInfo } from 'node:net';
import {
  allProducts,
  api,
  attributeOptions,
  metaValue,
  startTestStore,
  storeFetch,
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

describe('catalog', () => {
  it('has at least 40 published products, half of them variable', () => {
    expect(published.length).toBeGreaterThanOrEqual(40);
    expect(published.filter((product) => product.type === 'variable').length * 2).toBeGreaterThanOrEqual(published.length);
  });

  it('gives every product the four attributes, colour varying on variable products', () => {
    for (const product of published) {
      expect(product.attributes.map((attribute) => attribute.slug).sort()).toEqual(['pa_color', 'pa_gender', 'pa_material', 'pa_shape']);
      const colour = product.attributes.find((attribute) => attribute.slug === 'pa_color');
      expect(colour?.variation).toBe(product.type === 'variable');
      if (product.type === 'variable') {
        expect(colour?.options.length).toBe(product.variations.length);
        expect(product.default_attributes).toHaveLength(1);
        expect(product.default_attributes[0]).toMatchObject({ id: 1, name: 'Couleur' });
        expect(colour?.options.map((option) => option.toLowerCase())).toContain(product.default_attributes[0]?.option);
      }
    }
  });

  it('writes French texts with English translations and specifications in meta_data', () => {
    const keys = [
      'name_en',
      'description_en',
      'short_description_en',
      'dimensions',
      'lens_width',
      'bridge_width',
      'temple_length',
      'material',
      'material_en',
      'origin',
      'origin_en',
    ];
    for (const product of published) {
      expect(product.meta_data.map((meta) => meta.key)).toEqual(keys);
      for (const meta of product.meta_data) expect(typeof meta.value).toBe('string');
      expect(product.description).toMatch(/^<p>.+<\/p>\n/);
      expect(product.short_description).toMatch(/^<p>.+<\/p>\n$/);
      expect(metaValue(product, 'description_en')).toMatch(/^<p>.+<\/p>\n/);
      expect(metaValue(product, 'dimensions')).toMatch(/^\d{2}□\d{2} \d{3}$/);
      expect(metaValue(product, 'lens_width')).toMatch(/^\d{2} mm$/);
    }
    const montmartre = bySlug('montmartre');
    expect(montmartre.description).toContain('monture optique ronde en acétate');
    expect(metaValue(montmartre, 'description_en')).toContain('round acetate optical frame');
    expect(metaValue(montmartre, 'origin')).toBe('Fabriqué à la main dans le Jura, France');
    expect(metaValue(montmartre, 'origin_en')).toBe('Handmade in the Jura, France');
    expect(montmartre.sku).toBe('EYW-MONT');
  });

  it('prices mostly between 129 and 299 euros, with a few outside', () => {
    const prices = published.map((product) => Number(product.price));
    const inside = prices.filter((price) => price >= 129 && price <= 299);
    expect(inside.length / prices.length).toBeGreaterThan(0.8);
    expect(prices).toEqual(expect.arrayContaining([89, 349, 420]));
  });

  it('spreads creation dates over about 18 months, the newest in Nouveautés', () => {
    const dates = published.map((product) => product.date_created).sort();
    const spanDays = (Date.parse(dates[dates.length - 1] as string) - Date.parse(dates[0] as string)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(450);
    expect(spanDays).toBeLessThan(560);
    const newest = [...published].sort((a, b) => b.date_created.localeCompare(a.date_created)).slice(0, 7);
    for (const product of newest) expect(product.categories.map((category) => category.slug)).toContain('nouveautes');
    const dated = bySlug('montmartre');
    expect(dated.date_created).toBe('2025-06-13T11:00:00');
    expect(dated.date_created_gmt).toBe('2025-06-13T09:00:00');
  });

  it('covers the pre-order and backorder cases', async () => {
    const preOrders = published.filter((product) => product.categories.some((category) => category.slug === 'pre-order'));
    expect(preOrders.map((product) => product.slug).sort()).toEqual(['beaubourg', 'chaillot', 'kleber', 'rambuteau']);
    for (const product of preOrders) expect(product.stock_status).toBe('instock');
    const chaillot = (await api<VariationJson[]>(ts, `products/${bySlug('chaillot').id}/variations`)).body;
    expect(chaillot.every((variation) => variation.stock_status === 'instock')).toBe(true);
    const backorders = published.filter(
      (product) => product.stock_status === 'onbackorder' && !product.categories.some((category) => category.slug === 'pre-order'),
    );
    expect(backorders.map((product) => product.slug).sort()).toEqual(['alesia', 'montparnasse', 'voltaire']);
    expect(published.filter((product) => product.type === 'simple').map((product) => product.stock_status)).toEqual(
      expect.arrayContaining(['instock', 'outofstock', 'onbackorder']),
    );
  });

  it('has Canal Saint-Martin in Kaki, Noir, Pink and Ocean', () => {
    const product = bySlug('canal-saint-martin');
    expect(attributeOptions(product, 'pa_color')).toEqual(['Kaki', 'Noir', 'Pink', 'Ocean']);
    expect(product.default_attributes).toEqual([{ id: 1, name: 'Couleur', option: 'kaki' }]);
    expect(product.images.map((image) => image.name)).toEqual([
      'canal-saint-martin-front',
      'canal-saint-martin-three-quarter',
      'canal-saint-martin-side',
      'canal-saint-martin-noir-front',
      'canal-saint-martin-ocean-front',
      'canal-saint-martin-kaki-try-on',
      'canal-saint-martin-noir-try-on',
      'canal-saint-martin-ocean-try-on',
    ]);
  });

  it('keeps sale prices, ratings, popularity and related products coherent', () => {
    for (const product of published) {
      if (product.type === 'simple') {
        expect(product.on_sale).toBe(product.sale_price !== '');
        expect(product.price).toBe(product.on_sale ? product.sale_price : product.regular_price);
      } else {
        expect(product.regular_price).toBe('');
      }
      expect(product.related_ids.length).toBeLessThanOrEqual(5);
      expect(product.related_ids).not.toContain(product.id);
      expect(product.average_rating).toMatch(/^\d\.\d{2}$/);
    }
    expect(new Set(published.map((product) => product.total_sales)).size).toBeGreaterThan(30);
    expect(bySlug('montmartre').upsell_ids).toEqual([bySlug('trocadero').id, bySlug('mouffetard').id]);
  });
});

describe('pictures', () => {
  it('serves every product picture as an 800x800 SVG, cacheable for a year', async () => {
    const sources = new Set(published.flatMap((product) => product.images.map((image) => image.src)));
    expect(sources.size).toBeGreaterThan(150);
    const src = bySlug('pigalle').images[0]?.src as string;
    expect(src).toMatch(new RegExp(`^${ts.store.url}/wp-content/uploads/\\d{4}/\\d{2}/pigalle-front\\.svg$`));
    const response = await storeFetch(src);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800"/);
    expect(svg).toContain('<title>Pigalle, lunettes de soleil, coloris noir, vue de face</title>');
    // fetch adds Cache-Control: no-cache to conditional requests unless one is given.
    const cached = await storeFetch(src, { headers: { 'If-None-Match': etag as string, 'Cache-Control': 'max-age=0' } });
    expect(cached.status).toBe(304);
    expect((await storeFetch(`${ts.store.url}/wp-content/uploads/2020/01/none.svg`)).status).toBe(404);
  });

  it('draws each colour of a product differently, and tints sunglasses', async () => {
    const variations = (await api<VariationJson[]>(ts, `products/${bySlug('montmartre').id}/variations`)).body;
    const drawings = await Promise.all(variations.map(async (variation) => (await storeFetch(variation.image?.src as string)).text()));
    expect(new Set(drawings).size).toBe(3);
    const tortoise = drawings.find((svg) => svg.includes('coloris écaille'));
    expect(tortoise).toContain('<pattern id="tortoise"');
    const sun = await (await storeFetch(bySlug('bastille').images[0]?.src as string)).text();
    expect(sun).toContain('stop-opacity="0.96"');
  });

  it('draws a try-on picture of each colour with pictures: the front alone, transparent, its alt text naming the colour', async () => {
    for (const product of published) {
      const tryOn = product.images.filter((image) => image.alt.startsWith('try-on'));
      const colours = attributeOptions(product, 'pa_color');
      // Canal Saint-Martin's Pink has no picture at all, so no try-on picture either.
      const expected = product.slug === 'canal-saint-martin' ? colours.filter((colour) => colour !== 'Pink') : colours;
      expect(tryOn.map((image) => image.alt).sort()).toEqual(expected.map((colour) => `try-on: ${colour}`).sort());
      // After the gallery's own pictures: the first picture stays the product's.
      expect(product.images.slice(-tryOn.length)).toEqual(tryOn);
    }
    const svg = await (
      await storeFetch(bySlug('montmartre').images.find((image) => image.alt === 'try-on: Tortoise')?.src as string)
    ).text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d. -]+" role="img">/);
    expect(svg).toContain("<title>Montmartre, coloris écaille, pour l'essayage virtuel</title>");
    expect(svg).toContain('<pattern id="tortoise"');
    // No studio background nor shadow: only the frame is painted.
    expect(svg).not.toContain('url(#bg)');
    expect(svg).not.toContain('filter="url(#blur)"');
  });

  it('follows setPublicUrl, and the uploads handler mounts on another server', async () => {
    const app = express();
    app.use('/wp-content/uploads', ts.store.uploads);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      ts.store.setPublicUrl(`${origin}/`);
      const product = (await api<ProductJson[]>(ts, 'products', { slug: 'rivoli' })).body[0] as ProductJson;
      expect(product.images[0]?.src.startsWith(`${origin}/wp-content/uploads/`)).toBe(true);
      expect(product._links.self?.[0]?.href.startsWith(`https://${new URL(ts.store.url).host}/`)).toBe(true);
      const response = await storeFetch(product.images[0]?.src as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      ts.store.setPublicUrl(ts.store.url);
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
