/**
 * WooCommerce's address JSON (orders' and customers' billing and shipping) both ways, and its *_gmt
 * dates read as ISO 8601 UTC. Shared by woo/orders.ts and woo/customers.ts.
 */
import { z } from 'zod';
import type { BillingAddress, PostalAddress } from '../domain/order';
import { text } from './wire';

export const wooAddress = z.object({
  first_name: text,
  last_name: text,
  company: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
  country: text,
  email: text,
  phone: text,
});
export type WooAddress = z.output<typeof wooAddress>;

export const str = (raw: string | null | undefined) => raw ?? '';

/** WooCommerce's *_gmt dates have no zone designator: read them as UTC. */
export const gmtDate = (raw: string | null | undefined): string | null =>
  raw ? (/[zZ]|[+-]\d\d:\d\d$/.test(raw) ? raw : `${raw}Z`) : null;

export function toPostal(address: WooAddress | null | undefined): PostalAddress {
  return {
    firstName: str(address?.first_name),
    lastName: str(address?.last_name),
    company: str(address?.company),
    address1: str(address?.address_1),
    address2: str(address?.address_2),
    city: str(address?.city),
    state: str(address?.state),
    postcode: str(address?.postcode),
    country: str(address?.country),
    phone: str(address?.phone),
  };
}

export function toBilling(address: WooAddress | null | undefined): BillingAddress {
  return { ...toPostal(address), email: str(address?.email) };
}

export function wirePostal(address: PostalAddress) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    address_1: address.address1,
    address_2: address.address2,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
    phone: address.phone,
  };
}

export function wireBilling(address: BillingAddress) {
  return { ...wirePostal(address), email: address.email };
}
