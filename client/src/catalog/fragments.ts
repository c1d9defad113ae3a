import { graphql } from '@generated/gql';

/** An amount and its currency, as every price is shown. */
export const MoneyFieldsFragment = graphql(`
  fragment MoneyFields on Money {
    amount
    currencyCode
  }
`);

/** What the store shows after a price (its price display suffix): its words and the amounts it names. */
export const PriceSuffixFieldsFragment = graphql(`
  fragment PriceSuffixFields on PriceSuffixPart {
    text
    amount {
      ...MoneyFields
    }
  }
`);

/** A picture with its text alternative. */
export const ImageFieldsFragment = graphql(`
  fragment ImageFields on Image {
    id
    url
    alt
  }
`);

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
      ...MoneyFields
    }
    originalPrice {
      ...MoneyFields
    }
    priceSuffix {
      ...PriceSuffixFields
    }
    image {
      ...ImageFields
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
      ...MoneyFields
    }
    originalPrice {
      ...MoneyFields
    }
    priceSuffix {
      ...PriceSuffixFields
    }
    images {
      ...ImageFields
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
