/**
 * The WooCommerce mapping must work unchanged against a genuine WooCommerce 9.x: every recorded
 * catalog answer it reads goes through it. The answers are copies (in tests/fixtures/recorded-wc-9.9.5) of
 * the ones in shared/woo-rest-v3/recorded-wc-9.9.5, so the test reads nothing outside the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toCategory, toProduct, toVariation } from '../../server/src/woo/mapping';
import type { WooCategory, WooProduct, WooVariation } from '../../server/src/woo/wire';

const recorded = path.resolve(__dirname, '../fixtures/recorded-wc-9.9.5');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(recorded, file), 'utf8')) as T;

describe('mapping of recorded WooCommerce 9.9.5 answers', () => {
  it('maps the products list (simple and variable)', () => {
    const products = read<WooProduct[]>('20-products-list.json').map(toProduct);
    expect(products.map((product) => product.slug).sort()).toEqual(['beanie', 't-shirt']);
    for (const product of products) {
      expect(typeof product.price).toBe('number');
      expect(product.availability).toBe('IN_STOCK');
      expect(product.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it('maps a variable product with its global attribute', () => {
    const product = toProduct(read<WooProduct>('22-product-variable-get.json'));
    expect(product).toMatchObject({
      id: 11,
      slug: 't-shirt',
      type: 'variable',
      sku: 'TSHIRT',
      price: 24,
      regularPrice: null,
      variationIds: [12, 13],
    });
    expect(product.attributes).toEqual([
      {
        key: 'size',
        name: 'Size',
        // The store's taxonomy: the key of its terms' translations.
        taxonomy: 'pa_size',
        variation: true,
        visible: true,
        options: [
          { value: 'm', label: 'M' },
          { value: 's', label: 'S' },
        ],
      },
    ]);
    expect(product.images).toEqual([]);
    expect(product.categories).toEqual([{ id: 16, name: 'Clothing', slug: 'clothing' }]);
  });

  it('maps a simple product', () => {
    const product = toProduct(read<WooProduct>('21-product-simple-get.json'));
    expect(product).toMatchObject({
      id: 10,
      slug: 'beanie',
      price: 18,
      regularPrice: 18,
      onSale: false,
      stockStatus: 'instock',
      variationIds: [],
    });
  });

  it('maps variations: attribute list with slugs, string prices, stock', () => {
    const parent = toProduct(read<WooProduct>('22-product-variable-get.json'));
    const variations = read<WooVariation[]>('23-product-variations-list.json').map((raw) => toVariation(raw, parent));
    const medium = variations.find((variation) => variation.sku === 'TSHIRT-M');
    expect(medium).toMatchObject({
      id: 13,
      productId: 11,
      price: 24,
      regularPrice: 27,
      stockQuantity: 7,
      availability: 'IN_STOCK',
      image: null,
    });
    expect(medium?.attributes).toEqual([{ key: 'size', name: 'Size', taxonomy: 'pa_size', value: 'm', label: 'M' }]);
  });

  it('maps variation attributes given as a name-to-value map with prefixes', () => {
    const parent = toProduct({
      id: 1,
      name: 'Rivoli',
      attributes: [{ name: 'Couleur', slug: 'pa_couleur', variation: true, options: ['Écaille'] }],
    });
    const variation = toVariation(
      { id: 2, attributes: { attribute_pa_couleur: 'Écaille' }, stock_status: 'onbackorder', image: 'https://x/y.svg' },
      parent,
    );
    expect(variation.attributes).toEqual([{ key: 'color', name: 'Couleur', taxonomy: 'pa_couleur', value: 'ecaille', label: 'Écaille' }]);
    expect(variation.availability).toBe('PRE_ORDER');
    expect(variation.image).toEqual({ id: 'https://x/y.svg', url: 'https://x/y.svg', alt: 'Rivoli' });
  });

  it('maps categories', () => {
    const categories = read<WooCategory[]>('24-categories-list.json').map(toCategory);
    expect(categories[0]).toEqual({
      id: 16,
      name: 'Clothing',
      slug: 'clothing',
      parentId: 0,
      count: 2,
      display: 'default',
      menuOrder: 0,
      description: 'Apparel',
      image: null,
    });
  });

  it('reads English texts and specifications from meta data, and the pre-order category', () => {
    const product = toProduct({
      id: 5,
      name: 'Lunettes &amp; soleil',
      stock_status: 'instock',
      categories: [{ id: 9, name: 'Pre Order', slug: 'pre-order' }],
      meta_data: [
        { id: 1, key: 'name_en', value: 'Glasses & sun' },
        { id: 2, key: 'material', value: 'Acétate' },
        { id: 3, key: 'material_en', value: 'Acetate' },
        { id: 4, key: '_private', value: 'hidden' },
        { id: 5, key: 'plugin_data', value: { a: 1 } },
      ],
    });
    expect(product.texts.name).toBe('Lunettes & soleil');
    expect(product.textsEn).toEqual({ name: 'Glasses & sun' });
    expect(product.specifications).toEqual([{ key: 'material', value: 'Acétate', valueEn: 'Acetate' }]);
    expect(product.availability).toBe('PRE_ORDER');
  });
});
