/** The password reset's GraphQL operations (schema/passwordReset.graphql). */
import { graphql } from '@generated/gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      accepted
      errors {
        field
        code
      }
    }
  }
`);

export const PasswordResetLinkQuery = graphql(`
  query PasswordResetLink($token: String!) {
    passwordResetLink(token: $token)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!, $language: Language) {
    resetPassword(input: $input) {
      ...AccountPayloadFields
    }
  }
`);
