import { categoryAndDescendants, productsInCategory } from '../../server/src/domain/categoryTree';
import { categoryRef, categoryTree, product } from './helpers/catalog';

const categories = categoryTree;
const ref = categoryRef;

describe("the store's category filter over a held catalog", () => {
  it('takes a category with every category below it', () => {
    expect([...categoryAndDescendants(1, categories)].sort()).toEqual([1, 2, 3]);
    expect([...categoryAndDescendants(4, categories)]).toEqual([4]);
  });

  it("keeps the products of the category or below it, in the catalog's order", () => {
    const catalog = [
      product({ id: 10, categories: [ref(3)] }),
      product({ id: 11, categories: [ref(4)] }),
      product({ id: 12, categories: [ref(4), ref(1)] }),
      product({ id: 13, categories: [] }),
      product({ id: 14, categories: [ref(2)] }),
    ];
    expect(productsInCategory(catalog, 1, categories).map((found) => found.id)).toEqual([10, 12, 14]);
    expect(productsInCategory(catalog, 2, categories).map((found) => found.id)).toEqual([10, 14]);
    expect(productsInCategory(catalog, 4, categories).map((found) => found.id)).toEqual([11, 12]);
  });
});
