/** GET /products: validation, pagination, filters, ordering and single products. */
import {
  allProducts,
  anonymousRequest,
  api,
  attributeOptions,
  startTestStore,
  storeFetch,
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

const bySlug = (slug: string): ProductJson => {
  const product = published.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};

async function variationsOf(product: ProductJson): Promise<VariationJson[]> {
  const response = await api<VariationJson[]>(ts, `products/${product.id}/variations`, { per_page: 100 });
  return response.body;
}

describe('parameter validation', () => {
  it.each([
    ['per_page', '0', 'rest_out_of_bounds', 'per_page must be between 1 (inclusive) and 100 (inclusive)', null],
    ['per_page', '101', 'rest_out_of_bounds', 'per_page must be between 1 (inclusive) and 100 (inclusive)', null],
    ['per_page', 'ten', 'rest_invalid_type', 'per_page is not of type integer.', { param: 'per_page' }],
    ['page', '0', 'rest_out_of_bounds', 'page must be greater than or equal to 1', null],
    [
      'orderby',
      'name',
      'rest_not_in_enum',
      'orderby is not one of date, id, include, title, slug, modified, menu_order, price, popularity, and rating.',
      null,
    ],
    ['order', 'up', 'rest_not_in_enum', 'order is not one of asc and desc.', null],
    ['type', 'variation', 'rest_not_in_enum', 'type is not one of simple, grouped, external, and variable.', null],
    ['status', 'published', 'rest_not_in_enum', 'status is not one of any, future, trash, draft, pending, private, and publish.', null],
    ['stock_status', 'available', 'rest_not_in_enum', 'stock_status is not one of instock, outofstock, and onbackorder.', null],
    ['featured', 'yes', 'rest_invalid_type', 'featured is not of type boolean.', { param: 'featured' }],
  ])('refuses %s=%s with the WordPress 400', async (param, value, code, message, data) => {
    const response = await api<ErrorJson>(ts, 'products', { [param]: value });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: message }, details: { [param]: { code, message, data } } },
    });
  });

  it('reports the bad item of an id list', async () => {
    const response = await api<ErrorJson>(ts, 'products', { include: '310,abc' });
    expect(response.body.data.params).toEqual({ include: 'include[1] is not of type integer.' });
    expect(response.body.data.details?.include).toEqual({
      code: 'rest_invalid_type',
      message: 'include[1] is not of type integer.',
      data: { param: 'include[1]' },
    });
  });

  it('lists every invalid parameter, in registration order', async () => {
    const response = await api<ErrorJson>(ts, 'products', { type: 'variation', orderby: 'name', per_page: 0 });
    expect(response.body.message).toBe('Invalid parameter(s): per_page, orderby, type');
    expect(Object.keys(response.body.data.params ?? {})).toEqual(['per_page', 'orderby', 'type']);
  });

  it('validates before checking permissions, as WordPress does', async () => {
    const response = await anonymousRequest<ErrorJson>(ts, 'products', { per_page: 500 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
  });
});

