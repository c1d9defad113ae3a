/**
 * What every screen showing one placed order reads (the confirmation page, the account's orders and
 * downloads): one fragment, so both show the same figures for the same order.
 */
import { graphql } from '@generated/gql';

export const OrderSummaryFieldsFragment = graphql(`
  fragment OrderSummaryFields on Order {
    id
    number
    status
    createdAt
    currencyCode
    email
    paymentMethodTitle
    customerNote
    taxDisplay
    billing {
      ...OrderAddressCard_address
    }
    shipping {
      ...OrderAddressCard_address
    }
    lines {
      id
      name
      sku
      quantity
      unitPrice {
        ...MoneyFields
      }
      total {
        ...MoneyFields
      }
    }
    shippingLines {
      title
      total {
        ...MoneyFields
      }
    }
    itemsTotal {
      ...MoneyFields
    }
    shippingTotal {
      ...MoneyFields
    }
    taxTotal {
      ...MoneyFields
    }
    discountTotal {
      ...MoneyFields
    }
    total {
      ...MoneyFields
    }
  }
`);
