/** The account's GraphQL operations, and a signed-in customer's typical steps, for the server tests and the sign-in bench. */
import type { GqlSession } from './gqlSession';
import { PAY, PLACE, QUOTE, card, placeInput, type CartLine } from './checkoutOps';

const ADDRESS = `configured firstName lastName company address1 address2 city state postcode country countryName(language: $language) email phone`;
export const CUSTOMER_FIELDS = `id email firstName lastName username role createdAt billing { ${ADDRESS} } shipping { ${ADDRESS} }`;
const PAYLOAD = `customer { ${CUSTOMER_FIELDS} } errors { field code message }`;

export const ME = `query Me($language: Language) { me { ${CUSTOMER_FIELDS} } }`;
export const MY_ORDERS = `query MyOrders($first: Int) { me { id orders(first: $first) { id number status paid total { amount currencyCode } lines { name quantity } } } }`;
export const SIGN_IN = `mutation SignIn($input: SignInInput!, $language: Language) { signIn(input: $input) { ${PAYLOAD} } }`;
export const REGISTER = `mutation Register($input: RegisterInput!, $language: Language) { register(input: $input) { ${PAYLOAD} } }`;
export const REGISTER_AT_CHECKOUT = `mutation RegisterAtCheckout($input: CheckoutRegisterInput!, $language: Language) { registerAtCheckout(input: $input) { ${PAYLOAD} } }`;
export const SIGN_OUT = `mutation { signOut }`;
export const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!, $language: Language) { updateProfile(input: $input) { ${PAYLOAD} } }`;
export const CHANGE_EMAIL = `mutation ChangeEmail($input: ChangeEmailInput!, $language: Language) { changeEmail(input: $input) { ${PAYLOAD} } }`;
export const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!, $language: Language) { changePassword(input: $input) { ${PAYLOAD} } }`;
export const UPDATE_ADDRESSES = `mutation UpdateAddresses($input: UpdateAddressesInput!, $language: Language) { updateAddresses(input: $input) { ${PAYLOAD} } }`;

export interface AccountError {
  field: string | null;
  code: string;
  message: string;
}
export interface CustomerView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  role: string;
  createdAt: string;
  billing: Record<string, unknown> & { configured: boolean; email: string | null; phone: string | null };
  shipping: Record<string, unknown> & { configured: boolean; email: string | null; phone: string | null };
}
export type AccountPayload = { customer: CustomerView | null; errors: AccountError[] };

let counter = 0;
/** A registration form with a unique username and email. */
export function newCustomer(name = 'marie') {
  counter += 1;
  const tag = `${name}${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Marie',
    lastName: 'Dupont',
    username: tag,
    email: `${tag}@example.com`,
    password: 'Lunettes-du-soir-2026',
    confirmPassword: 'Lunettes-du-soir-2026',
  };
}

/** Registers (and so signs in) a new customer in `session`. */
export async function register(session: GqlSession, form = newCustomer()): Promise<CustomerView & { password: string }> {
  const result = await session.gql<{ register: AccountPayload }>(REGISTER, { input: form });
  if (result.errors || !result.data?.register.customer) throw new Error(`register failed: ${JSON.stringify(result)}`);
  return { ...result.data.register.customer, password: form.password };
}

export async function signIn(session: GqlSession, email: string, password: string): Promise<AccountPayload> {
  const result = await session.gql<{ signIn: AccountPayload }>(SIGN_IN, { input: { email, password } });
  if (result.errors) throw new Error(`signIn failed: ${JSON.stringify(result.errors)}`);
  return result.data!.signIn;
}

export async function me(session: GqlSession): Promise<CustomerView | null> {
  const result = await session.gql<{ me: CustomerView | null }>(ME);
  if (result.errors) throw new Error(`me failed: ${JSON.stringify(result.errors)}`);
  return result.data!.me;
}

interface QuoteAnswer {
  checkoutQuote: { shippingMethods: { id: string; methodId: string }[]; total: { amount: number } };
}
interface PlaceAnswer {
  placeOrder: {
    order: { id: string; number: string } | null;
    payment: { id: string; clientSecret: string } | null;
    errors: AccountError[];
  };
}

/** Places and pays (test card) an order of `lines` shipped to France by standard delivery; its id and number. */
export async function buyAndPay(
  session: GqlSession,
  lines: CartLine[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; number: string }> {
  const first = await session.gql<QuoteAnswer>(QUOTE, { input: { lines, country: 'FR', postcode: '75002' } });
  const method = first.data!.checkoutQuote.shippingMethods.find((candidate) => candidate.methodId === 'flat_rate')!;
  const priced = await session.gql<QuoteAnswer>(QUOTE, { input: { lines, country: 'FR', postcode: '75002', shippingMethodId: method.id } });
  const placed = await session.gql<PlaceAnswer>(PLACE, {
    input: placeInput(lines, method.id, priced.data!.checkoutQuote.total.amount, extra),
  });
  const { order, payment } = placed.data?.placeOrder ?? {};
  if (!order || !payment) throw new Error(`placeOrder failed: ${JSON.stringify(placed)}`);
  const paid = await session.gql(PAY, {
    input: { orderId: order.id, paymentId: payment.id, clientSecret: payment.clientSecret, card: card('4242424242424242') },
  });
  if (paid.errors) throw new Error(`payment failed: ${JSON.stringify(paid.errors)}`);
  return order;
}
