import { similarProducts } from '../../server/src/domain/similarProducts';
import { categoryRef, categoryTree, product } from './helpers/catalog';

const categories = categoryTree;
const ref = categoryRef;

describe('similar products from the held catalog', () => {
  it('keeps the category and those below it, leaves the product out, most sold first, newest id among equals', () => {
    const catalog = [
      product({ id: 10, categories: [ref(1)], totalSales: 5 }),
      product({ id: 11, categories: [ref(3)], totalSales: 9 }),
      product({ id: 12, categories: [ref(2)], totalSales: 5 }),
      product({ id: 13, categories: [ref(4)], totalSales: 99 }),
      product({ id: 14, categories: [ref(1)], totalSales: 1 }),
    ];
    expect(similarProducts(catalog, { id: 10 }, 1, categories, 4).map((found) => found.id)).toEqual([11, 12, 14]);
    expect(similarProducts(catalog, { id: 10 }, 1, categories, 2).map((found) => found.id)).toEqual([11, 12]);
  });

  it('takes every other product newest first when the product has no category', () => {
    const catalog = [
      product({ id: 10, createdAt: '2024-03-01T00:00:00' }),
      product({ id: 11, createdAt: '2024-01-01T00:00:00' }),
      product({ id: 12, createdAt: '2024-02-01T00:00:00' }),
      product({ id: 13, createdAt: '2024-02-01T00:00:00' }),
    ];
    expect(similarProducts(catalog, { id: 10 }, undefined, [], 4).map((found) => found.id)).toEqual([13, 12, 11]);
  });
});
