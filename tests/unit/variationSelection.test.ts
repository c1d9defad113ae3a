import { galleryImages, isSelectionComplete, matchVariation, variationKeys } from '../../client/src/catalog/variationSelection';

const attributes = [
  { key: 'color', variation: true },
  { key: 'shape', variation: false },
  { key: 'size', variation: true },
];
const variations = [
  {
    id: 'a',
    attributes: [
      { key: 'color', value: 'black' },
      { key: 'size', value: 'm' },
    ],
  },
  {
    id: 'b',
    attributes: [
      { key: 'color', value: 'gold' },
      { key: 'size', value: 'm' },
    ],
  },
  { id: 'c', attributes: [{ key: 'color', value: 'gold' }] },
];

describe('variation selection', () => {
  const keys = variationKeys(attributes);

  it('uses only the variation attributes', () => {
    expect(keys).toEqual(['color', 'size']);
  });

  it('selects nothing until every variation attribute has a value', () => {
    expect(matchVariation(variations, keys, {})).toBeNull();
    expect(matchVariation(variations, keys, { color: 'black' })).toBeNull();
    expect(isSelectionComplete(keys, { color: 'black', size: '' })).toBe(false);
  });

  it('selects the variation matching every value', () => {
    expect(matchVariation(variations, keys, { color: 'black', size: 'm' })?.id).toBe('a');
    expect(matchVariation(variations, keys, { color: 'gold', size: 'm' })?.id).toBe('b');
  });

  it('lets a variation without a value for an attribute match any value', () => {
    expect(matchVariation(variations, keys, { color: 'gold', size: 'xl' })?.id).toBe('c');
  });

  it('selects nothing without variations or without variation attributes', () => {
    expect(matchVariation([], keys, { color: 'black', size: 'm' })).toBeNull();
    expect(matchVariation(variations, [], {})).toBeNull();
  });

  it('puts the variation image first without repeating it', () => {
    const images = [{ url: '/1' }, { url: '/2' }];
    expect(galleryImages(images, { url: '/2' }).map((image) => image.url)).toEqual(['/2', '/1']);
    expect(galleryImages(images, { url: '/v' }).map((image) => image.url)).toEqual(['/v', '/1', '/2']);
    expect(galleryImages(images, null)).toEqual(images);
  });
});
