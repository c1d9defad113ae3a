/**
 * How an address form lays out its fields, the checkout's and the account's alike: the browser
 * autofill token of each field (prefixed with `billing` or `shipping` by the form) and the fields that
 * share a row on wide screens.
 */
import type { AddressField } from './checkoutForm';

/** Browser autofill tokens of each field (`state` named too while the checkout's state field lands). */
export const ADDRESS_AUTOCOMPLETE: Readonly<Record<AddressField | 'state', string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  phone: 'tel',
  country: 'country',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
  state: 'address-level1',
};

/** Fields that share a row on wide screens. */
export const HALF_WIDTH_ADDRESS_FIELDS: ReadonlySet<AddressField | 'state'> = new Set<AddressField | 'state'>([
  'firstName',
  'lastName',
  'phone',
  'country',
  'city',
  'postcode',
  'state',
]);