describe('pagination', () => {
  it('sends totals and a next link on the first page', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { per_page: 5, status: 'publish' });
    expect(response.body).toHaveLength(5);
    expect(response.headers.get('x-wp-total')).toBe('48');
    expect(response.headers.get('x-wp-totalpages')).toBe('10');
    expect(response.headers.get('link')).toBe(
      `<https://${new URL(ts.store.url).host}/wp-json/wc/v3/products?per_page=5&status=publish&page=2>; rel="next"`,
    );
  });

  it('keeps the caller query and replaces page in place (recorded 41-products-page2-per1)', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { per_page: 1, page: 2, orderby: 'title', order: 'asc' });
    const base = `https://${new URL(ts.store.url).host}/wp-json/wc/v3/products`;
    expect(response.headers.get('link')).toBe(
      `<${base}?per_page=1&page=1&orderby=title&order=asc>; rel="prev", <${base}?per_page=1&page=3&orderby=title&order=asc>; rel="next"`,
    );
    expect(response.body[0]?.name).toBe('Alésia');
  });

  it('sends only prev on the last page', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { per_page: 10, page: 5, status: 'publish' });
    expect(response.body).toHaveLength(8);
    expect(response.headers.get('link')).toBe(
      `<https://${new URL(ts.store.url).host}/wp-json/wc/v3/products?per_page=10&page=4&status=publish>; rel="prev"`,
    );
  });

  it('answers a page past the end with [] and the real totals', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { per_page: 10, page: 9, status: 'publish' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers.get('x-wp-total')).toBe('48');
    expect(response.headers.get('x-wp-totalpages')).toBe('5');
    // WooCommerce points prev at the last page that exists, not at page - 1.
    expect(response.headers.get('link')).toBe(
      `<https://${new URL(ts.store.url).host}/wp-json/wc/v3/products?per_page=10&page=5&status=publish>; rel="prev"`,
    );
  });

  it('applies offset instead of page', async () => {
    const all = await api<ProductJson[]>(ts, 'products', { per_page: 6, status: 'publish', orderby: 'id', order: 'asc' });
    const offset = await api<ProductJson[]>(ts, 'products', { per_page: 3, offset: 2, status: 'publish', orderby: 'id', order: 'asc' });
    expect(offset.body.map((product) => product.id)).toEqual(all.body.slice(2, 5).map((product) => product.id));
    expect(offset.headers.get('x-wp-total')).toBe('48');
  });

  it('defaults to 10 per page and status any', async () => {
    const response = await api<ProductJson[]>(ts, 'products');
    expect(response.body).toHaveLength(10);
    expect(response.headers.get('x-wp-total')).toBe('50');
  });
});

