import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * Catalog objects are not normalised by id: the same product differs by language (and, later,
 * by display currency), so each query keeps its own copy instead of overwriting a shared entry.
 */
const notNormalized = { keyFields: false as const };

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache({
      typePolicies: {
        Product: notNormalized,
        Variation: notNormalized,
        Money: notNormalized,
        Image: notNormalized,
        ProductConnection: notNormalized,
        FilterOptions: notNormalized,
      },
    }),
  });
}
