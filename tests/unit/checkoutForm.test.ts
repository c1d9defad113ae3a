/** The checkout form's rules on the server (server/src/domain/checkoutForm.ts). */
import { destinationOf, validateCheckoutForm, type CheckoutForm } from '../../server/src/domain/checkoutForm';

const address = {
  firstName: 'Marie',
  lastName: 'Dupont',
  phone: '+33 6 12 34 56 78',
  address1: '10 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  country: 'FR',
};
const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  email: 'marie@example.com',
  billing: address,
  shipToDifferentAddress: false,
  ...overrides,
});

describe('validateCheckoutForm', () => {
  it('accepts a complete form', () => {
    expect(validateCheckoutForm(form())).toEqual([]);
  });

  it('requires email, names, phone, address, city, postcode and country', () => {
    const empty = { firstName: ' ', lastName: '', phone: '', address1: '', city: '', postcode: '', country: '' };
    const errors = validateCheckoutForm(form({ email: '', billing: empty }));
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['email', 'REQUIRED'],
      ['billing.firstName', 'REQUIRED'],
      ['billing.lastName', 'REQUIRED'],
      ['billing.phone', 'REQUIRED'],
      ['billing.address1', 'REQUIRED'],
      ['billing.city', 'REQUIRED'],
      ['billing.postcode', 'REQUIRED'],
      ['billing.country', 'REQUIRED'],
    ]);
  });

  it('refuses an email that does not look deliverable, a bad phone or postcode, and long fields', () => {
    const errors = validateCheckoutForm(
      form({
        email: 'marie@',
        billing: { ...address, phone: 'call me', postcode: '75<002>', company: 'x'.repeat(101) },
        customerNote: 'n'.repeat(1001),
      }),
    );
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['email', 'INVALID_EMAIL'],
      ['billing.company', 'TOO_LONG'],
      ['billing.phone', 'INVALID_PHONE'],
      ['billing.postcode', 'INVALID_POSTCODE'],
      ['customerNote', 'TOO_LONG'],
    ]);
  });

  it('checks the shipping address only when shipping elsewhere, without a phone', () => {
    expect(validateCheckoutForm(form({ shipping: { ...address, city: '' } }))).toEqual([]);
    const errors = validateCheckoutForm(form({ shipToDifferentAddress: true, shipping: { ...address, phone: '', city: '' } }));
    expect(errors.map((e) => e.field)).toEqual(['shipping.city']);
    expect(validateCheckoutForm(form({ shipToDifferentAddress: true })).map((e) => e.field)).toEqual(['shipping']);
  });

  it('ships to the shipping address only when asked', () => {
    const shipping = { ...address, country: 'DE', postcode: '10115' };
    expect(destinationOf(form({ shipping })).country).toBe('FR');
    expect(destinationOf(form({ shipToDifferentAddress: true, shipping })).country).toBe('DE');
  });
});
