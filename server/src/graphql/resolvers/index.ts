import { CurrencyResolver, DateTimeResolver } from 'graphql-scalars';
import { GraphQLScalarType } from 'graphql';
import { NonNegativeInt, PositiveInt } from '../scalars';
import type { Resolvers } from '../types';
import { accountMutation, accountQuery, Customer, CustomerAddress } from './account';
import { passwordResetMutation, passwordResetQuery } from './passwordReset';
import { backInStockMutation } from './backInStock';
import { cartQuery } from './cartQuery';
import { catalogQuery } from './catalogQuery';
import { checkoutMutation, checkoutQuery } from './checkout';
import { contentMutation } from './contentMutation';
import { contentQuery } from './contentQuery';
import { currencyQuery } from './currencyQuery';
import { internalQuery } from '../../internal/resolvers';
import { FilterOptionsFit, fitMutation, FrameSizeType } from './fit';
import { gateMutation, gateQuery } from './gate';
import { searchQuery } from './searchQuery';
import { shippingQuery } from './shipping';
import { Product } from './product';
import { Variation } from './variation';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  // Strict: a variable of 1.5 or 1e21 is refused, never truncated.
  NonNegativeInt,
  PositiveInt,
  // graphql-scalars names this scalar "Currency", which is our object type's name: renamed.
  CurrencyCode: new GraphQLScalarType({ ...CurrencyResolver.toConfig(), name: 'CurrencyCode' }),
  Query: {
    ...catalogQuery,
    ...searchQuery,
    ...contentQuery,
    ...currencyQuery,
    ...internalQuery,
    ...cartQuery,
    ...gateQuery,
    ...shippingQuery,
    ...checkoutQuery,
    ...accountQuery,
    ...passwordResetQuery,
  },
  Mutation: {
    ...contentMutation,
    ...gateMutation,
    ...checkoutMutation,
    ...accountMutation,
    ...fitMutation,
    ...passwordResetMutation,
    ...backInStockMutation,
  },
  Product,
  Variation,
  Customer,
  CustomerAddress,
  FrameSize: FrameSizeType,
  FilterOptions: FilterOptionsFit,
  Image: {
    id: (image) => image.id,
    // The embedded store's pictures are served by this server: a root-relative path works on any host.
    url: (image, _args, { embeddedImageOrigin }) =>
      embeddedImageOrigin && image.url.startsWith(`${embeddedImageOrigin}/`) ? image.url.slice(embeddedImageOrigin.length) : image.url,
    alt: (image) => image.alt,
  },
};
