/** A GraphQL client with its own session cookie: one shopper's browser, for tests that need a session. */
import type { GraphQLResponse } from './testServer';

export interface GqlSession {
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  /** The session cookie this browser holds (`sid=...`), or '' when none. */
  cookie(): string;
  /** Replaces the held cookie (to replay an old one). */
  useCookie(cookie: string): void;
  /** The last `Set-Cookie` header of the session cookie, with its flags. */
  lastSetCookie(): string;
}

export function gqlSession(baseUrl: string): GqlSession {
  let cookie = '';
  let lastSet = '';
  return {
    async gql<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
      if (set) {
        lastSet = set;
        // A cleared cookie comes back empty and expired.
        cookie = set.startsWith('sid=;') ? '' : (set.split(';')[0] ?? '');
      }
      return (await response.json()) as GraphQLResponse<T>;
    },
    cookie: () => cookie,
    useCookie: (value) => {
      cookie = value;
    },
    lastSetCookie: () => lastSet,
  };
}
