/**
 * The checkout's identification form (spec sections 3 and 5): its values, the yup schema of the
 * "continue" button and the mapping of placeOrder's errors onto its fields. Pure, so it can be tested.
 *
 * As the best shops do, the shopper enters the delivery address first (its phone is the carrier's) and
 * the billing address is the same unless they untick it. placeOrder's wire keeps WooCommerce's shape
 * (a billing address, and a shipping address when it differs): `toPlaceOrderAddresses` maps one to the
 * other, `toFieldErrors` maps the server's field paths back onto the form.
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
  /** The state's code within the country (CA), for countries with states; "" elsewhere. */
  state: string;
}

export type AddressField = keyof AddressValues;

export interface CheckoutValues {
  email: string;
  /** The delivery address, entered first; its phone is the one the carrier calls. */
  shipping: AddressValues;
  /** Billing at the delivery address (the default); unticked, `billing` is asked for (without a phone). */
  billingSameAsShipping: boolean;
  billing: AddressValues;
  customerNote: string;
}

/** Every field of an address (the screen's order depends on the country: addressFieldOrder.ts). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'country',
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'postcode',
  'city',
  'state',
  'phone',
];

/** Fields the shopper may leave empty (the state is asked for only where the country has states). */
export const OPTIONAL_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set(['company', 'address2']);

/** The states of each country that has some (the API's Country.states codes), by country code. */
export type StatesByCountry = Readonly<Record<string, readonly string[]>>;

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
  state: '',
});

export function emptyCheckout(): CheckoutValues {
  return { email: '', shipping: emptyAddress(), billingSameAsShipping: true, billing: emptyAddress(), customerNote: '' };
}

/**
 * The codes a field error can carry: the schema's CheckoutErrorCode values that concern a field (so the
 * browser's checks and placeOrder's answers share one set of texts), and INVALID for a code this client
 * does not know yet.
 */
export type CheckoutFieldErrorCode =
  | Extract<
      CheckoutErrorCode,
      'REQUIRED' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_POSTCODE' | 'TOO_LONG' | 'COUNTRY_NOT_SHIPPED' | 'INVALID_STATE'
    >
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
  state: 10,
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

/**
 * An address's rules; `states` (the countries' state codes) makes the state required, and one of the
 * country's, where the country has states.
 */
export function addressSchema({ phoneRequired, states = {} }: { phoneRequired: boolean; states?: StatesByCountry }) {
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
    state: yup.string().when('country', ([country]: unknown[]) => {
      const codes = typeof country === 'string' ? states[country] : undefined;
      if (!codes || codes.length === 0) return yup.string();
      return yup
        .string()
        .trim()
        .required('REQUIRED')
        .test('state', 'INVALID_STATE', (value) => !value || codes.includes(value));
    }),
  });
}

/**
 * Step 1's rules: email, then the delivery address (first and last name, country, its state where it
 * has states, address, postcode, city and the carrier's phone required; company and address line 2
 * optional); the billing address, without a phone, checked only when it differs.
 */
export function checkoutSchemaFor(states: StatesByCountry) {
  return yup.object({
    email: required('email').email('INVALID_EMAIL'),
    shipping: addressSchema({ phoneRequired: true, states }),
    billingSameAsShipping: yup.boolean(),
    billing: yup.object().when('billingSameAsShipping', {
      is: false,
      then: () => addressSchema({ phoneRequired: false, states }).shape({ phone: yup.string() }),
      otherwise: () => yup.object(),
    }),
    customerNote: optional('customerNote'),
  });
}

/** Step 1's rules for a shop whose countries have no states. */
export const checkoutSchema = checkoutSchemaFor({});

/** Where the order goes: the delivery address. */
export function destinationOf(values: CheckoutValues): { country: string; postcode: string; state: string } {
  const address = values.shipping;
  return { country: address.country, postcode: address.postcode.trim(), state: address.state.trim() };
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
    state: trimmedOrNull(address.state),
  };
}

/**
 * The form's addresses as placeOrder takes them: billing (the delivery address when it is the same;
 * else the billing address with the delivery phone, which the store keeps on billing) and, when billing
 * differs, the delivery address as `shipping`.
 */
export function toPlaceOrderAddresses(values: CheckoutValues) {
  const delivery = toAddressInput(values.shipping);
  if (values.billingSameAsShipping) return { billing: delivery, shipToDifferentAddress: false, shipping: null };
  return { billing: { ...toAddressInput(values.billing), phone: delivery.phone }, shipToDifferentAddress: true, shipping: delivery };
}

/** A placeOrder error (CheckoutError). */
export interface CheckoutUserError {
  field?: string | null;
  code: CheckoutErrorCode;
}

const FIELD_CODES = new Set<string>([
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_POSTCODE',
  'TOO_LONG',
  'COUNTRY_NOT_SHIPPED',
  'INVALID_STATE',
]);

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
 * The form's path of a placeOrder path: the billing address is the delivery address when it is the
 * same, and its phone is always the delivery address's (toPlaceOrderAddresses).
 */
function onForm(path: string, billingSameAsShipping: boolean): string {
  if (path === 'billing.phone' || (billingSameAsShipping && path.startsWith('billing.')))
    return `shipping.${path.slice('billing.'.length)}`;
  return path;
}

/**
 * placeOrder's errors about the form's fields, as formik errors (`{ shipping: { city: 'REQUIRED' } }`),
 * and whether some error was about a field of the form at all.
 */
export function toFieldErrors(
  errors: readonly CheckoutUserError[],
  billingSameAsShipping = true,
): { errors: Record<string, unknown>; count: number } {
  const result: Record<string, unknown> = {};
  let count = 0;
  for (const error of errors) {
    const wirePath = formPathOf(error.field);
    if (!wirePath) continue;
    const path = onForm(wirePath, billingSameAsShipping);
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
