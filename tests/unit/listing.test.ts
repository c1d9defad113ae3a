import type { Product } from '../../server/src/domain/catalog';
import { filterOptionsOf, matchesFilter, paginate, sortProducts } from '../../server/src/domain/listing';

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
    stockStatus: 'instock',
    stockQuantity: null,
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
});