describe('filters', () => {
  it('filters by status', async () => {
    const drafts = await api<ProductJson[]>(ts, 'products', { status: 'draft' });
    expect(drafts.body.map((product) => product.slug)).toEqual(['saint-ouen']);
    const privates = await api<ProductJson[]>(ts, 'products', { status: 'private' });
    expect(privates.body.map((product) => product.slug)).toEqual(['auteuil']);
  });

  it.each([
    [101, 'homme'],
    [102, 'femme'],
    [82, 'solaire'],
  ])('filters by category %i (%s), with totals matching the category count', async (id, slug) => {
    const products = await allProducts(ts, { category: id, status: 'publish' });
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) expect(product.categories.map((category) => category.slug)).toContain(slug);
    const category = await api<{ count: number }>(ts, `products/categories/${id}`);
    expect(products).toHaveLength(category.body.count);
    expect(products).toHaveLength(published.filter((product) => product.categories.some((c) => c.id === id)).length);
  });

  it('reads a category list as OR', async () => {
    const both = await allProducts(ts, { category: '101,102', status: 'publish' });
    expect(both).toHaveLength(48);
    const sunOrNew = await allProducts(ts, { category: '82,105', status: 'publish' });
    const expected = published.filter((product) => product.categories.some((c) => c.slug === 'solaire' || c.slug === 'nouveautes'));
    expect(sunOrNew.map((product) => product.id).sort()).toEqual(expected.map((product) => product.id).sort());
  });

  it('matches nothing for a category id that is not a category', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { category: 20 });
    expect(response.body).toEqual([]);
    expect(response.headers.get('x-wp-total')).toBe('0');
  });

  it('searches name, description and short description, ignoring case and accents', async () => {
    const byName = await api<ProductJson[]>(ts, 'products', { search: 'MONTMARTRE' });
    expect(byName.body.map((product) => product.slug)).toEqual(['montmartre']);
    const byDescription = await allProducts(ts, { search: 'papillon', status: 'publish' });
    expect(byDescription.length).toBeGreaterThan(3);
    for (const product of byDescription) expect(attributeOptions(product, 'pa_shape')).toEqual(['Cat-Eye']);
    const accentless = await allProducts(ts, { search: 'ecaille' });
    expect(accentless.length).toBeGreaterThan(0);
    for (const product of accentless) expect(product.description.toLowerCase()).toContain('écaille');
    const twoWords = await api<ProductJson[]>(ts, 'products', { search: 'canal martin' });
    expect(twoWords.body.map((product) => product.slug)).toEqual(['canal-saint-martin']);
  });

  it('finds one product by slug', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { slug: 'ile-saint-louis' });
    expect(response.body.map((product) => product.name)).toEqual(['Île Saint-Louis']);
  });

  it('keeps the include order with orderby=include, in both list forms', async () => {
    const ids = [bySlug('pigalle').id, bySlug('montmartre').id, bySlug('bercy').id];
    const comma = await api<ProductJson[]>(ts, 'products', { include: ids.join(','), orderby: 'include' });
    expect(comma.body.map((product) => product.id)).toEqual(ids);
    const brackets = await storeFetch(
      `${ts.store.url}/wp-json/wc/v3/products?${ids.map((id) => `include[]=${id}`).join('&')}&orderby=include&consumer_key=${ts.store.consumerKey}&consumer_secret=${ts.store.consumerSecret}`,
    );
    expect(((await brackets.json()) as ProductJson[]).map((product) => product.id)).toEqual(ids);
    const dateOrder = await api<ProductJson[]>(ts, 'products', { include: ids.join(',') });
    expect(dateOrder.body.map((product) => product.slug)).toEqual(['bercy', 'pigalle', 'montmartre']);
  });

  it('excludes ids', async () => {
    const excluded = [bySlug('montmartre').id, bySlug('pigalle').id];
    const products = await allProducts(ts, { exclude: excluded.join(','), status: 'publish' });
    expect(products).toHaveLength(46);
    expect(products.map((product) => product.id)).not.toEqual(expect.arrayContaining([excluded[0]]));
  });

  it('filters by attribute term, only when attribute and attribute_term come together', async () => {
    const kaki = await api<{ id: number; slug: string }[]>(ts, 'products/attributes/1/terms', { slug: 'kaki' });
    const kakiId = kaki.body[0]?.id;
    expect(kakiId).toBeDefined();
    const products = await allProducts(ts, { attribute: 'pa_color', attribute_term: kakiId, status: 'publish' });
    expect(products.map((product) => product.slug).sort()).toEqual([
      'beaubourg',
      'buttes-chaumont',
      'canal-saint-martin',
      'luxembourg',
      'menilmontant',
    ]);
    for (const product of products) expect(attributeOptions(product, 'pa_color')).toContain('Kaki');
    const attributeOnly = await api<ProductJson[]>(ts, 'products', { attribute: 'pa_color', status: 'publish' });
    expect(attributeOnly.headers.get('x-wp-total')).toBe('48');
    const unknownTaxonomy = await api<ProductJson[]>(ts, 'products', { attribute: 'pa_size', attribute_term: kakiId, status: 'publish' });
    expect(unknownTaxonomy.headers.get('x-wp-total')).toBe('48');
  });

  it('matches any of several terms of one attribute (the storefront sends the values of a filter together)', async () => {
    const terms = await api<{ id: number; slug: string }[]>(ts, 'products/attributes/1/terms', { per_page: 100 });
    const idOf = (slug: string) => terms.body.find((term) => term.slug === slug)!.id;
    const slugs = async (termIds: string) =>
      (await allProducts(ts, { attribute: 'pa_color', attribute_term: termIds, status: 'publish' })).map((product) => product.slug);
    const kaki = await slugs(String(idOf('kaki')));
    const gold = await slugs(String(idOf('gold')));
    const either = await slugs(`${idOf('kaki')},${idOf('gold')}`);
    expect(either.sort()).toEqual([...new Set([...kaki, ...gold])].sort());
    expect(either.length).toBeGreaterThan(Math.max(kaki.length, gold.length));
  });

  it('filters by price on any active price of the product', async () => {
    const products = await allProducts(ts, { min_price: 200, max_price: 250, status: 'publish' });
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      const prices =
        product.type === 'variable' ? (await variationsOf(product)).map((variation) => Number(variation.price)) : [Number(product.price)];
      expect(prices.some((price) => price >= 200 && price <= 250)).toBe(true);
    }
    const outside = published.filter(
      (product) => product.type === 'simple' && (Number(product.price) < 200 || Number(product.price) > 250),
    );
    for (const product of outside) expect(products.map((p) => p.id)).not.toContain(product.id);
    // Odéon: black 229, gold 249. Only the gold one reaches 240.
    const odeon = await api<ProductJson[]>(ts, 'products', { min_price: 240, slug: 'odeon' });
    expect(odeon.body).toHaveLength(1);
    const cheap = await allProducts(ts, { max_price: '100', status: 'publish' });
    expect(cheap.map((product) => product.slug)).toEqual(['mouffetard']);
  });

  it('treats min_price=0 and empty bounds as unset', async () => {
    const response = await api<ProductJson[]>(ts, 'products', { min_price: '0', status: 'publish' });
    expect(response.headers.get('x-wp-total')).toBe('48');
    const empty = await api<ProductJson[]>(ts, 'products', { min_price: '', max_price: '', status: 'publish' });
    expect(empty.headers.get('x-wp-total')).toBe('48');
  });

  it.each(['instock', 'outofstock', 'onbackorder'])('filters by stock_status=%s', async (status) => {
    const products = await allProducts(ts, { stock_status: status, status: 'publish' });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.stock_status).toBe(status);
    expect(products).toHaveLength(published.filter((product) => product.stock_status === status).length);
  });

  it('filters featured products', async () => {
    const featured = await allProducts(ts, { featured: true });
    expect(featured.map((product) => product.slug).sort()).toEqual(['etoile', 'montmartre', 'pantheon', 'pigalle', 'vendome']);
    const notFeatured = await api<ProductJson[]>(ts, 'products', { featured: 0, status: 'publish' });
    expect(notFeatured.headers.get('x-wp-total')).toBe('43');
  });

  it('filters by type', async () => {
    const variable = await allProducts(ts, { type: 'variable', status: 'publish' });
    expect(variable.length).toBeGreaterThanOrEqual(24);
    for (const product of variable) expect(product.type).toBe('variable');
    const simple = await allProducts(ts, { type: 'simple', status: 'publish' });
    expect(simple.length + variable.length).toBe(48);
  });

  it('finds products and variations by exact SKU', async () => {
    const simple = await api<ProductJson[]>(ts, 'products', { sku: 'EYW-RIVO-BLK' });
    expect(simple.body.map((product) => product.slug)).toEqual(['rivoli']);
    const variation = await api<ProductJson[]>(ts, 'products', { sku: 'EYW-CSMA-PNK' });
    expect(variation.body).toHaveLength(1);
    expect(variation.body[0]).toMatchObject({ type: 'variation', parent_id: bySlug('canal-saint-martin').id, sku: 'EYW-CSMA-PNK' });
    const several = await api<ProductJson[]>(ts, 'products', { sku: 'EYW-RIVO-BLK,EYW-MOUF-TRT' });
    expect(several.body.map((product) => product.slug).sort()).toEqual(['mouffetard', 'rivoli']);
    const partial = await api<ProductJson[]>(ts, 'products', { sku: 'EYW-RIVO' });
    expect(partial.body).toEqual([]);
  });

  it('filters on sale products', async () => {
    const onSale = await allProducts(ts, { on_sale: true });
    expect(onSale.map((product) => product.slug).sort()).toEqual(['chatelet', 'etoile', 'marais', 'oberkampf']);
    for (const product of onSale) expect(product.on_sale).toBe(true);
  });
});

