/**
 * The checkout's server data: the quote (lines, shipping methods, VAT and total priced by the server
 * for a destination), the countries the shop ships to and how the shopper pays. The browser never
 * sums a total: what the summary shows and what placeOrder is told to expect is `checkoutQuote.total`.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { setShopperDestination } from '@/apollo/destination';
import type { Language } from '@generated/graphql';
import { graphql } from '@generated/gql';

/** What the checkout shows of a quote; placeOrder's CART_CHANGED answer carries the same selection. */
export const CheckoutQuoteFieldsFragment = graphql(`
  fragment CheckoutQuoteFields on CheckoutQuote {
    currencyCode
    taxDisplay
    ready
    allAvailable
    lines {
      key
      productId
      variationId
      name
      quantity
      availableQuantity
      problem
      unitPrice {
        ...MoneyFields
      }
      total {
        ...MoneyFields
      }
    }
    shippingMethods {
      ...DeliveryOption_method
    }
    shippingMethod {
      ...DeliveryOption_method
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
    total {
      ...MoneyFields
    }
  }
`);

export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      ...CheckoutQuoteFields
    }
  }
`);

const ShippingCountriesQuery = graphql(`
  query ShippingCountries($language: Language) {
    shippingCountries(language: $language) {
      code
      name
      states {
        code
        name
      }
    }
  }
`);

const PaymentSetupQuery = graphql(`
  query PaymentSetup {
    paymentSetup {
      provider
      stripePublishableKey
      cardGatewayEnabled
    }
  }
`);

export interface QuoteLineInput {
  key: string;
  productId: string;
  variationId: string | null;
  quantity: number;
}

export interface QuoteRequest {
  lines: readonly QuoteLineInput[];
  currency: string;
  language: Language;
  country: string;
  postcode: string;
  /** The destination's state, where its country has states ("" otherwise). */
  state?: string;
  shippingMethodId: string | null;
}

/**
 * The quote's variables: the cart's lines as the schema's CartLineInput, the destination, the method the
 * shopper chose (null: the quote prices the one it suggests).
 */
export function quoteVariables(request: QuoteRequest) {
  return {
    input: {
      lines: request.lines.map(({ key, productId, variationId, quantity }) => ({ key, productId, variationId, quantity })),
      currency: request.currency,
      language: request.language,
      country: request.country || null,
      postcode: request.postcode || null,
      state: request.state || null,
      shippingMethodId: request.shippingMethodId,
      useSuggestedShippingMethod: true,
    },
  };
}

/**
 * The quote for the cart, the destination and the chosen method. While the answer for new variables
 * loads, the previous one stays on screen (`current` false, the summary busy) so the shipping options
 * do not vanish each time one is chosen; paying waits for the current answer.
 */
export function useCheckoutQuote(request: QuoteRequest, { skip = false }: { skip?: boolean } = {}) {
  const variables = quoteVariables(request);
  const result = useQuery(CheckoutQuoteQuery, { variables, skip: skip || request.lines.length === 0, fetchPolicy: 'cache-and-network' });
  const current = result.data?.checkoutQuote;
  // Once the shop ships to the destination typed, every price follows its taxes (as WooCommerce does for
  // a customer whose address it knows): the cart, the listings and the product pages ask for it.
  const shippable = !!current && !result.loading && current.shippingMethods.length > 0;
  const { country, postcode } = request;
  useEffect(() => {
    if (shippable && country) setShopperDestination({ country, postcode: postcode.trim() || null });
  }, [shippable, country, postcode]);
  return {
    quote: current ?? result.previousData?.checkoutQuote ?? null,
    /** Whether the quote shown is the answer for these variables (and no newer one is loading). */
    current: !!current && !result.loading,
    loading: result.loading,
    error: result.error,
    variables,
    refetch: result.refetch,
  };
}

/** The countries the shop ships to, named in the shop's language. */
export function useShippingCountries(language: Language) {
  return useQuery(ShippingCountriesQuery, { variables: { language } });
}

/** The card provider and whether card payment is on. */
export function usePaymentSetup() {
  return useQuery(PaymentSetupQuery, { fetchPolicy: 'cache-and-network' });
}
