/**
 * The checkout's writes. Nothing the cache holds depends on them (the confirmation page reads its
 * order by id), so none updates the cache; the card payments are sent with `no-cache`: the card
 * number is in their variables only, and their answers are not kept either.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '@generated/gql';

/** What the checkout reads of a payment after each step. */
export const PaymentFieldsFragment = graphql(`
  fragment PaymentFields on Payment {
    id
    provider
    status
    clientSecret
    amount {
      ...MoneyFields
    }
    lastError {
      code
      declineCode
      message
    }
  }
`);

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        number
        paid
      }
      orderKey
      payment {
        ...PaymentFields
      }
      errors {
        field
        code
        message
      }
      quote {
        ...CheckoutQuoteFields
      }
    }
  }
`);

const PayWithTestCardMutation = graphql(`
  mutation PayWithTestCard($input: PayWithTestCardInput!) {
    payWithTestCard(input: $input) {
      payment {
        ...PaymentFields
      }
    }
  }
`);

const AnswerTestCardChallengeMutation = graphql(`
  mutation AnswerTestCardChallenge($input: AnswerTestCardChallengeInput!) {
    answerTestCardChallenge(input: $input) {
      payment {
        ...PaymentFields
      }
    }
  }
`);

const ConfirmOrderPaymentMutation = graphql(`
  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {
    confirmOrderPayment(input: $input) {
      payment {
        ...PaymentFields
      }
      order {
        id
        status
        paid
      }
    }
  }
`);

/** Places the order (or finds the one placed with the same idempotency key). */
export function usePlaceOrderMutation() {
  return useMutation(PlaceOrderMutation, { fetchPolicy: 'no-cache' });
}

/** Pays with the offline test card: the card stays in the variables, never in the cache. */
export function usePayWithTestCardMutation() {
  return useMutation(PayWithTestCardMutation, { fetchPolicy: 'no-cache' });
}

/** Answers the test card's 3-D Secure challenge. */
export function useAnswerTestCardChallengeMutation() {
  return useMutation(AnswerTestCardChallengeMutation, { fetchPolicy: 'no-cache' });
}

/** Has the server check the payment with the provider and mark the order paid. */
export function useConfirmOrderPaymentMutation() {
  return useMutation(ConfirmOrderPaymentMutation, { fetchPolicy: 'no-cache' });
}
