/** The checkout's pure rules (client/src/forms, client/src/checkout): form checks, test card checks, error texts, summary lines. */
import { GIVEN_BACK_ERRORS, paymentErrorText } from '../../client/src/checkout/paymentErrors';
import en from '../../client/src/checkout/texts/en.json';
import fr from '../../client/src/checkout/texts/fr.json';
import { quoteCartView, quoteLineNotice } from '../../client/src/checkout/quoteView';
import { addressFieldOrder } from '../../client/src/checkout/addressFieldOrder';
import {
  checkoutSchema,
  checkoutSchemaFor,
  destinationOf,
  emptyCheckout,
  formPathOf,
  isPlausiblePhone,
  isPlausiblePostcode,
  toAddressInput,
  toFieldErrors,
  toPlaceOrderAddresses,
  type CheckoutValues,
} from '../../client/src/checkout/checkoutForm';
import {
  formatCardNumber,
  formatExpiry,
  isExpired,
  luhnValid,
  parseExpiry,
  testCardSchema,
  toTestCardInput,
} from '../../client/src/checkout/testCardForm';

const filled = (): CheckoutValues => {
  const values = emptyCheckout();
  values.email = 'camille@example.com';
  values.shipping = {
    ...values.shipping,
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    address1: '12 rue de Rivoli',
    city: 'Paris',
    postcode: '75001',
  };
  return values;
};

/** The first error code yup gives for each path, as formik keeps it. */
function firstErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of (error as { inner: { path: string; message: string }[] }).inner) errors[entry.path] ??= entry.message;
  return errors;
}

/** The error codes of the identification step's values. */
async function errorsOf(values: CheckoutValues, schema = checkoutSchema): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return firstErrors(error);
  }
}

