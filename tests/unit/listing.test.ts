import type { Product } from '../../server/src/domain/catalog';
import { facetedFilterOptions, filterOptionsOf, matchesFilter, paginate, sortProducts } from '../../server/src/domain/listing';

function product(id: number, overrides: Partial<Product> & { colors?: string[]; shape?: string; gender?: string } = {}): Product {
  const { colors = ['black'], shape = 'round', gender = 'unisex', ...rest } = overrides;
  const options = (values: string[]) => values.map((value) => ({ value, label: value }));
  return {
    id,
    slug: `p${id}`,
    sku: '',
    type: 'simple',
    texts: { name: `Product ${id}`, description: '', shortDescription: '' },
    textsEn: {},
    price: 100 + id,
    regularPrice: null,
    onSale: false,
    tax: { taxStatus: 'taxable', taxClass: 'standard' },
    stockStatus: 'instock',
    stockQuantity: null,
    backordersAllowed: false,
    availability: 'IN_STOCK',
    images: [],
    categories: [{ id: 82, name: 'Solaire', slug: 'solaire' }],
    attributes: [
      { key: 'color', name: 'Couleur', variation: true, visible: true, options: options(colors) },
      { key: 'shape', name: 'Forme', variation: false, visible: true, options: options([shape]) },
      { key: 'gender', name: 'Genre', variation: false, visible: true, options: options([gender]) },
    ],
    specifications: [],
    variationIds: [],
    featured: false,
    menuOrder: id,
    totalSales: 0,
    createdAt: `2025-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    ...rest,
  };
}

describe('listing rules', () => {
  const products = [
    product(1, { colors: ['black', 'gold'], shape: 'oval', gender: 'men' }),
    product(2, { colors: ['tortoise'], shape: 'cat-eye', gender: 'women', availability: 'PRE_ORDER' }),
    product(3, { colors: ['gold'], shape: 'round', price: 349, categories: [{ id: 7, name: 'Optiques', slug: 'optiques' }] }),
    product(4, { colors: ['blue'], shape: 'square', price: null }),
  ];

  it('ORs values inside a filter and ANDs filters', () => {
    expect(products.filter((p) => matchesFilter(p, { colors: ['gold', 'tortoise'] })).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(products.filter((p) => matchesFilter(p, { colors: ['gold'], shapes: ['round'] })).map((p) => p.id)).toEqual([3]);
    expect(products.filter((p) => matchesFilter(p, { genders: ['women'] })).map((p) => p.id)).toEqual([2]);
  });

  it('filters by category, pre-order and price (no price never matches a price filter)', () => {
    expect(products.filter((p) => matchesFilter(p, { category: 'optiques' })).map((p) => p.id)).toEqual([3]);
    expect(products.filter((p) => matchesFilter(p, { preOrderOnly: true })).map((p) => p.id)).toEqual([2]);
    expect(products.filter((p) => matchesFilter(p, { minPrice: 102, maxPrice: 300 })).map((p) => p.id)).toEqual([2]);
    expect(products.filter((p) => matchesFilter(p, {})).length).toBe(4);
  });

  it('sorts by menu order, newest and price', () => {
    expect(sortProducts(products, 'RECOMMENDED').map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(sortProducts(products, 'NEWEST').map((p) => p.id)).toEqual([4, 3, 2, 1]);
    expect(sortProducts(products, 'PRICE_ASC').map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(sortProducts(products, 'PRICE_DESC').map((p) => p.id)).toEqual([3, 2, 1, 4]);
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('pages with the real total', () => {
    const page = paginate([1, 2, 3, 4, 5], 2, 2);
    expect(page).toEqual({ nodes: [3, 4], totalCount: 5, page: 2, pageCount: 3 });
    expect(paginate([1, 2], 5, 2).nodes).toEqual([]);
    expect(
      paginate(
        Array.from({ length: 150 }, (_, i) => i),
        1,
        500,
      ).nodes,
    ).toHaveLength(100);
  });

  it('computes filter options with counts and price bounds', () => {
    const options = filterOptionsOf(products, ['optiques', 'solaire']);
    expect(options.colors).toEqual([
      { value: 'gold', label: 'gold', count: 2 },
      { value: 'black', label: 'black', count: 1 },
      { value: 'blue', label: 'blue', count: 1 },
      { value: 'tortoise', label: 'tortoise', count: 1 },
    ]);
    expect(options.categories.map((c) => [c.value, c.count])).toEqual([
      ['optiques', 1],
      ['solaire', 3],
    ]);
    expect(options.preOrderCount).toBe(1);
    expect(options.priceRange).toEqual({ min: 101, max: 349 });
    expect(filterOptionsOf([], []).priceRange).toBeNull();
  });

  it('breaks ties as the store does: by id, after the name in the shop order', () => {
    const tied = [product(7, { price: 120 }), product(5, { price: 120 }), product(6, { price: 120, menuOrder: 0 })];
    expect(sortProducts(tied, 'PRICE_ASC').map((p) => p.id)).toEqual([5, 6, 7]);
    expect(sortProducts(tied, 'PRICE_DESC').map((p) => p.id)).toEqual([7, 6, 5]);
    const sameName = [product(9, { menuOrder: 1 }), product(8, { menuOrder: 1 })].map((p) => ({
      ...p,
      texts: { ...p.texts, name: 'Same' },
    }));
    expect(sortProducts(sameName, 'RECOMMENDED').map((p) => p.id)).toEqual([8, 9]);
  });
});

describe('faceted filter options', () => {
  // Black: 1 round, 2 round, 3 oval; gold: 4 round, 5 round.
  const products = [
    product(1, { colors: ['black'], shape: 'round', gender: 'men' }),
    product(2, { colors: ['black'], shape: 'round', gender: 'women' }),
    product(3, { colors: ['black'], shape: 'oval', gender: 'men', availability: 'PRE_ORDER' }),
    product(4, { colors: ['gold'], shape: 'round', gender: 'men', price: 300 }),
    product(5, { colors: ['gold'], shape: 'round', gender: 'men', categories: [{ id: 7, name: 'Optiques', slug: 'optiques' }] }),
  ];
  const count = (options: { value: string; count: number }[]) => Object.fromEntries(options.map((o) => [o.value, o.count]));

  it('counts each facet over the products the other chosen filters keep', () => {
    const black = facetedFilterOptions(products, { colors: ['black'] }, ['optiques', 'solaire']);
    expect(count(black.shapes)).toEqual({ round: 2, oval: 1 });
    // The colour facet ignores its own choice: gold stays offered with its count.
    expect(count(black.colors)).toEqual({ black: 3, gold: 2 });
    expect(count(black.genders)).toEqual({ men: 2, women: 1 });
    expect(black.preOrderCount).toBe(1);
    const blackRound = facetedFilterOptions(products, { colors: ['black'], shapes: ['round'] }, ['optiques', 'solaire']);
    expect(count(blackRound.colors)).toEqual({ black: 2, gold: 2 });
    expect(count(blackRound.shapes)).toEqual({ round: 2, oval: 1 });
    expect(blackRound.preOrderCount).toBe(0);
  });

  it('bounds prices over every other filter, not the price itself', () => {
    const options = facetedFilterOptions(products, { colors: ['gold'], minPrice: 200 }, []);
    expect(options.priceRange).toEqual({ min: 105, max: 300 });
    expect(facetedFilterOptions(products, { colors: ['gold'], minPrice: 200 }, [], 2).priceRange).toEqual({ min: 210, max: 600 });
  });

  it('leaves out a facet whose single value every product shares, unless it is chosen', () => {
    const men = facetedFilterOptions(products, { genders: ['men'], colors: ['gold'] }, ['optiques', 'solaire']);
    // Among gold products, every one is round: the shape facet filters nothing.
    expect(men.shapes).toEqual([]);
    // Gender: every gold product is men, but men is chosen, so it stays (to be unchosen).
    expect(count(men.genders)).toEqual({ men: 2 });
    const gold = facetedFilterOptions(products, { colors: ['gold'] }, ['optiques', 'solaire']);
    expect(gold.genders).toEqual([]);
    // Two categories among gold products (solaire, optiques): the facet stays.
    expect(count(gold.categories)).toEqual({ optiques: 1, solaire: 1 });
    // A value only some products carry is offered even when it is the only one.
    expect(count(facetedFilterOptions(products, {}, ['optiques']).categories)).toEqual({ optiques: 1 });
  });
});
