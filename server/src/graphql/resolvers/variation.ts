import { deliveryEstimate } from '../../domain/availability';
import { originalPriceOf } from '../../domain/catalog';
import { money } from '../../domain/money';
import type { VariationResolvers } from '../types';

const priceOrNull = (amount: number | null) => (amount === null ? null : money(amount));

export const Variation: VariationResolvers = {
  id: ({ variation }) => String(variation.id),
  sku: ({ variation }) => variation.sku,
  price: ({ variation }) => priceOrNull(variation.price),
  originalPrice: ({ variation }) => priceOrNull(originalPriceOf(variation.price, variation.regularPrice)),
  availability: ({ variation }) => variation.availability,
  deliveryEstimate: ({ variation }) => deliveryEstimate(variation.availability),
  stockStatus: ({ variation }) => variation.stockStatus,
  stockQuantity: ({ variation }) => variation.stockQuantity,
  image: ({ variation }) => variation.image,
  attributes: ({ variation }) => variation.attributes,
};
