import { deliveryEstimate } from '../../domain/availability';
import { optionsOf } from '../../domain/catalog';
import { attributeIn, categoryIn } from '../../translations/translate';
import { productText } from '../text';
import type { ProductResolvers } from '../types';
import { shownOriginalPrice, shownPrice, shownSuffix } from './shownPrices';

export const Product: ProductResolvers = {
  id: ({ product }) => String(product.id),
  slug: ({ product }) => product.slug,
  name: (view, _args, context) => productText(view, 'name', context),
  description: (view, _args, context) => productText(view, 'description', context),
  shortDescription: (view, _args, context) => productText(view, 'shortDescription', context),
  sku: ({ product }) => product.sku,
  price: ({ product, display }) => shownPrice(product, display),
  originalPrice: ({ product, display }) => shownOriginalPrice(product, display),
  priceSuffix: ({ product, display }) => shownSuffix(product, display),
  onSale: ({ product }) => product.onSale,
  availability: ({ product }) => product.availability,
  deliveryEstimate: ({ product }) => deliveryEstimate(product.availability),
  stockStatus: ({ product }) => product.stockStatus,
  stockQuantity: ({ product }) => product.stockQuantity,
  images: ({ product }) => product.images,
  tryOnImage: ({ product }) => product.tryOn ?? null,
  async categories({ product, language }, _args, { catalog, storeWords }) {
    const [all, words] = await Promise.all([catalog.categories(), storeWords.dictionary()]);
    return product.categories.map((ref) =>
      categoryIn(
        words,
        language,
        all.find((category) => category.id === ref.id) ?? {
          ...ref,
          parentId: 0,
          count: 0,
          display: 'default',
          menuOrder: 0,
          description: '',
          image: null,
        },
      ),
    );
  },
  async attributes({ product, language }, _args, { storeWords }) {
    const words = await storeWords.dictionary();
    return product.attributes.map((attribute) => attributeIn(words, language, attribute));
  },
  gender: ({ product }) => optionsOf(product, 'gender')[0]?.value ?? null,
  async colors({ product, language }, _args, { storeWords }) {
    const words = await storeWords.dictionary();
    const color = product.attributes.find((attribute) => attribute.key === 'color');
    return color ? attributeIn(words, language, color).options : optionsOf(product, 'color');
  },
  shape: ({ product }) => optionsOf(product, 'shape')[0]?.value ?? null,
  specifications: ({ product, language }) =>
    product.specifications.map((spec) => ({ key: spec.key, value: language === 'EN' && spec.valueEn ? spec.valueEn : spec.value })),
  async variations(view, _args, { loaders }) {
    const variations = await loaders.variations.load(view.product);
    return variations.map((variation) => ({ variation, language: view.language, currency: view.currency, display: view.display }));
  },
  frameSize: ({ product }, _args, { catalog }) => catalog.frameSizeOf(product),
  featured: ({ product }) => product.featured,
  createdAt: ({ product }) => product.createdAt,
};
