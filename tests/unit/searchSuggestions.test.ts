import { foldText, queryWords, searchSuggestions, type SuggestionWords } from '../../server/src/domain/searchSuggestions';
import type { Product, ProductAttribute } from '../../server/src/domain/catalog';
import { product } from './helpers/catalog';

const colours = (...labels: string[]): ProductAttribute => ({
  key: 'color',
  name: 'Color',
  variation: true,
  visible: true,
  options: labels.map((label) => ({ value: label.toLowerCase(), label })),
});

const FRENCH: Record<string, string> = { black: 'Noir', noir: 'Noir brillant', tortoise: 'Écaille' };
const words: SuggestionWords = {
  names: (item: Product) => [item.texts.name],
  colorLabel: (_attribute, option) => FRENCH[option.value] ?? option.label,
  colorGroup: (value) => value,
};
const named = (id: number, name: string, sku: string, ...labels: string[]) =>
  product({ id, slug: name.toLowerCase(), sku, texts: { name, description: '', shortDescription: '' }, attributes: [colours(...labels)] });

const catalog = [
  named(1, 'Belleville', 'EYW-BELL', 'Black', 'Tortoise'),
  named(2, 'Rivoli', 'EYW-RIVO', 'Tortoise'),
  named(3, 'Trocadéro', 'EYW-TROC', 'Noir'),
  named(4, 'Le Trocadéro bis', 'EYW-TRB', 'Gold'),
];

describe('header search suggestions', () => {
  it('folds accents, case and punctuation; keeps only words with a letter or digit', () => {
    expect(foldText('  Écaille,  NOIR! ')).toBe('ecaille noir');
    expect(queryWords(' -- a ')).toEqual(['a']);
    expect(queryWords('--')).toEqual([]);
  });

  it('ranks a name starting with the words first, then a word of the name starting with them', () => {
    const found = searchSuggestions(catalog, 'troca', 6, words).products;
    expect(found.map((suggestion) => [suggestion.product.id, suggestion.matchedOn])).toEqual([
      [3, 'NAME'],
      [4, 'NAME'],
    ]);
  });

  it('finds a reference, and the product of a variation reference', () => {
    expect(searchSuggestions(catalog, 'eyw-rivo', 6, words).products[0]).toMatchObject({ matchedOn: 'SKU', matchedText: 'EYW-RIVO' });
    expect(searchSuggestions(catalog, 'EYW-BELL-BLK', 6, words).products.map((suggestion) => suggestion.product.id)).toEqual([1]);
  });

  it('matches words spread over the name and the colours, and suggests the colours by their name in the language', () => {
    const found = searchSuggestions(catalog, 'belleville ecaille', 6, words);
    expect(found.products).toEqual([expect.objectContaining({ matchedOn: 'COLOR', matchedText: 'Écaille' })]);
    const noir = searchSuggestions(catalog, 'noir', 6, words);
    expect(noir.colors).toEqual([
      { value: 'black', label: 'Noir', productCount: 1 },
      { value: 'noir', label: 'Noir brillant', productCount: 1 },
    ]);
    expect(searchSuggestions(catalog, 'ecaille', 6, words).colors).toEqual([{ value: 'tortoise', label: 'Écaille', productCount: 2 }]);
  });

  it('keeps to the limit and answers nothing for an empty query', () => {
    expect(searchSuggestions(catalog, 'e', 1, words).products).toHaveLength(1);
    expect(searchSuggestions(catalog, ' ', 6, words)).toEqual({ products: [], colors: [] });
  });
});
