/**
 * The account's mutations: sign-in, registration (also at checkout), profile, email, password and
 * addresses. Each answers with AccountPayloadFields (operations.ts): the customer as they are now, written
 * to the cache's `Query.me`. Apart from operations.ts so that they load with the forms that send them,
 * not with every page's header (issue 22: first-load JS).
 */
import { graphql } from '@generated/gql';

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