describe('ordering', () => {
  const sortedCopy = <T>(items: T[], compare: (a: T, b: T) => number) => [...items].sort(compare);

  it('defaults to date desc, ties by id', async () => {
    const products = await allProducts(ts, { status: 'publish' });
    expect(products.map((p) => p.id)).toEqual(
      sortedCopy(products, (a, b) => b.date_created.localeCompare(a.date_created) || b.id - a.id).map((p) => p.id),
    );
    expect(products[0]?.slug).toBe('chaillot');
  });

  it('orders by date asc', async () => {
    const products = await allProducts(ts, { status: 'publish', orderby: 'date', order: 'asc' });
    expect(products[0]?.slug).toBe('montmartre');
    expect(products[products.length - 1]?.slug).toBe('chaillot');
  });

  it('orders by id', async () => {
    const asc = await allProducts(ts, { orderby: 'id', order: 'asc' });
    const ids = asc.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const desc = await allProducts(ts, { orderby: 'id' });
    expect(desc.map((p) => p.id)).toEqual([...ids].reverse());
    // Dates and ids do not follow each other: the two orders differ.
    expect(desc.map((p) => p.id)).not.toEqual((await allProducts(ts, {})).map((p) => p.id));
  });

  it('orders by title, ignoring accents', async () => {
    const products = await allProducts(ts, { status: 'publish', orderby: 'title', order: 'asc' });
    expect(products.slice(0, 3).map((p) => p.name)).toEqual(['Abbesses', 'Alésia', 'Bastille']);
    const names = products.map((p) => p.name);
    expect(names.indexOf('Île Saint-Louis')).toBe(names.indexOf('Haussmann') + 1);
    const desc = await allProducts(ts, { status: 'publish', orderby: 'title', order: 'desc' });
    expect(desc.map((p) => p.name)).toEqual([...names].reverse());
  });

  it('orders by slug', async () => {
    const products = await allProducts(ts, { status: 'publish', orderby: 'slug', order: 'asc' });
    const slugs = products.map((p) => p.slug);
    expect(slugs).toEqual([...slugs].sort());
  });

  it('orders by modified date', async () => {
    const products = await allProducts(ts, { status: 'publish', orderby: 'modified', order: 'desc' });
    const withDates = await Promise.all(
      products.slice(0, 10).map(async (p) => (await api<{ date_modified: string }>(ts, `products/${p.id}`)).body.date_modified),
    );
    expect(withDates).toEqual([...withDates].sort().reverse());
  });

  it('orders by menu_order, then title', async () => {
    const products = await allProducts(ts, { status: 'publish', orderby: 'menu_order', order: 'asc' });
    expect(products.slice(0, 4).map((p) => p.slug)).toEqual(['montmartre', 'belleville', 'saint-germain', 'pigalle']);
    for (let i = 1; i < products.length; i++) {
      const [a, b] = [products[i - 1] as ProductJson, products[i] as ProductJson];
      expect(a.menu_order).toBeLessThanOrEqual(b.menu_order);
    }
    const slugs = products.map((p) => p.slug);
    expect(slugs.indexOf('sentier')).toBe(slugs.indexOf('mouffetard') + 1);
  });

  it('orders by price: cheapest variation going up, dearest going down', async () => {
    const asc = await allProducts(ts, { status: 'publish', orderby: 'price', order: 'asc' });
    expect(asc[0]?.slug).toBe('mouffetard');
    expect(asc[asc.length - 1]?.slug).toBe('pantheon');
    const prices = asc.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await allProducts(ts, { status: 'publish', orderby: 'price', order: 'desc' });
    expect(desc[0]?.slug).toBe('pantheon');
    // Varenne costs 319 in black and 339 in gold: it sorts by 339 going down, above Richelieu (329).
    const slugs = desc.map((p) => p.slug);
    expect(slugs.indexOf('varenne')).toBeLessThan(slugs.indexOf('richelieu'));
    const ascSlugs = asc.map((p) => p.slug);
    expect(ascSlugs.indexOf('varenne')).toBeLessThan(ascSlugs.indexOf('richelieu'));
  });

  it('orders by popularity (total sales, high first, whatever the order)', async () => {
    for (const order of ['desc', 'asc']) {
      const products = await allProducts(ts, { status: 'publish', orderby: 'popularity', order });
      const sales = products.map((p) => p.total_sales);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      expect(products[0]?.slug).toBe('mouffetard');
    }
  });

  it('orders by rating (average, then count, high first)', async () => {
    const products = await allProducts(ts, { status: 'publish', orderby: 'rating' });
    for (let i = 1; i < products.length; i++) {
      const [a, b] = [products[i - 1] as ProductJson, products[i] as ProductJson];
      expect(
        Number(a.average_rating) > Number(b.average_rating) || (a.average_rating === b.average_rating && a.rating_count >= b.rating_count),
      ).toBe(true);
    }
    expect(products[0]?.slug).toBe('vendome');
  });
});

