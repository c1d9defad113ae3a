/** The checkout's GraphQL operations and a shopper's typical input, for the server tests and the benchmark. */
import crypto from 'node:crypto';

export const QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) {
    currencyCode ready allAvailable
    lines { key name quantity unitPrice { amount } total { amount } tax { amount } availableQuantity problem }
    shippingMethods { id title methodId cost { amount currencyCode } free }
    shippingMethod { id }
    itemsTotal { amount } shippingTotal { amount } taxTotal { amount } total { amount currencyCode }
    taxLines { label ratePercent amount { amount } }
  }
}`;

const ORDER_FIELDS = `id number status paid currencyCode email paymentMethodTitle
  lines { name quantity total { amount } tax { amount } }
  shippingLines { title total { amount } }
  itemsTotal { amount } shippingTotal { amount } taxTotal { amount } total { amount currencyCode }
  billing { firstName city countryName } shipping { city country countryName }`;

export const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order { ${ORDER_FIELDS} }
    orderKey
    payment { id status clientSecret amount { amount currencyCode } provider }
    errors { field code message }
    quote { total { amount } lines { key problem availableQuantity } }
  }
}`;

export const PAY = `mutation Pay($input: PayWithTestCardInput!) {
  payWithTestCard(input: $input) {
    payment { id status lastError { code declineCode message } }
    order { id status paid total { amount } }
  }
}`;

export const CHALLENGE = `mutation Challenge($input: AnswerTestCardChallengeInput!) {
  answerTestCardChallenge(input: $input) { payment { status lastError { code message } } order { status paid } }
}`;

export const CONFIRM = `mutation Confirm($input: ConfirmOrderPaymentInput!) {
  confirmOrderPayment(input: $input) { payment { status } order { status paid } }
}`;

export const ORDER = `query Order($id: ID!, $key: String, $language: Language) { order(id: $id, key: $key, language: $language) { ${ORDER_FIELDS} } }`;

export const address = {
  firstName: 'Marie',
  lastName: 'Dupont',
  phone: '+33 6 12 34 56 78',
  address1: '10 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  country: 'FR',
};

export interface CartLine {
  key: string;
  productId: string;
  variationId?: string;
  quantity: number;
}

export function placeInput(lines: CartLine[], shippingMethodId: string, expectedTotal: number, extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    lines,
    currency: 'EUR',
    email: 'marie@example.com',
    billing: address,
    shippingMethodId,
    expectedTotal,
    ...extra,
  };
}

export const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
