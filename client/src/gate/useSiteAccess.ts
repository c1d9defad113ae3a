import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
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

const EnterSiteMutation = graphql(`
  mutation EnterSite($password: String!) {
    enterSite(password: $password) {
      granted
      errors {
        field
        code
      }
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

export type EnterSiteOutcome = 'GRANTED' | 'WRONG_PASSWORD' | 'TOO_MANY_ATTEMPTS';

/**
 * Tries the site password. When the server grants access (and has set its cookie), the whole store is
 * reset: active queries, `siteAccess` first, run again, now with the cookie.
 */
export function useEnterSiteMutation(): [(password: string) => Promise<EnterSiteOutcome>, { loading: boolean }] {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(EnterSiteMutation);
  const enter = useCallback(
    async (password: string): Promise<EnterSiteOutcome> => {
      const { data } = await mutate({ variables: { password } });
      const result = data?.enterSite;
      if (!result) throw new Error('enterSite answered no data');
      if (result.granted) {
        await client.resetStore();
        return 'GRANTED';
      }
      return result.errors.some((error) => error.code === 'TOO_MANY_ATTEMPTS') ? 'TOO_MANY_ATTEMPTS' : 'WRONG_PASSWORD';
    },
    [client, mutate],
  );
  return [enter, { loading }];
}
