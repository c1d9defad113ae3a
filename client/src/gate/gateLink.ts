import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { SiteAccessQuery as SiteAccessQueryResult } from '@generated/graphql';
import { SiteAccessQuery } from './useSiteAccess';

/** The code the server's gate answers with (server/src/gate/middleware.ts). */
export const GATE_LOCKED = 'GATE_LOCKED';

/** Whether an operation failed because this browser is (no longer) past the site gate. */
export function isGateLocked(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((graphQLError) => graphQLError.extensions?.code === GATE_LOCKED);
  return ServerError.is(error) && error.statusCode === 403 && error.bodyText.includes(GATE_LOCKED);
}

/**
 * When the gate cookie expires or the password changes mid-session, the server refuses every query
 * with GATE_LOCKED. This link records the refusal as the cached `siteAccess`, which `SiteGate` watches:
 * the shop gives way to the gate screen instead of showing load errors page after page.
 */
export function gateLink(cache: ApolloCache): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (!isGateLocked(error)) return;
    // The cache stores __typename, which the generated result types leave out.
    const locked = { siteAccess: { __typename: 'SiteAccess', gated: true, granted: false } } as SiteAccessQueryResult;
    cache.writeQuery({ query: SiteAccessQuery, data: locked });
  });
}
