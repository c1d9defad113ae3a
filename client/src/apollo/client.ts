import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { itemCount } from '@/cart/cartRules';
import { gateLink } from '@/gate/gateLink';
import { readInitialSiteAccess } from '@/gate/initialAccess';
import { seedSiteAccess } from '@/gate/useSiteAccess';
import { cartLinesVar, cartOpenVar, cartRestoredVar } from './cart';

/**
 * Catalog objects are not normalised by id: the same product differs by language and display
 * currency, so each query keeps its own copy instead of overwriting a shared entry.
 */
const notNormalized = { keyFields: false as const };

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // Client-only state lives in reactive variables; these read functions expose it as
          // `@client` fields, so components query the cart like any other data and re-render
          // when the variables change (in this tab or, through storage events, in another).
          cart: {
            read: () => {
              const lines = cartLinesVar();
              return {
                __typename: 'LocalCart',
                lines: lines.map((line) => ({
                  __typename: 'LocalCartLine',
                  ...line,
                  attributes: line.attributes.map((attribute) => ({ __typename: 'LocalCartLineAttribute', ...attribute })),
                })),
                itemCount: itemCount(lines),
                isOpen: cartOpenVar(),
                restored: cartRestoredVar(),
              };
            },
          },
        },
      },
      Product: notNormalized,
      Variation: notNormalized,
      Money: notNormalized,
      Image: notNormalized,
      ProductConnection: notNormalized,
      FilterOptions: notNormalized,
      CartPricing: notNormalized,
      PricedCartLine: notNormalized,
      LocalCart: notNormalized,
      LocalCartLine: notNormalized,
      LocalCartLineAttribute: notNormalized,
      // Checkout and orders: a shipping method's cost depends on the currency asked, a country's and an
      // order address's names on the language; each answer keeps its own copy.
      CheckoutQuote: notNormalized,
      CheckoutLine: notNormalized,
      ShippingMethod: notNormalized,
      ShippingMethodsResult: notNormalized,
      Country: notNormalized,
      Order: notNormalized,
      OrderLine: notNormalized,
      OrderAddress: notNormalized,
      OrderShippingLine: notNormalized,
      PaymentSetup: { keyFields: [] },
      Currency: { keyFields: ['code'] },
    },
  });
}

/**
 * The browser's client. `initialState` is the cache a server-rendered page carries (ssr/pageState.ts):
 * its queries are answered from it, none goes out again while the page hydrates.
 */
export function createApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  // The gate's state as the page's HTML carries it: the first render draws the shop (or the gate) at once.
  seedSiteAccess(cache, readInitialSiteAccess(document));
  const client = new ApolloClient({
    link: ApolloLink.from([gateLink(cache), new HttpLink({ uri: '/graphql' })]),
    cache,
    // Required for `@client` fields in Apollo Client 4; they are all served by type policies above.
    localState: new LocalState(),
  });
  // Queries that would check the network at once (cache-and-network) take the page's answers until the
  // page has hydrated (ssr/AfterHydration.tsx), however long its route's chunk takes to arrive: a fixed
  // delay (ssrForceFetchDelay) ran out first on a slow load, and a query then "loading" again drew
  // another tree than the server's (React error #418 on /account/orders).
  if (initialState) client.prioritizeCacheValues = true;
  return client;
}
