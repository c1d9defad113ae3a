import { deliveryEstimate } from '../../domain/availability';
import { optionsOf, originalPriceOf } from '../../domain/catalog';
import { money, type DisplayCurrency } from '../../domain/money';
import { productText } from '../text';
import type { ProductResolvers } from '../types';

const priceOrNull = (amount: number | null, currency: DisplayCurrency) => (amount === null ? null : money(amount, currency));

export const Product: ProductResolvers = {
  id: ({ product }) => String(product.id),
  slug: ({ product }) => product.slug,
  name: (view, _args, context) => productText(view, 'name', context),
  description: (view, _args, context) => productText(view, 'description', context),
  shortDescription: (view, _args, context) => productText(view, 'shortDescription', context),
  sku: ({ product }) => product.sku,
  price: ({ product, currency }) => priceOrNull(product.price, currency),
  originalPrice: ({ product, currency }) => priceOrNull(originalPriceOf(product.price, product.regularPrice), currency),
  onSale: ({ product }) => product.onSale,
  availability: ({ product }) => product.availability,
  deliveryEstimate: ({ product }) => deliveryEstimate(product.availability),
  stockStatus: ({ product }) => product.stockStatus,
  stockQuantity: ({ product }) => product.stockQuantity,
  images: ({ product }) => product.images,
  tryOnImage: ({ product }) => product.tryOn ?? null,
  async categories({ product }, _args, { catalog }) {
    const all = await catalog.categories();
    return product.categories.map(
      (ref) =>
        all.find((category) => category.id === ref.id) ?? {
          ...ref,
          parentId: 0,
          count: 0,
          display: 'default',
          menuOrder: 0,
          description: '',
          image: null,
        },
    );
  },
  attributes: ({ product }) => product.attributes,
  gender: ({ product }) => optionsOf(product, 'gender')[0]?.value ?? null,
  colors: ({ product }) => optionsOf(product, 'color'),
  shape: ({ product }) => optionsOf(product, 'shape')[0]?.value ?? null,
  specifications: ({ product, language }) =>
    product.specifications.map((spec) => ({ key: spec.key, value: language === 'EN' && spec.valueEn ? spec.valueEn : spec.value })),
  async variations(view, _args, { loaders }) {
    const variations = await loaders.variations.load(view.product);
    return variations.map((variation) => ({ variation, language: view.language, currency: view.currency }));
  },
  frameSize: ({ product }, _args, { catalog }) => catalog.frameSizeOf(product),
  featured: ({ product }) => product.featured,
  createdAt: ({ product }) => product.createdAt,
};
