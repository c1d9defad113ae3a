/**
 * The account's GraphQL documents, shared by the header, the sign-in forms, the checkout and the
 * account area. `me` is the one source of who is signed in: every account mutation answers with the
 * customer as it is now (or null), and the cache's `Query.me` is written from it, so every screen
 * follows at once.
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

/** The signed-in customer's latest orders (spec: 20, fresh for 5 minutes), with all the account area shows. */
export const CustomerOrdersQuery = graphql(`
  query CustomerOrders($language: Language, $first: Int) {
    me {
      id
      orders(first: $first, language: $language) {
        ...OrderSummaryFields
        paid
        paidAt
        completedAt
        lines {
          id
          tax {
            ...MoneyFields
          }
        }
      }
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!, $language: Language) {
    signIn(input: $input) {
      ...AccountPayloadFields
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!, $language: Language) {
    register(input: $input) {
      ...AccountPayloadFields
    }
  }
`);

export const RegisterAtCheckoutMutation = graphql(`
  mutation RegisterAtCheckout($input: CheckoutRegisterInput!, $language: Language) {
    registerAtCheckout(input: $input) {
      ...AccountPayloadFields
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!, $language: Language) {
    updateProfile(input: $input) {
      ...AccountPayloadFields
    }
  }
`);

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!, $language: Language) {
    changeEmail(input: $input) {
      ...AccountPayloadFields
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!, $language: Language) {
    changePassword(input: $input) {
      ...AccountPayloadFields
    }
  }
`);

export const UpdateAddressesMutation = graphql(`
  mutation UpdateAddresses($input: UpdateAddressesInput!, $language: Language) {
    updateAddresses(input: $input) {
      ...AccountPayloadFields
    }
  }
`);
