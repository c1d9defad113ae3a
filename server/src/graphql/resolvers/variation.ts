import { deliveryEstimate } from '../../domain/availability';
import { variationAttributeIn } from '../../translations/translate';
import type { VariationResolvers } from '../types';
import { shownOriginalPrice, shownPrice, shownSuffix } from './shownPrices';

export const Variation: VariationResolvers = {
  id: ({ variation }) => String(variation.id),
  sku: ({ variation }) => variation.sku,
  price: ({ variation, display }) => shownPrice(variation, display),
  originalPrice: ({ variation, display }) => shownOriginalPrice(variation, display),
  priceSuffix: ({ variation, display }) => shownSuffix(variation, display),
  availability: ({ variation }) => variation.availability,
  deliveryEstimate: ({ variation }) => deliveryEstimate(variation.availability),
  stockStatus: ({ variation }) => variation.stockStatus,
  stockQuantity: ({ variation }) => variation.stockQuantity,
  image: ({ variation }) => variation.image,
  tryOnImage: ({ variation }) => variation.tryOn ?? null,
  async attributes({ variation, language }, _args, { storeWords }) {
    const words = await storeWords.dictionary();
    return variation.attributes.map((attribute) => variationAttributeIn(words, language, attribute));
  },
};
