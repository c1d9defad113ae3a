/**
 * Customer writes as WooCommerce 9.9 makes them through its v3 customers controller: create runs
 * wc_create_new_customer() (its `registration-error-*` codes, 400), update refuses another account's
 * email and any change of username. Passwords are kept only as WordPress 6.8 hashes them (passwords.ts); each
 * password change renews the customer's token salt, which invalidates the JWT plugin's tokens (auth/jwt.ts).
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open';
import {
  BILLING_FIELDS,
  customerByEmail,
  customerByUsername,
  emptyCustomerAddress,
  saveCustomer,
  SHIPPING_FIELDS,
  type Customer,
  type CustomerAddress,
} from '../db/customers';
import { storeDate } from '../dates';
import { RestError } from '../errors';
import { validateBody, type BodySchema } from '../http/bodySchema';
import { applyMetaInput } from '../orders/metaData';
import type { MetaInput } from '../orders/orderSchema';
import { checkPasswordHash, hashPassword } from './passwords';

const text = { type: 'string' } as const;

const addressSchema = (fields: readonly string[]): BodySchema => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((field) => [field, field === 'email' ? { type: 'string', format: 'email' } : text])),
});

/** The item schema's writable arguments (update: EDITABLE). */
const UPDATE_SCHEMA: Readonly<Record<string, BodySchema>> = {
  email: { type: 'string', format: 'email' },
  first_name: text,
  last_name: text,
  username: text,
  password: text,
  billing: addressSchema(BILLING_FIELDS),
  shipping: addressSchema(SHIPPING_FIELDS),
  meta_data: {
    type: 'array',
    items: { type: 'object', properties: { id: { type: 'integer' }, key: { type: 'string' }, value: { type: 'any' } } },
  },
};

/**
 * CREATABLE: the controller merges its own `email` argument (required, a plain string: the email
 * format is then checked by wc_create_new_customer, hence registration-error-invalid-email).
 */
const CREATE_SCHEMA: Readonly<Record<string, BodySchema>> = { ...UPDATE_SCHEMA, email: text };

export interface CustomerInput {
  email?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  password?: string;
  billing?: Record<string, string>;
  shipping?: Record<string, string>;
  meta_data?: MetaInput[];
}

export function customerCreateInput(body: Readonly<Record<string, unknown>>): CustomerInput {
  if (body.email === undefined || body.email === null) {
    throw new RestError(400, 'rest_missing_callback_param', 'Missing parameter(s): email', { params: ['email'] });
  }
  return validateBody(body, CREATE_SCHEMA) as CustomerInput;
}

export const customerUpdateInput = (body: Readonly<Record<string, unknown>>): CustomerInput =>
  validateBody(body, UPDATE_SCHEMA) as CustomerInput;

/** is_email(), as bodySchema checks it (a format: 'email' string). */
function isEmail(email: string): boolean {
  try {
    validateBody({ email }, { email: { type: 'string', format: 'email' } });
    return true;
  } catch {
    return false;
  }
}

/** sanitize_user(): tags and entities out, accents folded; strict keeps `a-z0-9 _.-@` only. */
export function sanitizeUser(username: string, strict = false): string {
  let out = username
    .replace(/<[^>]*>/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/%[a-fA-F0-9]{2}/g, '')
    .replace(/&.+?;/g, '');
  if (strict) out = out.replace(/[^a-z0-9 _.\-@]/gi, '');
  return out.trim().replace(/\s+/g, ' ');
}

/** wc_create_new_customer_username() without names (the REST API passes none): the email's local part. */
function newUsername(db: Db, email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const base = sanitizeUser(['sales', 'hello', 'mail', 'contact', 'info'].includes(local) ? domain : local, true).toLowerCase();
  let username = base;
  while (customerByUsername(db, username)) username = `${base}-${String(crypto.randomInt(0, 10000)).padStart(4, '0')}`;
  return username;
}

/** wp_generate_password(): 12 characters with specials; the customer gets it by a reset, never from the API. */
function generatePassword(): string {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()';
  return Array.from({ length: 12 }, () => chars[crypto.randomInt(0, chars.length)]).join('');
}

const newTokenSalt = (): string => crypto.randomBytes(16).toString('hex');

function applyAddress(address: CustomerAddress, posted: Readonly<Record<string, string>> | undefined): void {
  if (!posted) return;
  for (const field of Object.keys(address)) {
    const value = posted[field];
    if (typeof value === 'string') address[field] = value.trim();
  }
}

const emailExists = (): RestError =>
  new RestError(
    400,
    'registration-error-email-exists',
    'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
  );

export function createCustomer(db: Db, input: CustomerInput, now: number): Customer {
  const email = (input.email ?? '').trim();
  if (email === '' || !isEmail(email)) {
    throw new RestError(400, 'registration-error-invalid-email', 'Please provide a valid email address.');
  }
  if (customerByEmail(db, email)) throw emailExists();
  const username = input.username ? sanitizeUser(input.username) : newUsername(db, email);
  if (username === '' || sanitizeUser(username, true) !== username) {
    throw new RestError(400, 'registration-error-invalid-username', 'Please enter a valid account username.');
  }
  if (customerByUsername(db, username)) {
    throw new RestError(
      400,
      'registration-error-username-exists',
      'An account is already registered with that username. Please choose another.',
    );
  }
  const date = storeDate(now);
  const customer: Customer = {
    id: 0,
    email,
    username,
    firstName: (input.first_name ?? '').trim(),
    lastName: (input.last_name ?? '').trim(),
    displayName: username,
    passwordHash: hashPassword(input.password ? input.password : generatePassword()),
    tokenSalt: newTokenSalt(),
    billing: emptyCustomerAddress(BILLING_FIELDS),
    shipping: emptyCustomerAddress(SHIPPING_FIELDS),
    dateCreated: date,
    dateModified: date,
    meta: [],
  };
  applyAddress(customer.billing, input.billing);
  applyAddress(customer.shipping, input.shipping);
  applyMetaInput(customer.meta, input.meta_data);
  customer.id = saveCustomer(db, customer);
  return customer;
}

export function updateCustomer(db: Db, customer: Customer, input: CustomerInput, now: number): Customer {
  // The controller compares the posted email as sent: another account's (whatever its case) is refused,
  // and so is this account's own address in another case (email_exists finds it, the strings differ).
  if (input.email && customerByEmail(db, input.email) && input.email !== customer.email) {
    throw new RestError(400, 'woocommerce_rest_customer_invalid_email', 'Email address is invalid.');
  }
  if (input.username && sanitizeUser(input.username) !== customer.username) {
    throw new RestError(400, 'woocommerce_rest_customer_invalid_argument', "Username isn't editable.");
  }
  if (input.email !== undefined) customer.email = input.email.trim();
  if (input.first_name !== undefined) customer.firstName = input.first_name.trim();
  if (input.last_name !== undefined) customer.lastName = input.last_name.trim();
  // Only a non-empty password changes it (WC_Customer_Data_Store::update).
  if (input.password) {
    customer.passwordHash = hashPassword(input.password);
    customer.tokenSalt = newTokenSalt();
  }
  applyAddress(customer.billing, input.billing);
  applyAddress(customer.shipping, input.shipping);
  applyMetaInput(customer.meta, input.meta_data);
  customer.dateModified = storeDate(now);
  saveCustomer(db, customer);
  return customer;
}

/** wp_check_password against the customer's stored hash. */
export const checkPassword = (customer: Customer, password: string): boolean => checkPasswordHash(password, customer.passwordHash);
