/** A customer as WooCommerce 9.9's v3 customers controller answers it (recorded 12, 32, 33). */
import crypto from 'node:crypto';
import type { Customer } from '../db/customers';
import { itemLinks, type UrlContext } from './context';

/** get_avatar_url(): Gravatar of the SHA-256 of the trimmed, lower-cased email (WordPress 6.8), 96 px, mystery man. */
export function avatarUrl(email: string): string {
  const hash = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?s=96&d=mm&r=g`;
}

export function serializeCustomer(customer: Customer, options: { ctx: UrlContext; isPaying: boolean }): Record<string, unknown> {
  return {
    id: customer.id,
    date_created: customer.dateCreated.local,
    date_created_gmt: customer.dateCreated.gmt,
    date_modified: customer.dateModified.local,
    date_modified_gmt: customer.dateModified.gmt,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    role: 'customer',
    username: customer.username,
    billing: { ...customer.billing },
    shipping: { ...customer.shipping },
    is_paying_customer: options.isPaying,
    avatar_url: avatarUrl(customer.email),
    meta_data: customer.meta.filter((entry) => entry.value !== null).map(({ id, key, value }) => ({ id, key, value })),
    _links: itemLinks(options.ctx, `/wc/v3/customers/${customer.id}`, '/wc/v3/customers'),
  };
}
