/** Back-in-stock alerts' GraphQL operations (schema/backInStock.graphql). */
import { graphql } from '@generated/gql';

export const SubscribeBackInStockMutation = graphql(`
  mutation SubscribeBackInStock($input: SubscribeBackInStockInput!) {
    subscribeBackInStock(input: $input) {
      ok
      errors {
        field
        code
      }
    }
  }
`);

export const ConfirmBackInStockMutation = graphql(`
  mutation ConfirmBackInStock($input: BackInStockLinkInput!) {
    confirmBackInStock(input: $input) {
      ok
      errors {
        field
        code
      }
    }
  }
`);

export const UnsubscribeBackInStockMutation = graphql(`
  mutation UnsubscribeBackInStock($input: BackInStockLinkInput!) {
    unsubscribeBackInStock(input: $input) {
      ok
      errors {
        field
        code
      }
    }
  }
`);
