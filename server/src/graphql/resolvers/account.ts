/**
 * Customer accounts. Thin: the rules live in accounts/. A mutation that needs a signed-in customer
 * answers NOT_SIGNED_IN (as a problem, not an error) to a guest or to a session a password change ended.
 */
import type { AccountProblem } from '../../accounts/accountErrors';
import { problem } from '../../accounts/accountErrors';
import type { AccountResult, SignInResult } from '../../accounts/accountService';
import { endCustomerSession, startCustomerSession } from '../../accounts/customerSession';
import { countryName } from '../../checkout/countries';
import { addressesOf, isAddressConfigured, type Customer as CustomerRecord } from '../../domain/customer';
import { SESSION_COOKIE } from '../../session/middleware';
import { orderView } from '../checkoutViews';
import { orderInLanguage } from '../storeWordViews';
import type { GraphQLContext } from '../context';
import type { CustomerAddressResolvers, CustomerResolvers, MutationResolvers, QueryResolvers } from '../types';

type Payload = { customer: CustomerRecord | null; errors: AccountProblem[] };

const refused = (errors: AccountProblem[]): Payload => ({ customer: null, errors });
const notSignedIn = (): Payload => refused([problem('NOT_SIGNED_IN')]);

/** A successful sign-in, registration or password change: the session moves to the customer, under a new id. */
async function signedIn(context: GraphQLContext, result: SignInResult): Promise<Payload> {
  if (!result.ok) return refused(result.errors);
  await startCustomerSession(context.req, result.customer.id, result.credentials);
  return { customer: result.customer, errors: [] };
}

export function answer(result: AccountResult): Payload {
  return result.ok ? { customer: result.customer, errors: [] } : refused(result.errors);
}

/** Runs `work` for the signed-in customer, or answers NOT_SIGNED_IN. */
export async function asCustomer(context: GraphQLContext, work: (customerId: number) => Promise<Payload>): Promise<Payload> {
  const customerId = context.viewer.customerId;
  return customerId === null ? notSignedIn() : work(customerId);
}

export const accountQuery: Pick<QueryResolvers, 'me'> = {
  async me(_root, _args, context) {
    const customerId = context.viewer.customerId;
    if (customerId === null) return null;
    const customer = await context.accounts.customer(customerId);
    if (!customer) context.log.warn({ customerId }, 'signed-in customer no longer in the store');
    return customer;
  },
};

export const accountMutation: Pick<
  MutationResolvers,
  'signIn' | 'register' | 'registerAtCheckout' | 'signOut' | 'updateProfile' | 'changeEmail' | 'changePassword' | 'updateAddresses'
> = {
  signIn: async (_root, { input }, context) => signedIn(context, await context.accounts.signIn(input, context.viewer.ip)),
  register: async (_root, { input }, context) => signedIn(context, await context.accounts.register(input, context.viewer.ip)),
  registerAtCheckout: async (_root, { input }, context) =>
    signedIn(context, await context.accounts.registerAtCheckout(input, context.viewer.ip)),

  async signOut(_root, _args, context) {
    if (context.req.session.customer) await endCustomerSession(context.req, SESSION_COOKIE, context.cookies.clear);
    return true;
  },

  updateProfile: (_root, { input }, context) => asCustomer(context, async (id) => answer(await context.accounts.updateProfile(id, input))),
  changeEmail: (_root, { input }, context) => asCustomer(context, async (id) => answer(await context.accounts.changeEmail(id, input))),
  changePassword: (_root, { input }, context) =>
    asCustomer(context, async (id) => signedIn(context, await context.accounts.changePassword(id, input))),
  updateAddresses: (_root, { input }, context) =>
    asCustomer(context, async (id) => answer(await context.accounts.updateAddresses(id, input))),
};

export const Customer: CustomerResolvers = {
  id: (customer) => String(customer.id),
  billing: (customer) => addressesOf(customer).billing,
  shipping: (customer) => addressesOf(customer).shipping,
  async orders(customer, { first, language }, context) {
    // Only the signed-in customer's own record reaches here (`me` and the account mutations).
    if (context.viewer.customerId !== customer.id) return [];
    const [orders, includesTax] = await Promise.all([
      context.accounts.orders(customer.id, first ?? 20),
      context.priceDisplays.cartIncludesTax(),
    ]);
    const shown = language ?? 'FR';
    const translated = await Promise.all(orders.map((order) => orderInLanguage(context, order, shown)));
    return translated.map((order) => orderView(order, shown, includesTax));
  },
};

export const CustomerAddress: CustomerAddressResolvers = {
  configured: (address) => isAddressConfigured(address),
  countryName: (address, { language }) => (address.country ? countryName(address.country, language ?? 'FR') : ''),
  email: (address) => (address.kind === 'billing' ? (address.email ?? '') : null),
  phone: (address) => (address.kind === 'billing' ? address.phone : null),
};
