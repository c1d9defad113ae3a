import { addLine, itemCount, lineKey, migrateLines, removeLine, setLineQuantity, type NewCartLine } from '../../client/src/cart/cartRules';

const line = (overrides: Partial<NewCartLine> = {}): NewCartLine => ({
  productId: '310',
  variationId: '311',
  slug: 'montmartre',
  name: 'Montmartre',
  image: null,
  sku: 'EYW-MONT-BLK',
  attributes: [],
  quantity: 1,
  originalPrice: 189,
  originalCurrency: 'EUR',
  ...overrides,
});

describe('cart rules', () => {
  it('merges the same product and variation, adds a line otherwise', () => {
    let lines = addLine([], line());
    lines = addLine(lines, line({ quantity: 2 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    lines = addLine(lines, line({ variationId: '312' }));
    lines = addLine(lines, line({ productId: '400', variationId: null }));
    expect(lines.map((entry) => entry.key)).toEqual(['310:311', '310:312', '400:']);
    expect(itemCount(lines)).toBe(5);
  });

  it('adds at least one unit', () => {
    expect(addLine([], line({ quantity: 0 }))[0]!.quantity).toBe(1);
  });

  it('removes a line when its quantity drops to 0 or less', () => {
    const lines = addLine([], line({ quantity: 2 }));
    expect(setLineQuantity(lines, lineKey('310', '311'), 5)[0]!.quantity).toBe(5);
    expect(setLineQuantity(lines, lineKey('310', '311'), 0)).toEqual([]);
    expect(setLineQuantity(lines, lineKey('310', '311'), -1)).toEqual([]);
    expect(removeLine(lines, lineKey('310', '311'))).toEqual([]);
  });

  it('migrates old saved lines: no original price or currency -> the price and EUR', () => {
    const migrated = migrateLines([
      { id: 12, name: 'Old', price: 150, quantity: 2, variationId: 13, attributes: [{ name: 'Couleur', option: 'Noir' }] },
      { productId: '7', name: 'New', originalPrice: 99, originalCurrency: 'USD', quantity: 1 },
      { name: 'broken' },
      'garbage',
    ]);
    expect(migrated).toEqual([
      expect.objectContaining({
        key: '12:13',
        productId: '12',
        variationId: '13',
        originalPrice: 150,
        originalCurrency: 'EUR',
        quantity: 2,
        attributes: [{ key: 'couleur', name: 'Couleur', value: 'Noir', label: 'Noir' }],
      }),
      expect.objectContaining({ key: '7:', originalPrice: 99, originalCurrency: 'USD' }),
    ]);
    expect(migrateLines('nope')).toBeUndefined();
  });
});
