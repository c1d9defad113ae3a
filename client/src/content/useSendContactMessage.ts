import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';

const SendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`);

/** Sends the contact form; nothing in the cache depends on a sent message, so no update is needed. */
export function useSendContactMessage() {
  return useMutation(SendContactMessage);
}