describe('checkout form', () => {
  it('defaults both addresses to France, billing the same as delivery', () => {
    expect(emptyCheckout().shipping.country).toBe('FR');
    expect(emptyCheckout().billing.country).toBe('FR');
    expect(emptyCheckout().billingSameAsShipping).toBe(true);
  });

  it('requires email, then the delivery address: names, phone, country, address, city and postcode; company and line 2 optional', async () => {
    expect(await errorsOf(filled())).toEqual({});
    const errors = await errorsOf({ ...emptyCheckout(), shipping: { ...emptyCheckout().shipping, country: '' } });
    expect(errors).toEqual({
      email: 'REQUIRED',
      'shipping.firstName': 'REQUIRED',
      'shipping.lastName': 'REQUIRED',
      'shipping.phone': 'REQUIRED',
      'shipping.country': 'REQUIRED',
      'shipping.address1': 'REQUIRED',
      'shipping.city': 'REQUIRED',
      'shipping.postcode': 'REQUIRED',
    });
  });

  it('checks the email and the phone', async () => {
    expect(await errorsOf({ ...filled(), email: 'camille@' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(await errorsOf({ ...filled(), shipping: { ...filled().shipping, phone: 'call me' } })).toEqual({
      'shipping.phone': 'INVALID_PHONE',
    });
    expect(isPlausiblePhone('+49 30 1234567')).toBe(true);
    expect(isPlausiblePhone('(555) 010-9999')).toBe(true);
    expect(isPlausiblePhone('123')).toBe(false);
    expect(await errorsOf({ ...filled(), shipping: { ...filled().shipping, postcode: '75001!' } })).toEqual({
      'shipping.postcode': 'INVALID_POSTCODE',
    });
    expect(isPlausiblePostcode('SW1A 1AA')).toBe(true);
    expect(isPlausiblePostcode('K1A-0B1')).toBe(true);
  });

  it("keeps within the server's lengths", async () => {
    expect(await errorsOf({ ...filled(), shipping: { ...filled().shipping, city: 'x'.repeat(101) } })).toEqual({
      'shipping.city': 'TOO_LONG',
    });
    expect(await errorsOf({ ...filled(), customerNote: 'x'.repeat(1001) })).toEqual({ customerNote: 'TOO_LONG' });
  });

  it('checks the billing address only when it differs, without a phone', async () => {
    const values = filled();
    values.billingSameAsShipping = false;
    expect(await errorsOf(values)).toEqual({
      'billing.firstName': 'REQUIRED',
      'billing.lastName': 'REQUIRED',
      'billing.address1': 'REQUIRED',
      'billing.city': 'REQUIRED',
      'billing.postcode': 'REQUIRED',
    });
  });

  it("requires one of the country's states where it has some", async () => {
    const schema = checkoutSchemaFor({ US: ['CA', 'NY'] });
    const american = { ...filled(), shipping: { ...filled().shipping, country: 'US', city: 'San Francisco', postcode: '94103' } };
    expect(await errorsOf(american, schema)).toEqual({ 'shipping.state': 'REQUIRED' });
    expect(await errorsOf({ ...american, shipping: { ...american.shipping, state: 'TX' } }, schema)).toEqual({
      'shipping.state': 'INVALID_STATE',
    });
    expect(await errorsOf({ ...american, shipping: { ...american.shipping, state: 'CA' } }, schema)).toEqual({});
    expect(await errorsOf(filled(), schema)).toEqual({});
  });

  it('orders the fields as the country writes addresses: the postcode before the city in France, the state after the city in the US', () => {
    const fr = addressFieldOrder('FR', false);
    expect(fr.indexOf('postcode')).toBeLessThan(fr.indexOf('city'));
    expect(fr).not.toContain('state');
    expect(addressFieldOrder('US', true).slice(-4)).toEqual(['city', 'state', 'postcode', 'phone']);
  });

  it('ships to the delivery address', () => {
    const values = filled();
    values.shipping = { ...values.shipping, country: 'US', postcode: ' 94103 ', state: 'CA' };
    expect(destinationOf(values)).toEqual({ country: 'US', postcode: '94103', state: 'CA' });
  });

  it('sends trimmed addresses with empty optional fields as null', () => {
    expect(toAddressInput({ ...filled().shipping, firstName: ' Camille ', company: ' ', address2: '' })).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      company: null,
      phone: '06 12 34 56 78',
      address1: '12 rue de Rivoli',
      address2: null,
      city: 'Paris',
      postcode: '75001',
      country: 'FR',
      state: null,
    });
  });

  it('sends the delivery address as billing when billing is the same, else both with the delivery phone on billing', () => {
    const same = toPlaceOrderAddresses(filled());
    expect(same).toMatchObject({ shipToDifferentAddress: false, shipping: null, billing: { city: 'Paris', phone: '06 12 34 56 78' } });
    const values = filled();
    values.billingSameAsShipping = false;
    values.billing = { ...values.shipping, address1: '1 rue du Bac', phone: '' };
    const apart = toPlaceOrderAddresses(values);
    expect(apart).toMatchObject({
      shipToDifferentAddress: true,
      billing: { address1: '1 rue du Bac', phone: '06 12 34 56 78' },
      shipping: { address1: '12 rue de Rivoli' },
    });
  });

  it("maps placeOrder's field errors onto the form, ignoring errors of no field", () => {
    expect(formPathOf('input.billing.city')).toBe('billing.city');
    expect(formPathOf('shippingMethodId')).toBeNull();
    expect(formPathOf('customerNote')).toBe('customerNote');
    const errors = [
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'billing.postcode', code: 'REQUIRED' },
      { field: 'billing.phone', code: 'INVALID_PHONE' },
      { field: 'billing.state', code: 'INVALID_STATE' },
      { field: 'shipping.country', code: 'COUNTRY_NOT_SHIPPED' },
      { field: 'billing.city', code: 'ORDER_FAILED' },
      { field: null, code: 'CART_CHANGED' },
    ] as const;
    // Billing the same: its errors are the delivery address's.
    expect(toFieldErrors(errors, true)).toEqual({
      errors: {
        email: 'INVALID_EMAIL',
        shipping: { postcode: 'REQUIRED', phone: 'INVALID_PHONE', state: 'INVALID_STATE', country: 'COUNTRY_NOT_SHIPPED', city: 'INVALID' },
      },
      count: 6,
    });
    // Billing apart: its own fields, but the phone is the delivery address's.
    expect(toFieldErrors(errors, false).errors).toEqual({
      email: 'INVALID_EMAIL',
      billing: { postcode: 'REQUIRED', state: 'INVALID_STATE', city: 'INVALID' },
      shipping: { phone: 'INVALID_PHONE', country: 'COUNTRY_NOT_SHIPPED' },
    });
  });
});

