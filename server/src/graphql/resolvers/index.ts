import { CurrencyResolver, DateTimeResolver, NonNegativeIntResolver, PositiveIntResolver, URLResolver } from 'graphql-scalars';
import type { Resolvers } from '../types';
import { catalogQuery } from './catalogQuery';
import { Product } from './product';
import { Variation } from './variation';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  URL: URLResolver,
  NonNegativeInt: NonNegativeIntResolver,
  PositiveInt: PositiveIntResolver,
  CurrencyCode: CurrencyResolver,
  Query: {
    ok: () => true,
    ...catalogQuery,
  },
  Product,
  Variation,
  Image: {
    id: (image) => image.id,
    url: (image) => image.url,
    alt: (image) => image.alt,
  },
};
