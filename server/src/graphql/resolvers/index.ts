import { CurrencyResolver, DateTimeResolver, NonNegativeIntResolver, PositiveIntResolver, URLResolver } from 'graphql-scalars';
import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../types';
import { cartQuery } from './cartQuery';
import { catalogQuery } from './catalogQuery';
import { contentMutation } from './contentMutation';
import { currencyQuery } from './currencyQuery';
import { gateMutation, gateQuery } from './gate';
import { Product } from './product';
import { Variation } from './variation';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  URL: URLResolver,
  NonNegativeInt: NonNegativeIntResolver,
  PositiveInt: PositiveIntResolver,
  // graphql-scalars names this scalar "Currency", which is our object type's name: renamed.
  CurrencyCode: new GraphQLScalarType({ ...CurrencyResolver.toConfig(), name: 'CurrencyCode' }),
  Query: {
    ok: () => true,
    ...catalogQuery,
    ...currencyQuery,
    ...cartQuery,
    ...gateQuery,
  },
  Mutation: {
    noop: () => true,
    ...contentMutation,
    ...gateMutation,
  },
  Product,
  Variation,
  Image: {
    id: (image) => image.id,
    url: (image) => image.url,
    alt: (image) => image.alt,
  },
};
