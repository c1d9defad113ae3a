import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@generated/gql';
import type { SiteAccessQuery as SiteAccessQueryResult } from '@generated/graphql';
import type { InitialSiteAccess } from './initialAccess';

export const SiteAccessQuery = graphql(`
  query SiteAccess {
    siteAccess {
      gated
      granted
    }
  }
`);

/**
 * Whether this browser may use the shop, as the server says (its cookie is HTTP-only): from the page's
 * own HTML when the server wrote it there (seeded into the cache at start, see seedSiteAccess), else
 * asked. The gate link rewrites it when the server later refuses an operation on the gate.
 */
export function useSiteAccess() {
  return useQuery(SiteAccessQuery, { fetchPolicy: 'cache-first' });
}

/** Writes the page's gate state into the cache, so the first render needs no request. */
export function seedSiteAccess(cache: ApolloCache, access: InitialSiteAccess | null): void {
  if (!access) return;
  // The cache stores __typename, which the generated result types leave out.
  const data = { siteAccess: { __typename: 'SiteAccess', ...access } } as SiteAccessQueryResult;
  cache.writeQuery({ query: SiteAccessQuery, data });
}
