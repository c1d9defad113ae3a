/** A GraphQL client with its own session cookie: one shopper's browser, for tests that need a session. */
import type { GraphQLResponse } from './testServer';

export interface GqlSession {
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
}

export function gqlSession(baseUrl: string): GqlSession {
  let cookie = '';
  return {
    async gql<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
      if (set) cookie = set.split(';')[0] ?? '';
      return (await response.json()) as GraphQLResponse<T>;
    },
  };
}
