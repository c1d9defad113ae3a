/**
 * Example operations the API explorers open with: browsing the catalog, pricing a cart, and a checkout
 * from quote to paid order. Each example is a document of named operations with variables that work
 * on the embedded store's seed catalog (product 310 "Montmartre", its variations 311 and 312, shipping
 * method 2:2 to France). A test validates every document against the schema.
 */

export interface ExplorerExample {
  /** The tab's name in the explorer. */
  name: string;
  /** A GraphQL document of one or more named operations. */
  document: string;
  /** Variables for the document's operations, as the explorer shows them. */
  variables: Record<string, unknown>;
}

const CATALOG = `# Browsing the catalog. Run one operation at a time (the explorer asks which).
# Prices come in the display currency asked for; texts in the language asked for.

query Listing($filter: ProductFilterInput, $currency: CurrencyCode, $language: Language) {
  products(filter: $filter, sort: PRICE_ASC, page: 1, pageSize: 6, currency: $currency, language: $language) {
    totalCount
    pageCount
    nodes {
      id
      slug
      name
      price { amount currencyCode }
      originalPrice { amount }
      availability
      colors { value label }
    }
  }
}

query ListingFilters($filter: ProductFilterInput, $currency: CurrencyCode) {
  filterOptions(filter: $filter, currency: $currency) {
    genders { value label count }
    colors { value label count }
    shapes { value label count }
    preOrderCount
    priceRange { min max }
  }
}

query ProductPage($slug: String!, $currency: CurrencyCode, $language: Language) {
  product(slug: $slug, currency: $currency, language: $language) {
    id
    name
    shortDescription
    price { amount currencyCode }
    availability
    deliveryEstimate { minDays maxDays }
    images { url alt }
    specifications { key value }
    variations {
      id
      sku
      price { amount }
      availability
      stockQuantity
      attributes { key label }
    }
  }
}

query Currencies($language: Language) {
  currencies(language: $language) { code symbol name rate isBase }
}
`;

const CART = `# A cart lives in the browser; the server prices its lines from the store at each call.
# Lines that cannot be bought come back with purchasable: false (and found: false when gone).

query CartPricing($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language) {
  cartPricing(lines: $lines, currency: $currency, language: $language) {
    allAvailable
    subtotal { amount currencyCode }
    lines {
      key
      found
      name
      unitPrice { amount }
      lineTotal { amount }
      availability
      stockQuantity
      purchasable
    }
  }
}
`;

const CHECKOUT = `# A checkout, in order: quote for a destination, place the order, pay, confirm.
# PlaceOrder places nothing until expectedTotal is the quote's total (it answers CART_CHANGED with the
# quote); its idempotencyKey is one UUID per checkout content (the same key gives the same order).
# PayWithTestCard and ConfirmOrderPayment take the ids and clientSecret PlaceOrder answered
# (the offline test card works when no Stripe key is set: 4242 4242 4242 4242 is paid at once).

query ShippingCountries($language: Language) {
  shippingCountries(language: $language) { code name }
}

query CheckoutQuote($quote: CheckoutQuoteInput!) {
  checkoutQuote(input: $quote) {
    ready
    allAvailable
    currencyCode
    lines { key name quantity unitPrice { amount } total { amount } tax { amount } problem availableQuantity }
    shippingMethods { id title cost { amount } free }
    shippingMethod { id title }
    itemsTotal { amount }
    shippingTotal { amount }
    taxTotal { amount }
    taxLines { label ratePercent amount { amount } }
    total { amount currencyCode }
  }
}

mutation PlaceOrder($order: PlaceOrderInput!) {
  placeOrder(input: $order) {
    errors { field code message }
    order { id number status total { amount currencyCode } }
    orderKey
    payment { id provider status clientSecret amount { amount currencyCode } }
    quote { total { amount } lines { key problem availableQuantity } }
  }
}

mutation PayWithTestCard($payment: PayWithTestCardInput!) {
  payWithTestCard(input: $payment) {
    payment { id status lastError { code declineCode message } }
    order { id status paid }
  }
}

mutation ConfirmOrderPayment($confirmation: ConfirmOrderPaymentInput!) {
  confirmOrderPayment(input: $confirmation) {
    payment { status }
    order { id number status paid paidAt total { amount currencyCode } }
  }
}

query Order($orderId: ID!, $orderKey: String, $language: Language) {
  order(id: $orderId, key: $orderKey, language: $language) {
    number
    status
    paid
    lines { name quantity total { amount } }
    total { amount currencyCode }
  }
}
`;

const LINES = [
  { key: 'montmartre-black', productId: '310', variationId: '311', quantity: 2 },
  { key: 'montmartre-tortoise', productId: '310', variationId: '312', quantity: 1 },
];

const ADDRESS = {
  firstName: 'Marie',
  lastName: 'Dupont',
  phone: '+33 6 12 34 56 78',
  address1: '10 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  country: 'FR',
};

export const EXPLORER_EXAMPLES: readonly ExplorerExample[] = [
  {
    name: 'Catalog',
    document: CATALOG,
    variables: {
      filter: { section: 'MEN', colors: ['black'] },
      slug: 'montmartre',
      currency: 'EUR',
      language: 'EN',
    },
  },
  {
    name: 'Cart pricing',
    document: CART,
    variables: { lines: LINES, currency: 'EUR', language: 'EN' },
  },
  {
    name: 'Checkout',
    document: CHECKOUT,
    variables: {
      language: 'EN',
      quote: { lines: LINES, currency: 'EUR', language: 'EN', country: 'FR', postcode: '75002', shippingMethodId: '2:2' },
      order: {
        // A random UUID (v4): replace it with a new one for each checkout (crypto.randomUUID()).
        idempotencyKey: '3b0f6a52-8c1e-4d7a-9f24-6e5b1c0d8a97',
        lines: LINES,
        currency: 'EUR',
        language: 'EN',
        email: 'marie@example.com',
        billing: ADDRESS,
        shippingMethodId: '2:2',
        expectedTotal: 0,
      },
      payment: {
        orderId: 'from PlaceOrder: order.id',
        paymentId: 'from PlaceOrder: payment.id',
        clientSecret: 'from PlaceOrder: payment.clientSecret',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      },
      confirmation: { orderId: 'from PlaceOrder: order.id', paymentId: 'from PlaceOrder: payment.id' },
      orderId: 'from PlaceOrder: order.id',
      orderKey: 'from PlaceOrder: orderKey',
    },
  },
];

/** Every example in one document, as both explorers open them (the operations are named apart). */
export const EXAMPLES_DOCUMENT = EXPLORER_EXAMPLES.map((example) => example.document).join('\n');

/** The variables of every example together (the examples agree on the ones they share). */
export const EXAMPLES_VARIABLES: Record<string, unknown> = Object.assign({}, ...EXPLORER_EXAMPLES.map((example) => example.variables));
