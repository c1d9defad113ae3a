/**
 * The checkout form's rules on the server (spec section 5: Billing, Shipping, checkout rules), the same
 * the browser applies: required fields, an email that looks deliverable, a phone and postcode made of
 * the characters they can hold, maximum lengths. Pure.
 */
import { isValidEmail } from './email';
import { formatPostcode } from './postcodes';

export type CheckoutFieldCode = 'REQUIRED' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_POSTCODE' | 'TOO_LONG' | 'INVALID_STATE';

export interface CheckoutFieldError {
  field: string;
  code: CheckoutFieldCode;
  message: string;
}

export interface AddressForm {
  firstName: string;
  lastName: string;
  company?: string | null;
  phone?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  postcode: string;
  country: string;
  /** The state's code within the country, for countries with states (addressStates.ts checks it against the store's list). */
  state?: string | null;
}

export interface CheckoutForm {
  email: string;
  billing: AddressForm;
  shipToDifferentAddress: boolean;
  shipping?: AddressForm | null;
  customerNote?: string | null;
}

export const CHECKOUT_LIMITS = {
  email: 254,
  name: 100,
  company: 100,
  phone: 30,
  address: 200,
  city: 100,
  postcode: 20,
  state: 10,
  customerNote: 1000,
} as const;

const PHONE = /^\+?[0-9 ().-]{6,30}$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/;

/**
 * Trims every text of an address; empty optional fields become "". A French postcode is written as its
 * five digits (`F-97400` gives `97400`, postcodes.ts): the quote, the order and the store read the same.
 */
export function cleanAddress(address: AddressForm): Required<{ [K in keyof AddressForm]: string }> {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    company: (address.company ?? '').trim(),
    phone: (address.phone ?? '').trim(),
    address1: address.address1.trim(),
    address2: (address.address2 ?? '').trim(),
    city: address.city.trim(),
    postcode: formatPostcode(address.country, address.postcode),
    country: address.country.trim().toUpperCase(),
    state: (address.state ?? '').trim().toUpperCase(),
  };
}

/** Every problem of one address, its fields named `{prefix}.{field}` (the account area's address forms use it too). */
export function addressErrors(prefix: string, raw: AddressForm, phoneRequired: boolean): CheckoutFieldError[] {
  const address = cleanAddress(raw);
  const errors: CheckoutFieldError[] = [];
  const check = (field: keyof typeof address, max: number, required: boolean) => {
    const value = address[field];
    const path = `${prefix}.${field}`;
    if (required && value === '') errors.push({ field: path, code: 'REQUIRED', message: `${path} is required` });
    else if (value.length > max) errors.push({ field: path, code: 'TOO_LONG', message: `${path} is longer than ${max} characters` });
  };
  check('firstName', CHECKOUT_LIMITS.name, true);
  check('lastName', CHECKOUT_LIMITS.name, true);
  check('company', CHECKOUT_LIMITS.company, false);
  check('phone', CHECKOUT_LIMITS.phone, phoneRequired);
  check('address1', CHECKOUT_LIMITS.address, true);
  check('address2', CHECKOUT_LIMITS.address, false);
  check('city', CHECKOUT_LIMITS.city, true);
  check('postcode', CHECKOUT_LIMITS.postcode, true);
  check('country', 2, true);
  check('state', CHECKOUT_LIMITS.state, false);
  const reported = new Set(errors.map((error) => error.field));
  if (address.phone !== '' && !reported.has(`${prefix}.phone`) && !PHONE.test(address.phone)) {
    errors.push({ field: `${prefix}.phone`, code: 'INVALID_PHONE', message: 'phone may hold digits, spaces, + ( ) . - (6 to 30)' });
  }
  if (address.postcode !== '' && !reported.has(`${prefix}.postcode`) && !POSTCODE.test(address.postcode)) {
    errors.push({ field: `${prefix}.postcode`, code: 'INVALID_POSTCODE', message: 'postcode may hold letters, digits, spaces and dashes' });
  }
  return errors;
}

/** Every problem of the form, by field path (`email`, `billing.postcode`, `shipping.city`...). */
export function validateCheckoutForm(form: CheckoutForm): CheckoutFieldError[] {
  const errors: CheckoutFieldError[] = [];
  const email = form.email.trim();
  if (email === '') errors.push({ field: 'email', code: 'REQUIRED', message: 'email is required' });
  else if (email.length > CHECKOUT_LIMITS.email) errors.push({ field: 'email', code: 'TOO_LONG', message: 'email is too long' });
  else if (!isValidEmail(email)) errors.push({ field: 'email', code: 'INVALID_EMAIL', message: 'email is not a valid address' });
  errors.push(...addressErrors('billing', form.billing, true));
  if (form.shipToDifferentAddress) {
    if (!form.shipping) errors.push({ field: 'shipping', code: 'REQUIRED', message: 'shipping address is required' });
    else errors.push(...addressErrors('shipping', form.shipping, false));
  }
  if ((form.customerNote ?? '').length > CHECKOUT_LIMITS.customerNote) {
    errors.push({
      field: 'customerNote',
      code: 'TOO_LONG',
      message: `customerNote is longer than ${CHECKOUT_LIMITS.customerNote} characters`,
    });
  }
  return errors;
}

/** The address the order ships to. */
export function destinationOf(form: CheckoutForm): AddressForm {
  return form.shipToDifferentAddress && form.shipping ? form.shipping : form.billing;
}
