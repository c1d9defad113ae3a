/** Categories, attributes and attribute terms. */
import { allProducts, anonymousRequest, api, startTestStore, type ProductJson, type TermJson, type TestStore } from './helpers/store';

let ts: TestStore;
let published: ProductJson[];

beforeAll(async () => {
  ts = await startTestStore();
  published = await allProducts(ts, { status: 'publish' });
});

afterAll(async () => {
  await ts.close();
});

describe('categories', () => {
  it('lists the categories by name with their ids, slugs and published counts', async () => {
    const response = await api<TermJson[]>(ts, 'products/categories', { per_page: 100 });
    expect(response.headers.get('x-wp-total')).toBe('7');
    expect(response.body.map((category) => [category.id, category.slug, category.name])).toEqual([
      [102, 'femme', 'Femme'],
      [101, 'homme', 'Homme'],
      [105, 'nouveautes', 'Nouveautés'],
      [83, 'optiques', 'Optiques'],
      [106, 'pre-order', 'Pre Order'],
      [82, 'solaire', 'Solaire'],
      [15, 'uncategorized', 'Uncategorized'],
    ]);
    for (const category of response.body) {
      expect(category.count).toBe(published.filter((product) => product.categories.some((c) => c.id === category.id)).length);
    }
    const counts = Object.fromEntries(response.body.map((category) => [category.slug, category.count]));
    expect(counts).toEqual({ femme: 32, homme: 31, nouveautes: 7, optiques: 28, 'pre-order': 4, solaire: 20, uncategorized: 0 });
  });

  it('puts every product in optiques or solaire and in homme and/or femme', () => {
    for (const product of published) {
      const slugs = product.categories.map((category) => category.slug);
      expect(slugs.filter((slug) => slug === 'optiques' || slug === 'solaire')).toHaveLength(1);
      expect(slugs.some((slug) => slug === 'homme' || slug === 'femme')).toBe(true);
      const gender = product.attributes.find((attribute) => attribute.slug === 'pa_gender')?.options[0];
      if (gender === 'Unisex') expect(slugs).toEqual(expect.arrayContaining(['homme', 'femme']));
    }
  });

  it('pages, sorts and filters', async () => {
    const page = await api<TermJson[]>(ts, 'products/categories', { per_page: 2, page: 2 });
    expect(page.body.map((category) => category.slug)).toEqual(['nouveautes', 'optiques']);
    expect(page.headers.get('x-wp-totalpages')).toBe('4');
    expect(page.headers.get('link')).toContain('rel="prev"');
    const byCount = await api<TermJson[]>(ts, 'products/categories', { orderby: 'count', order: 'desc', per_page: 3 });
    expect(byCount.body.map((category) => category.slug)).toEqual(['femme', 'homme', 'optiques']);
    const nonEmpty = await api<TermJson[]>(ts, 'products/categories', { hide_empty: true });
    expect(nonEmpty.body.map((category) => category.slug)).not.toContain('uncategorized');
    const slug = await api<TermJson[]>(ts, 'products/categories', { slug: 'pre-order' });
    expect(slug.body.map((category) => category.id)).toEqual([106]);
    const search = await api<TermJson[]>(ts, 'products/categories', { search: 'nouveaute' });
    expect(search.body.map((category) => category.slug)).toEqual(['nouveautes']);
    const include = await api<TermJson[]>(ts, 'products/categories', { include: '82,101,102', orderby: 'include' });
    expect(include.body.map((category) => category.id)).toEqual([82, 101, 102]);
    const exclude = await api<TermJson[]>(ts, 'products/categories', { exclude: '15,106' });
    expect(exclude.body).toHaveLength(5);
    const topLevel = await api<TermJson[]>(ts, 'products/categories', { parent: 0 });
    expect(topLevel.headers.get('x-wp-total')).toBe('7');
    const rivoli = published.find((product) => product.slug === 'rivoli') as ProductJson;
    const ofProduct = await api<TermJson[]>(ts, 'products/categories', { product: rivoli.id });
    expect(ofProduct.body.map((category) => category.slug)).toEqual(['homme', 'optiques']);
  });

  it('gives some categories a picture', async () => {
    const optiques = await api<TermJson>(ts, 'products/categories/83');
    expect(optiques.body.image?.src).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/montmartre-front\.svg$/);
    const preOrder = await api<TermJson>(ts, 'products/categories/106');
    expect(preOrder.body.image).toBeNull();
  });

  it('answers 404 woocommerce_rest_term_invalid before checking credentials', async () => {
    const expected = { code: 'woocommerce_rest_term_invalid', message: 'Resource does not exist.', data: { status: 404 } };
    expect((await api(ts, 'products/categories/9999')).body).toEqual(expected);
    expect((await anonymousRequest(ts, 'products/categories/9999')).body).toEqual(expected);
    // An attribute term is not a category.
    expect((await api(ts, 'products/categories/20')).body).toEqual(expected);
    const known = await anonymousRequest(ts, 'products/categories/101');
    expect(known.body).toEqual({
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot view this resource.',
      data: { status: 401 },
    });
  });

  it('refuses categories parameters outside their schema', async () => {
    const response = await api<{ data: { params: Record<string, string> } }>(ts, 'products/categories', {
      orderby: 'menu_order',
      offset: 2,
    });
    expect(response.status).toBe(400);
    expect(response.body.data.params).toEqual({
      orderby: 'orderby is not one of id, include, name, slug, term_group, description, and count.',
    });
  });
});

