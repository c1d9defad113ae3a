/**
 * The checkout's step 1 filled from the signed-in customer's profile (spec section 2, Checkout): the
 * account's email, the billing address with its phone, the shipping address when the customer has
 * set one up ("ship to a different address" ticked only when it differs from the billing one). What
 * the shopper already typed stays where the profile has nothing. Pure, so it can be tested.
 */
// Relative imports (not @/, @generated/): the unit tests load this module without the client's aliases.
import type { CustomerFieldsFragment } from '../../../generated/client/graphql';
import { ADDRESS_FIELDS, type AddressField, type AddressValues, type CheckoutValues } from './checkoutForm';

type ProfileAddress = CustomerFieldsFragment['billing'];

/** The profile's value of each form field (the shipping address keeps no phone). */
function profileValue(address: ProfileAddress, field: AddressField): string {
  if (field === 'phone') return address.phone ?? '';
  return address[field];
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

/** Whether the saved shipping address is another place than the saved billing address. */
export function shipsElsewhere(customer: Pick<CustomerFieldsFragment, 'billing' | 'shipping'>): boolean {
  if (!customer.shipping.configured) return false;
  const normal = (value: string) => value.trim().toLowerCase();
  return PLACE_FIELDS.some((field) => normal(profileValue(customer.billing, field)) !== normal(profileValue(customer.shipping, field)));
}

/** Step 1's values once the customer is known: the profile over what was typed, the account's email. */
export function prefillFromCustomer(
  values: CheckoutValues,
  customer: Pick<CustomerFieldsFragment, 'email' | 'firstName' | 'lastName' | 'billing' | 'shipping'>,
): CheckoutValues {
  const billing = mergeAddress(values.billing, customer.billing);
  // A profile without a billing name still knows the account's names.
  if (!billing.firstName.trim() && customer.firstName) billing.firstName = customer.firstName;
  if (!billing.lastName.trim() && customer.lastName) billing.lastName = customer.lastName;
  const elsewhere = shipsElsewhere(customer);
  return {
    ...values,
    email: customer.email,
    billing,
    shipToDifferentAddress: customer.shipping.configured ? elsewhere : values.shipToDifferentAddress,
    shipping: elsewhere ? mergeAddress(values.shipping, customer.shipping) : values.shipping,
  };
}
