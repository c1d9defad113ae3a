import { deliveryEstimate } from '../../domain/availability';
import { originalPriceOf } from '../../domain/catalog';
import { money, type DisplayCurrency } from '../../domain/money';
import type { VariationResolvers } from '../types';

const priceOrNull = (amount: number | null, currency: DisplayCurrency) => (amount === null ? null : money(amount, currency));

export const Variation: VariationResolvers = {
  id: ({ variation }) => String(variation.id),
  sku: ({ variation }) => variation.sku,
  price: ({ variation, currency }) => priceOrNull(variation.price, currency),
  originalPrice: ({ variation, currency }) => priceOrNull(originalPriceOf(variation.price, variation.regularPrice), currency),
  availability: ({ variation }) => variation.availability,
  deliveryEstimate: ({ variation }) => deliveryEstimate(variation.availability),
  stockStatus: ({ variation }) => variation.stockStatus,
  stockQuantity: ({ variation }) => variation.stockQuantity,
  image: ({ variation }) => variation.image,
  tryOnImage: ({ variation }) => variation.tryOn ?? null,
  attributes: ({ variation }) => variation.attributes,
};
