/** A customer account as the storefront reads it from the store. */
import type { FrameSize } from '#common/fit';
import type { BillingAddress, PostalAddress } from './order';

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  /** The store's role (customer, subscriber...): the account type shown in the account area. */
  role: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  billing: BillingAddress;
  shipping: PostalAddress;
  isPayingCustomer: boolean;
  /** The frame size the customer saved for the fit finder (the numbers inside a pair that fits), or null. */
  frameSize: FrameSize | null;
}

/** What registering sends. */
export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
}

/** A partial update: only the fields given change. */
export interface CustomerChanges {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  password?: string;
  billing?: BillingAddress;
  shipping?: PostalAddress;
  /** The fit finder's size; null forgets it. */
  frameSize?: FrameSize | null;
}

/** An address counts as not configured when any of these is empty (spec section 4). */
export function isAddressConfigured(
  address: Pick<PostalAddress, 'firstName' | 'lastName' | 'address1' | 'postcode' | 'country'> | null,
): boolean {
  return (
    !!address &&
    [address.firstName, address.lastName, address.address1, address.postcode, address.country].every((value) => value.trim() !== '')
  );
}

/** A saved address as the account area shows it: billing carries the email and phone, shipping neither. */
export type AddressOfCustomer = PostalAddress & { kind: 'billing' | 'shipping'; email?: string };

export function addressesOf(customer: Customer): { billing: AddressOfCustomer; shipping: AddressOfCustomer } {
  return {
    billing: { ...customer.billing, kind: 'billing', email: customer.billing.email || customer.email },
    shipping: { ...customer.shipping, kind: 'shipping' },
  };
}
