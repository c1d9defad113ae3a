import { convertAmount } from '#common/money';
import { basePriceBound, isEmptyFilter, planStoreQueries, type StoreVocabulary } from '../../server/src/domain/storeListing';
import { toStoreAttribute } from '../../server/src/woo/mapping';
import { wooAttributeTaxonomy, wooAttributeTermList } from '../../server/src/woo/wire';

const vocabulary: StoreVocabulary = {
  categories: [
    { id: 10, slug: 'homme', parentId: 0 },
    { id: 11, slug: 'optiques', parentId: 0 },
    { id: 12, slug: 'solaire', parentId: 0 },
    { id: 13, slug: 'solaire-sport', parentId: 12 },
  ],
  attributes: [
    {
      key: 'color',
      taxonomy: 'pa_color',
      terms: [
        { id: 20, value: 'black' },
        { id: 21, value: 'gold' },
      ],
    },
    {
      key: 'shape',
      taxonomy: 'pa_shape',
      terms: [
        { id: 30, value: 'round' },
        { id: 31, value: 'square' },
      ],
    },
  ],
};

describe('store query plans', () => {
  it('asks the store everything when it can say it: section, one attribute with all its values, price, search', () => {
    expect(planStoreQueries({ colors: ['black', 'gold'], minPrice: 100, maxPrice: 200 }, 10, 'noir', vocabulary, 1)).toEqual([
      {
        narrowing: { categoryId: 10, search: 'noir', attribute: { taxonomy: 'pa_color', termIds: [20, 21] }, minPrice: 100, maxPrice: 200 },
        residual: { preOrderOnly: undefined },
      },
    ]);
    expect(isEmptyFilter({ preOrderOnly: undefined })).toBe(true);
  });

  it('offers one plan per attribute the store knows, the other attributes left to the shop', () => {
    const plans = planStoreQueries({ colors: ['black'], shapes: ['square'], genders: ['men'] }, 10, undefined, vocabulary, 1)!;
    expect(plans.map((plan) => [plan.narrowing.attribute?.taxonomy, plan.residual])).toEqual([
      ['pa_color', { preOrderOnly: undefined, genders: ['men'], shapes: ['square'] }],
      ['pa_shape', { preOrderOnly: undefined, genders: ['men'], colors: ['black'] }],
    ]);
  });

  it('leaves to the shop what the store says otherwise: a value without a term, a category beside a section or with children, pre-order', () => {
    expect(planStoreQueries({ colors: ['purple'] }, undefined, undefined, vocabulary, 1)).toEqual([
      { narrowing: { categoryId: undefined, search: undefined }, residual: { preOrderOnly: undefined, colors: ['purple'] } },
    ]);
    expect(planStoreQueries({ category: 'optiques' }, undefined, undefined, vocabulary, 1)![0]!.narrowing.categoryId).toBe(11);
    expect(planStoreQueries({ category: 'optiques' }, 10, undefined, vocabulary, 1)![0]).toEqual({
      narrowing: { categoryId: 10, search: undefined },
      residual: { preOrderOnly: undefined, category: 'optiques' },
    });
    expect(planStoreQueries({ category: 'solaire' }, undefined, undefined, vocabulary, 1)![0]!.residual.category).toBe('solaire');
    expect(planStoreQueries({ preOrderOnly: true }, 10, undefined, vocabulary, 1)![0]!.residual).toEqual({ preOrderOnly: true });
  });

  it('never sends a price bound of 0, which the store reads as no bound', () => {
    const narrowing = (filter: { minPrice?: number; maxPrice?: number }) =>
      planStoreQueries(filter, undefined, undefined, vocabulary, 1)![0]!.narrowing;
    expect(narrowing({ minPrice: 0 })).toMatchObject({ minPrice: undefined, maxPrice: 1e12 });
    expect(narrowing({ minPrice: 150 })).toMatchObject({ minPrice: 150, maxPrice: 1e12 });
    expect(narrowing({ maxPrice: 0 })).toMatchObject({ minPrice: undefined, maxPrice: 0.005 });
    expect(planStoreQueries({ maxPrice: -1 }, undefined, undefined, vocabulary, 1)).toBeNull();
  });

  it('answers nothing for an unknown category or an empty price interval', () => {
    expect(planStoreQueries({ category: 'nope' }, undefined, undefined, vocabulary, 1)).toBeNull();
    expect(planStoreQueries({ minPrice: 150.004, maxPrice: 150.001 }, undefined, undefined, vocabulary, 1)).toBeNull();
  });
});

describe('base-currency price bounds', () => {
  it('keep exactly the base prices whose display price is inside the bounds', () => {
    for (const rate of [1, 1.0876, 0.8561, 157.3]) {
      for (const shown of [99.5, 120, 149.99]) {
        const min = basePriceBound(shown, rate, 'min');
        const max = basePriceBound(shown, rate, 'max');
        expect(convertAmount(min, 1, rate)).toBeGreaterThanOrEqual(shown);
        expect(convertAmount(Math.round(min * 100 - 1) / 100, 1, rate)).toBeLessThan(shown);
        expect(convertAmount(max, 1, rate)).toBeLessThanOrEqual(shown);
        expect(convertAmount(Math.round(max * 100 + 1) / 100, 1, rate)).toBeGreaterThan(shown);
      }
    }
  });
});

describe('store attributes', () => {
  it('take the shop key of their taxonomy and the option value of each term name, as products carry them', () => {
    const attribute = wooAttributeTaxonomy.parse({ id: '3', name: 'Couleur', slug: 'pa_couleur' });
    const terms = wooAttributeTermList.parse([
      { id: 51, name: '&Eacute;caille', slug: 'ecaille-2' },
      { id: 52, name: 'Cat-Eye', slug: 'cat-eye' },
    ]);
    expect(toStoreAttribute(attribute, terms)).toEqual({
      key: 'color',
      taxonomy: 'pa_couleur',
      terms: [
        { id: 51, value: 'ecaille' },
        { id: 52, value: 'cat-eye' },
      ],
    });
  });
});
