/**
 * The checkout's identification form (spec sections 3 and 5): its values, the yup schema of the
 * "continue" button and the mapping of placeOrder's errors onto its fields. Pure, so it can be tested.
 *
 * Errors are codes, not texts: formik keeps the code and the page shows it in the current language
 * (a language switch re-translates the errors on screen), as the contact form does.
 */
import * as yup from 'yup';
// Relative import (not @generated/): the unit tests load this module without the client's aliases.
import type { CheckoutErrorCode } from '../../../generated/client/graphql';

/** The shop's default country for both addresses (spec section 9). */
export const DEFAULT_COUNTRY = 'FR';

/** An address as the form holds it: the schema's AddressInput field names, every value a string. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
}

export type AddressField = keyof AddressValues;

export interface CheckoutValues {
  email: string;
  billing: AddressValues;
  shipToDifferentAddress: boolean;
  shipping: AddressValues;
  customerNote: string;
}

/** The fields of an address, in screen order (the first invalid one gets the focus). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'company',
  'phone',
  'country',
  'address1',
  'address2',
  'city',
  'postcode',
];

/** Fields the shopper may leave empty. The shipping address's phone is optional too (the schema's AddressInput). */
export const OPTIONAL_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set(['company', 'address2']);

const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  country: DEFAULT_COUNTRY,
  address1: '',
  address2: '',
  city: '',
  postcode: '',
});

export function emptyCheckout(): CheckoutValues {
  return { email: '', billing: emptyAddress(), shipToDifferentAddress: false, shipping: emptyAddress(), customerNote: '' };
}

/**
 * The codes a field error can carry: the schema's CheckoutErrorCode values that concern a field (so the
 * browser's checks and placeOrder's answers share one set of texts), and INVALID for a code this client
 * does not know yet.
 */
export type CheckoutFieldErrorCode =
  | Extract<CheckoutErrorCode, 'REQUIRED' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_POSTCODE' | 'TOO_LONG' | 'COUNTRY_NOT_SHIPPED'>
  | 'INVALID';

/** Longest accepted values in characters, the server's limits (server/src/domain/checkoutForm.ts CHECKOUT_LIMITS). */
export const CHECKOUT_MAX_LENGTH: Record<AddressField | 'email' | 'customerNote', number> = {
  email: 254,
  firstName: 100,
  lastName: 100,
  company: 100,
  phone: 30,
  country: 2,
  address1: 200,
  address2: 200,
  city: 100,
  postcode: 20,
  customerNote: 1000,
};

// The characters a phone number and a postcode can hold, as the server checks them (server/src/domain/checkoutForm.ts).
const PHONE = /^\+?[0-9 ().-]{6,30}$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/;

/** A telephone number as people type it: digits, spaces, dots, dashes, brackets, a leading +; 6 to 30 characters. */
export function isPlausiblePhone(value: string): boolean {
  return PHONE.test(value.trim());
}

/** A postcode: letters, digits, spaces and dashes, starting with a letter or digit. */
export function isPlausiblePostcode(value: string): boolean {
  return POSTCODE.test(value.trim());
}

type LimitedField = keyof typeof CHECKOUT_MAX_LENGTH;
const withinLimit = (field: LimitedField) => (value: string | undefined) => !value || value.length <= CHECKOUT_MAX_LENGTH[field];
const required = (field: LimitedField) => yup.string().trim().required('REQUIRED').test('max-length', 'TOO_LONG', withinLimit(field));
const optional = (field: LimitedField) => yup.string().trim().test('max-length', 'TOO_LONG', withinLimit(field));
// An empty field is `required`'s error alone.
const phone = (schema: yup.StringSchema) => schema.test('phone', 'INVALID_PHONE', (value) => !value || isPlausiblePhone(value));

export function addressSchema({ phoneRequired }: { phoneRequired: boolean }) {
  return yup.object({
    firstName: required('firstName'),
    lastName: required('lastName'),
    company: optional('company'),
    phone: phone(phoneRequired ? required('phone') : optional('phone')),
    country: required('country'),
    address1: required('address1'),
    address2: optional('address2'),
    city: required('city'),
    postcode: required('postcode').test('postcode', 'INVALID_POSTCODE', (value) => !value || isPlausiblePostcode(value)),
  });
}

/**
 * Step 1's rules: email, first and last name, phone, country, address, city and postcode required
 * (company and address line 2 optional); the shipping address checked only when it is used.
 */
export const checkoutSchema = yup.object({
  email: required('email').email('INVALID_EMAIL'),
  billing: addressSchema({ phoneRequired: true }),
  shipToDifferentAddress: yup.boolean(),
  shipping: yup.object().when('shipToDifferentAddress', {
    is: true,
    then: () => addressSchema({ phoneRequired: false }),
    otherwise: () => yup.object(),
  }),
  customerNote: optional('customerNote'),
});

/** Where the order goes: the shipping address when there is one, else the billing address. */
export function destinationOf(values: CheckoutValues): { country: string; postcode: string } {
  const address = values.shipToDifferentAddress ? values.shipping : values.billing;
  return { country: address.country, postcode: address.postcode.trim() };
}

const trimmedOrNull = (value: string) => value.trim() || null;

/** An address as placeOrder's AddressInput: trimmed, optional fields null when empty. */
export function toAddressInput(address: AddressValues) {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    company: trimmedOrNull(address.company),
    phone: trimmedOrNull(address.phone),
    address1: address.address1.trim(),
    address2: trimmedOrNull(address.address2),
    city: address.city.trim(),
    postcode: address.postcode.trim(),
    country: address.country,
  };
}

/** A placeOrder error (CheckoutError). */
export interface CheckoutUserError {
  field?: string | null;
  code: CheckoutErrorCode;
}

const FIELD_CODES = new Set<string>(['REQUIRED', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_POSTCODE', 'TOO_LONG', 'COUNTRY_NOT_SHIPPED']);

/** A form path of the checkout (`email`, `billing.city`, `shipping.postcode`, `customerNote`), or null. */
export function formPathOf(field: string | null | undefined): string | null {
  if (!field) return null;
  // Tolerates a path such as `input.billing.city`.
  const parts = field.split('.').filter((part) => part !== 'input');
  if (parts.length === 1 && (parts[0] === 'email' || parts[0] === 'customerNote')) return parts[0];
  const [group, name] = parts;
  if ((group === 'billing' || group === 'shipping') && name && (ADDRESS_FIELDS as readonly string[]).includes(name))
    return `${group}.${name}`;
  return null;
}

/**
 * placeOrder's errors about the form's fields, as formik errors (`{ billing: { city: 'REQUIRED' } }`),
 * and whether some error was about a field of the form at all.
 */
export function toFieldErrors(errors: readonly CheckoutUserError[]): { errors: Record<string, unknown>; count: number } {
  const result: Record<string, unknown> = {};
  let count = 0;
  for (const error of errors) {
    const path = formPathOf(error.field);
    if (!path) continue;
    const code: CheckoutFieldErrorCode = FIELD_CODES.has(error.code) ? (error.code as CheckoutFieldErrorCode) : 'INVALID';
    const [first, second] = path.split('.') as [string, string | undefined];
    if (second) {
      const group = (result[first] ??= {}) as Record<string, unknown>;
      group[second] ??= code;
    } else {
      result[first] ??= code;
    }
    count += 1;
  }
  return { errors: result, count };
}
