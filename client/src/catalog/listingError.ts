/**
 * Why a listing could not be shown, as its page says it: a filter combination too broad for the
 * catalog's size (removing a value helps, trying again does not), too many new searches from this
 * address (wait a minute), or a failure (the generic text, and a retry). Pure, so it can be tested.
 */
export type ListingErrorKind = 'tooBroad' | 'searchRateLimited' | 'failed';

/** The GraphQL errors' extensions of the failed query (Apollo's CombinedGraphQLErrors), none for a network failure. */
export function listingErrorKind(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): ListingErrorKind {
  const extensions = errors?.[0]?.extensions;
  if (extensions?.code === 'BAD_USER_INPUT' && extensions.reason === 'LISTING_TOO_BROAD') return 'tooBroad';
  if (extensions?.code === 'RATE_LIMITED') return 'searchRateLimited';
  return 'failed';
}
