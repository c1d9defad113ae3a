/**
 * Who is signed in, and the account's fragments: what every page's header needs (`me`, sign-out). `me`
 * is the one source of who is signed in: every account mutation (accountMutations.ts, loaded with the
 * forms that send them) answers with the customer as it is now (or null), and the cache's `Query.me` is
 * written from it, so every screen follows at once. The orders' query is with its hook
 * (useCustomerOrders.ts): each chunk carries only the documents its code sends (issue 22: first-load JS).
 */
import { graphql } from '@generated/gql';

export const CustomerAddressFieldsFragment = graphql(`
  fragment CustomerAddressFields on CustomerAddress {
    configured
    firstName
    lastName
    company
    address1
    address2
    city
    state
    postcode
    country
    countryName(language: $language)
    email
    phone
  }
`);

export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    id
    email
    firstName
    lastName
    username
    role
    createdAt
    billing {
      ...CustomerAddressFields
    }
    shipping {
      ...CustomerAddressFields
    }
    frameSize {
      lensWidth
      bridgeWidth
      templeLength
    }
  }
`);

export const AccountErrorFieldsFragment = graphql(`
  fragment AccountErrorFields on AccountError {
    field
    code
    message
    passwordAdvice {
      warning
      suggestions
    }
  }
`);

/** What every account mutation answers: the customer as they are now (null on a refusal) and the refusal's reasons. */
export const AccountPayloadFieldsFragment = graphql(`
  fragment AccountPayloadFields on AccountPayload {
    customer {
      ...CustomerFields
    }
    errors {
      ...AccountErrorFields
    }
  }
`);

/** Who is signed in (null for a guest). */
export const MeQuery = graphql(`
  query Me($language: Language) {
    me {
      ...CustomerFields
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);