describe('test card form', () => {
  const now = new Date(2026, 10, 15);
  const schema = testCardSchema(() => now);
  const errorsOfCard = async (values: { number: string; expiry: string; cvc: string }) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as { inner: { path: string; message: string }[] }).inner.map((entry) => [entry.path, entry.message]),
      );
    }
  };

  it("accepts Stripe's test numbers (Luhn) and refuses a mistyped one", () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000002500003155']) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
  });

  it('formats as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242')).toBe('4242 4242');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(formatExpiry('1234')).toBe('12/34');
  });

  it('reads MM/YY and MM/YYYY; a card is valid through its month', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('1/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });

  it('checks digits and Luhn, an expiry not past, a 3-4 digit CVC', async () => {
    expect(await errorsOfCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({});
    expect(await errorsOfCard({ number: '', expiry: '', cvc: '' })).toEqual({
      number: 'NUMBER_REQUIRED',
      expiry: 'EXPIRY_REQUIRED',
      cvc: 'CVC_REQUIRED',
    });
    expect(await errorsOfCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' })).toEqual({
      number: 'NUMBER_INVALID',
      expiry: 'EXPIRY_PAST',
      cvc: 'CVC_INVALID',
    });
    expect(await errorsOfCard({ number: '4242 4242 4242 4242', expiry: '99/99', cvc: '1234' })).toEqual({ expiry: 'EXPIRY_INVALID' });
  });

  it('gives payWithTestCard the digits, month and four-digit year', () => {
    expect(toTestCardInput({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
  });
});

describe('payment error texts', () => {
  it('names the known codes, the decline reason first', () => {
    expect(paymentErrorText({ code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' })).toEqual({
      kind: 'known',
      key: 'cardDeclined',
    });
    expect(paymentErrorText({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'x' })).toEqual({
      kind: 'known',
      key: 'insufficientFunds',
    });
    expect(paymentErrorText({ code: 'invalid_cvc' })).toEqual({ kind: 'known', key: 'incorrectCvc' });
    expect(paymentErrorText({ code: 'payment_intent_authentication_failure' })).toEqual({ kind: 'known', key: 'authenticationFailure' });
  });

  it("falls back to the provider's message, then to the generic text", () => {
    expect(paymentErrorText({ code: 'processing_error', message: 'An error occurred while processing your card.' })).toEqual({
      kind: 'message',
      message: 'An error occurred while processing your card.',
    });
    expect(paymentErrorText({ code: 'weird', message: ' ' })).toEqual({ kind: 'generic' });
    expect(paymentErrorText(null)).toEqual({ kind: 'generic' });
  });

  it('says why the server gave a payment back, and whether money had been taken and refunded', () => {
    expect(paymentErrorText({ code: 'sold_out_meanwhile', declineCode: null, message: 'x' })).toEqual({
      kind: 'givenBack',
      key: 'soldOutMeanwhile',
      refunded: false,
    });
    expect(paymentErrorText({ code: 'order_already_paid', declineCode: 'refunded' })).toEqual({
      kind: 'givenBack',
      key: 'orderAlreadyPaid',
      refunded: true,
    });
    for (const [code, key] of Object.entries(GIVEN_BACK_ERRORS)) {
      expect(en.checkout.givenBack[key]).toBeTruthy();
      expect(fr.checkout.givenBack[key]).toBeTruthy();
      expect(paymentErrorText({ code })).toMatchObject({ kind: 'givenBack', key });
    }
    for (const texts of [en, fr])
      expect([texts.checkout.givenBack.noMoneyTaken, texts.checkout.givenBack.refunded].every(Boolean)).toBe(true);
  });
});

describe('checkout summary lines', () => {
  const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
  const lines = [
    { key: 'a', quantity: 2 },
    { key: 'b', quantity: 1 },
  ];

  it("shows each line's problem as the cart does", () => {
    expect(quoteLineNotice({ key: 'a', problem: 'NOT_ENOUGH_STOCK', availableQuantity: 1 })).toEqual({
      kind: 'notEnoughStock',
      problem: true,
      count: 1,
    });
    expect(quoteLineNotice({ key: 'a', problem: 'OUT_OF_STOCK' })).toEqual({ kind: 'outOfStock', problem: true });
    expect(quoteLineNotice({ key: 'a', problem: 'NOT_FOUND' })).toEqual({ kind: 'unavailable', problem: true });
    expect(quoteLineNotice({ key: 'a', problem: null })).toBeNull();
  });

  it("uses the quote's prices for the same lines, the snapshots otherwise", () => {
    const quote = {
      lines: [
        { key: 'a', unitPrice: eur(189), total: eur(378) },
        { key: 'b', unitPrice: eur(189), total: eur(0), problem: 'OUT_OF_STOCK' as const },
      ],
      itemsTotal: eur(378),
      allAvailable: false,
    };
    const view = quoteCartView(lines, quote, () => eur(150));
    expect(view.priced).toBe(true);
    expect(view.total).toEqual(eur(378));
    expect(view.lines.map((line) => [line.lineTotal, line.notice?.kind ?? null])).toEqual([
      [eur(378), null],
      [eur(0), 'outOfStock'],
    ]);
    const stale = quoteCartView([lines[0]!], quote, () => eur(150));
    expect(stale.priced).toBe(false);
    expect(stale.total).toBeNull();
    expect(stale.lines[0]!.lineTotal).toEqual(eur(300));
  });
});
