import { graphql } from '@generated/gql';

/** What a purchase needs of a variation (product page, landing page, test pages). */
export const PurchaseVariationFragment = graphql(`
  fragment PurchaseVariation on Variation {
    id
    sku
    availability
    stockQuantity
    deliveryEstimate {
      minDays
      maxDays
    }
    price {
      amount
      currencyCode
    }
    originalPrice {
      amount
      currencyCode
    }
    image {
      id
      url
      alt
    }
    attributes {
      key
      name
      value
      label
    }
  }
`);

/** What a purchase needs of a product besides its variations. */
export const PurchaseProductFragment = graphql(`
  fragment PurchaseProduct on Product {
    id
    slug
    name
    shortDescription
    sku
    availability
    price {
      amount
      currencyCode
    }
    originalPrice {
      amount
      currencyCode
    }
    images {
      id
      url
      alt
    }
    attributes {
      key
      name
      variation
      visible
      options {
        value
        label
      }
    }
    specifications {
      key
      value
    }
    variations {
      ...PurchaseVariation
    }
  }
`);
