/**
 * The checkout's step 1 filled from the signed-in customer's address book (spec section 2, Checkout):
 * the account's email; the delivery address from the saved shipping address (else the saved billing
 * one), its phone the billing address's (the shipping address keeps none); billing "same as delivery"
 * unless the saved billing address is another place. What the shopper already typed stays where the
 * book has nothing. `savedAddresses` lists the book's addresses for the shopper to choose from. Pure,
 * so it can be tested.
 */
// Relative imports (not @/, @generated/): the unit tests load this module without the client's aliases.
import type { CustomerFieldsFragment } from '../../../generated/client/graphql';
import { ADDRESS_FIELDS, type AddressField, type AddressValues, type CheckoutValues } from './checkoutForm';

type ProfileAddress = CustomerFieldsFragment['billing'];

/** The profile's value of each form field (the shipping address keeps no phone). */
function profileValue(address: ProfileAddress, field: AddressField): string {
  if (field === 'phone') return address.phone ?? '';
  return address[field] ?? '';
}

/** The form's address with every field the profile has replaced by the profile's. */
function mergeAddress(typed: AddressValues, profile: ProfileAddress): AddressValues {
  const merged = { ...typed };
  for (const field of ADDRESS_FIELDS) {
    const value = profileValue(profile, field).trim();
    if (value) merged[field] = value;
  }
  return merged;
}

/** The fields that tell two addresses apart (the phone is the billing address's only). */
const PLACE_FIELDS: readonly AddressField[] = ADDRESS_FIELDS.filter((field) => field !== 'phone');

const samePlace = (a: ProfileAddress, b: ProfileAddress) => {
  const normal = (value: string) => value.trim().toLowerCase();
  return PLACE_FIELDS.every((field) => normal(profileValue(a, field)) === normal(profileValue(b, field)));
};

/** Whether the saved shipping address is another place than the saved billing address. */
export function shipsElsewhere(customer: Pick<CustomerFieldsFragment, 'billing' | 'shipping'>): boolean {
  return customer.shipping.configured && !samePlace(customer.billing, customer.shipping);
}

/** A saved address the shopper may deliver to. */
export interface SavedAddressChoice {
  kind: 'shipping' | 'billing';
  address: ProfileAddress;
}

/** The address book's configured addresses, shipping first, the billing one only when it is another place. */
export function savedAddresses(customer: Pick<CustomerFieldsFragment, 'billing' | 'shipping'>): SavedAddressChoice[] {
  const choices: SavedAddressChoice[] = [];
  if (customer.shipping.configured) choices.push({ kind: 'shipping', address: customer.shipping });
  if (customer.billing.configured && !(customer.shipping.configured && samePlace(customer.billing, customer.shipping))) {
    choices.push({ kind: 'billing', address: customer.billing });
  }
  return choices;
}

/** The delivery address filled with a saved address (its phone kept when the saved one has none). */
export function deliverTo(values: CheckoutValues, saved: ProfileAddress): CheckoutValues {
  const shipping: AddressValues = { ...mergeAddress({ ...values.shipping, company: '', address2: '', state: '' }, saved) };
  return { ...values, shipping };
}

/** Step 1's values once the customer is known: the book over what was typed, the account's email. */
export function prefillFromCustomer(
  values: CheckoutValues,
  customer: Pick<CustomerFieldsFragment, 'email' | 'firstName' | 'lastName' | 'billing' | 'shipping'>,
): CheckoutValues {
  const deliverySaved = customer.shipping.configured ? customer.shipping : customer.billing;
  const shipping = mergeAddress(values.shipping, deliverySaved);
  // The carrier's phone: the billing address's (the saved shipping address keeps none).
  const savedPhone = (customer.billing.phone ?? '').trim();
  if (savedPhone) shipping.phone = savedPhone;
  // A book without names still knows the account's names.
  if (!shipping.firstName.trim() && customer.firstName) shipping.firstName = customer.firstName;
  if (!shipping.lastName.trim() && customer.lastName) shipping.lastName = customer.lastName;
  const elsewhere = shipsElsewhere(customer);
  return {
    ...values,
    email: customer.email,
    shipping,
    billingSameAsShipping: elsewhere ? false : values.billingSameAsShipping,
    billing: elsewhere ? mergeAddress(values.billing, customer.billing) : values.billing,
  };
}