describe('attributes', () => {
  it('lists all four attributes unpaginated', async () => {
    const response = await api<{ id: number; name: string; slug: string; type: string; order_by: string; has_archives: boolean }[]>(
      ts,
      'products/attributes',
    );
    expect(response.headers.get('x-wp-total')).toBe('4');
    expect(response.headers.get('x-wp-totalpages')).toBe('1');
    expect(response.body.map(({ id, name, slug }) => ({ id, name, slug }))).toEqual([
      { id: 1, name: 'Couleur', slug: 'pa_color' },
      { id: 3, name: 'Genre', slug: 'pa_gender' },
      { id: 4, name: 'Matière', slug: 'pa_material' },
      { id: 2, name: 'Forme', slug: 'pa_shape' },
    ]);
    expect(response.body[0]).toMatchObject({ type: 'select', order_by: 'menu_order', has_archives: false });
  });

  it('answers one attribute, or 404 woocommerce_rest_taxonomy_invalid', async () => {
    expect((await api<{ slug: string }>(ts, 'products/attributes/2')).body.slug).toBe('pa_shape');
    const expected = { code: 'woocommerce_rest_taxonomy_invalid', message: 'Resource does not exist.', data: { status: 404 } };
    expect((await api(ts, 'products/attributes/99')).body).toEqual(expected);
    expect((await anonymousRequest(ts, 'products/attributes/99')).body).toEqual(expected);
  });

  it.each([
    [1, ['black', 'gold', 'brown', 'tortoise', 'clear', 'blue', 'kaki', 'noir', 'pink', 'ocean']],
    [2, ['oval', 'cat-eye', 'round', 'rectangle', 'square']],
    [3, ['men', 'women', 'unisex']],
    [4, ['acetate', 'metal', 'titanium', 'bio-acetate']],
  ])('lists the terms of attribute %i, whose names slug to the filter values', async (id, slugs) => {
    const response = await api<TermJson[]>(ts, `products/attributes/${id}/terms`, { per_page: 100, orderby: 'id' });
    expect(response.body.map((term) => term.slug)).toEqual(slugs);
    for (const term of response.body) {
      expect(term.name.toLowerCase().replace(/\s+/g, '-')).toBe(term.slug);
      expect(term.count).toBeGreaterThan(0);
    }
  });

  it('counts published products per term', async () => {
    const terms = await api<TermJson[]>(ts, 'products/attributes/1/terms', { per_page: 100 });
    for (const term of terms.body) {
      const withColour = published.filter((product) => product.attributes.find((a) => a.slug === 'pa_color')?.options.includes(term.name));
      expect(term.count).toBe(withColour.length);
    }
    const byName = terms.body.map((term) => term.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
  });

  it('offsets, searches and finds one term', async () => {
    const offset = await api<TermJson[]>(ts, 'products/attributes/2/terms', { offset: 3 });
    expect(offset.body.map((term) => term.slug)).toEqual(['round', 'square']);
    const search = await api<TermJson[]>(ts, 'products/attributes/1/terms', { search: 'OC' });
    expect(search.body.map((term) => term.slug)).toEqual(['ocean']);
    const one = await api<TermJson>(ts, 'products/attributes/1/terms/27');
    expect(one.body).toMatchObject({ id: 27, name: 'Noir', slug: 'noir' });
  });

  it('answers the terms 404s', async () => {
    expect((await api(ts, 'products/attributes/99/terms')).body).toEqual({
      code: 'woocommerce_rest_taxonomy_invalid',
      message: 'Taxonomy does not exist.',
      data: { status: 404 },
    });
    expect((await api(ts, 'products/attributes/1/terms/30')).body).toEqual({
      code: 'woocommerce_rest_term_invalid',
      message: 'Resource does not exist.',
      data: { status: 404 },
    });
  });
});