describe('single products', () => {
  it('answers a product by id', async () => {
    const product = bySlug('montmartre');
    const response = await api<ProductJson>(ts, `products/${product.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(product);
    expect(response.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
  });

  it('answers a variation id with the product shape, type variation and an up link', async () => {
    const parent = bySlug('pigalle');
    const variationId = parent.variations[1] as number;
    const response = await api<ProductJson>(ts, `products/${variationId}`);
    expect(response.body).toMatchObject({ id: variationId, type: 'variation', parent_id: parent.id, name: 'Pigalle - Tortoise' });
    expect(response.body._links.up?.[0]?.href).toMatch(new RegExp(`/wp-json/wc/v3/products/${parent.id}$`));
    expect(response.body.categories).toEqual(parent.categories);
  });

  it('answers 404 woocommerce_rest_product_invalid_id for an unknown id, even anonymously', async () => {
    const expected = { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.', data: { status: 404 } };
    const known = await api(ts, 'products/999999');
    expect(known.status).toBe(404);
    expect(known.body).toEqual(expected);
    expect((await anonymousRequest(ts, 'products/999999')).body).toEqual(expected);
    const anonymousKnown = await anonymousRequest(ts, `products/${bySlug('rivoli').id}`);
    expect(anonymousKnown.status).toBe(401);
  });

  it('trims fields with _fields, keeping the links of a single item', async () => {
    const product = bySlug('rivoli');
    const single = await api<Record<string, unknown>>(ts, `products/${product.id}`, { _fields: 'id,name,images.src' });
    expect(Object.keys(single.body)).toEqual(['id', 'name', 'images', '_links']);
    expect(single.body.images).toEqual(product.images.map((image) => ({ src: image.src })));
    const list = await api<Record<string, unknown>[]>(ts, 'products', { _fields: 'id,slug', per_page: 2 });
    expect(Object.keys(list.body[0] ?? {})).toEqual(['id', 'slug']);
  });
});

describe('other routes', () => {
  it('answers 404 rest_no_route for unknown routes and methods', async () => {
    const expected = { code: 'rest_no_route', message: 'No route was found matching the URL and request method', data: { status: 404 } };
    expect((await api(ts, 'orders-unknown')).body).toEqual(expected);
    expect((await api(ts, 'products/abc')).body).toEqual(expected);
    const post = await storeFetch(`${ts.store.url}/wp-json/wc/v3/products`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual(expected);
    const outsideWc = await storeFetch(`${ts.store.url}/wp-json/wp/v2/posts`);
    expect(await outsideWc.json()).toEqual(expected);
  });

  it('sends the headers WordPress sends', async () => {
    const response = await api(ts, 'products', { per_page: 100 });
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(response.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
    expect(response.headers.get('link')).toBe(`<https://${new URL(ts.store.url).host}/wp-json/>; rel="https://api.w.org/"`);
  });

  it('writes JSON as PHP does (escaped slashes and unicode)', async () => {
    const response = await storeFetch(
      `${ts.store.url}/wp-json/wc/v3/products?slug=odeon&consumer_key=${ts.store.consumerKey}&consumer_secret=${ts.store.consumerSecret}`,
    );
    const text = await response.text();
    expect(text).toContain('"name":"Od\\u00e9on"');
    expect(text).toContain('"permalink":"https:\\/\\/');
  });
});
