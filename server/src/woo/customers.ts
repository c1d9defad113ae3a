/**
 * Customers in the store, and their passwords checked by its JWT login plugin (the storefront never
 * sees a password hash). The only code that knows the shapes of those routes.
 */
import { z } from 'zod';
import { formatFrameSizeParam, parseFrameSize, type FrameSize } from '#common/fit';
import type { Customer, CustomerChanges, NewCustomer } from '../domain/customer';
import { gmtDate, str, toBilling, toPostal, wireBilling, wirePostal, wooAddress } from './addresses';
import { StoreNotFoundError, StoreUnavailableError } from './errors';
import type { WooHttpClient } from './http';
import { text, whole, wooMeta } from './wire';

export const wooCustomer = z.object({
  id: whole,
  email: z.string(),
  first_name: text,
  last_name: text,
  username: text,
  role: text,
  date_created_gmt: text,
  date_created: text,
  billing: wooAddress.nullish(),
  shipping: wooAddress.nullish(),
  is_paying_customer: z.boolean().nullish(),
  meta_data: z.array(wooMeta).nullish(),
});

/** The customer meta where the storefront keeps the fit finder's size ("52-18-140"; empty: none). */
export const FRAME_SIZE_META = 'storefront_frame_size';

function frameSizeOf(meta: z.output<typeof wooCustomer>['meta_data']): FrameSize | null {
  const value = (meta ?? []).find((entry) => entry.key === FRAME_SIZE_META)?.value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = parseFrameSize(value);
  return parsed.ok ? parsed.size : null;
}
const wooCustomerList = z.array(wooCustomer);
const jwtToken = z.object({ token: z.string(), user_email: z.string() });
const wpError = z.object({ code: z.string(), message: z.string().nullish() });

export function toCustomer(customer: z.output<typeof wooCustomer>): Customer {
  return {
    id: customer.id,
    email: customer.email,
    firstName: str(customer.first_name),
    lastName: str(customer.last_name),
    username: str(customer.username),
    role: str(customer.role) || 'customer',
    createdAt: gmtDate(customer.date_created_gmt ?? customer.date_created) ?? new Date(0).toISOString(),
    billing: toBilling(customer.billing),
    shipping: toPostal(customer.shipping),
    isPayingCustomer: customer.is_paying_customer ?? false,
    frameSize: frameSizeOf(customer.meta_data),
  };
}

function wireChanges(changes: CustomerChanges) {
  return {
    ...(changes.firstName === undefined ? {} : { first_name: changes.firstName }),
    ...(changes.lastName === undefined ? {} : { last_name: changes.lastName }),
    ...(changes.username === undefined ? {} : { username: changes.username }),
    ...(changes.email === undefined ? {} : { email: changes.email }),
    ...(changes.password === undefined ? {} : { password: changes.password }),
    ...(changes.billing === undefined ? {} : { billing: wireBilling(changes.billing) }),
    // The shipping address keeps no phone (spec section 3).
    ...(changes.shipping === undefined ? {} : { shipping: { ...wirePostal(changes.shipping), phone: '' } }),
    ...(changes.frameSize === undefined
      ? {}
      : { meta_data: [{ key: FRAME_SIZE_META, value: changes.frameSize ? formatFrameSizeParam(changes.frameSize) : '' }] }),
  };
}

function parseCustomer(data: unknown, what: string): Customer {
  const parsed = wooCustomer.safeParse(data);
  if (!parsed.success)
    throw new StoreUnavailableError(`Store answered ${what} with an unexpected customer shape`, 200, 'store_bad_response');
  return toCustomer(parsed.data);
}

/** What the login plugin said about a password. */
export type PasswordCheck = { ok: true; email: string } | { ok: false; code: string };

export class WooCustomers {
  constructor(private readonly http: WooHttpClient) {}

  async create(customer: NewCustomer): Promise<Customer> {
    const { data } = await this.http.write<unknown>('POST', 'wc/v3/customers', {
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      // Empty: the store makes one from the email.
      ...(customer.username ? { username: customer.username } : {}),
      password: customer.password,
    });
    return parseCustomer(data, 'POST customers');
  }

  async get(id: number): Promise<Customer | null> {
    try {
      return toCustomer((await this.http.get(`wc/v3/customers/${id}`, wooCustomer)).data);
    } catch (error) {
      if (error instanceof StoreNotFoundError) return null;
      throw error;
    }
  }

  /** The customer with this email (any role), or null. */
  async byEmail(email: string): Promise<Customer | null> {
    const { data } = await this.http.get('wc/v3/customers', wooCustomerList, { email, role: 'all', per_page: 1 });
    const [first] = data;
    return first ? toCustomer(first) : null;
  }

  async update(id: number, changes: CustomerChanges): Promise<Customer> {
    const { data } = await this.http.write<unknown>('PUT', `wc/v3/customers/${id}`, wireChanges(changes));
    return parseCustomer(data, 'PUT customers');
  }

  /** Checks a password with the store's JWT login plugin (username or email). */
  async checkPassword(login: string, password: string): Promise<PasswordCheck> {
    const answer = await this.http.publicPost('jwt-auth/v1/token', { username: login, password });
    const token = jwtToken.safeParse(answer.data);
    if (answer.status === 200 && token.success) return { ok: true, email: token.data.user_email };
    const error = wpError.safeParse(answer.data);
    if (answer.status !== undefined && answer.status >= 400 && error.success) return { ok: false, code: error.data.code };
    throw new StoreUnavailableError(
      `Store answered POST jwt-auth/v1/token ${answer.status ?? ''} with an unexpected shape`,
      answer.status ?? null,
      'store_bad_response',
    );
  }
}
