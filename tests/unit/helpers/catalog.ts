/** Catalog domain objects for unit tests: a simple in-stock product and a tracked variation, with overrides. */
import type { Product, Variation } from '../../../server/src/domain/catalog';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 10,
    slug: 'montmartre',
    sku: 'MONT',
    type: 'simple',
    texts: { name: 'Montmartre', description: '', shortDescription: '' },
    textsEn: {},
    price: 189,
    regularPrice: 189,
    onSale: false,
    tax: { taxStatus: 'taxable', taxClass: 'standard' },
    stockStatus: 'instock',
    stockQuantity: null,
    backordersAllowed: false,
    availability: 'IN_STOCK',
    images: [],
    categories: [],
    attributes: [],
    specifications: [],
    variationIds: [],
    featured: false,
    menuOrder: 0,
    totalSales: 0,
    createdAt: '2024-01-01T00:00:00',
    ...overrides,
  };
}

export function variation(overrides: Partial<Variation> = {}): Variation {
  return {
    id: 11,
    productId: 10,
    sku: 'MONT-BLK',
    price: 179,
    regularPrice: 179,
    tax: { taxStatus: 'taxable', taxClass: 'standard' },
    stockStatus: 'instock',
    stockQuantity: 5,
    backordersAllowed: false,
    availability: 'IN_STOCK',
    image: null,
    attributes: [],
    ...overrides,
  };
}

/** A category tree: 1 > 2 > 3, and 4 beside them. */
export const categoryTree = [
  { id: 1, parentId: 0 },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 0 },
];

/** A product's reference to category `id` of the tree. */
export const categoryRef = (id: number) => ({ id, name: `c${id}`, slug: `c${id}` });
