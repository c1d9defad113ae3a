/**
 * Customer accounts: registration, sign-in, profile, email, password and addresses. Every password is
 * checked by the store (its JWT login plugin); the storefront never holds a hash. Each method checks
 * its input with the rules the browser's forms use (common/forms/accountSchemas.ts, domain/checkoutForm.ts)
 * and answers problems, never throws them; only a store that cannot answer throws.
 */
import type { FrameSize } from '#common/fit';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  accountProblems,
  changeEmailSchema,
  changePasswordSchema,
  checkoutRegisterSchema,
  loginSchema,
  profileSchema,
  registerSchema,
} from '#common/forms/accountSchemas';
import { isCountryCode } from '../checkout/countries';
import type { ShippingService } from '../checkout/shipping';
import { cleanState, stateErrors } from '../domain/addressStates';
import { addressErrors, cleanAddress, type AddressForm } from '../domain/checkoutForm';
import type { Customer, CustomerChanges } from '../domain/customer';
import { checkNewPassword } from '../domain/passwordRule';
import type { Order, PostalAddress } from '../domain/order';
import { isValidEmail } from '../domain/email';
import type { Logger } from '../logger';
import type { CredentialVersions } from '../ports/credentialVersions';
import type { RateLimiter, RateLimitStore } from '../ports/rateLimit';
import type { WooCustomers } from '../woo/customers';
import { StoreRequestError } from '../woo/errors';
import type { WooOrders } from '../woo/orders';
import { fromAddressErrors, fromFieldProblems, fromPasswordVerdict, problem, type AccountProblem } from './accountErrors';
import { ACCOUNT_LIMITS, SIGN_IN_REFUSAL_MIN_MS, signInDelayMs } from './limits';
import { plainMessage, registrationProblem } from './storeErrors';

/** The customer after a change, or why nothing changed. */
export type AccountResult = { ok: true; customer: Customer } | { ok: false; errors: AccountProblem[] };

/** A successful sign-in also says which credentials version the session signs in under. */
export type SignInResult = { ok: true; customer: Customer; credentials: number } | { ok: false; errors: AccountProblem[] };

/** The characters WordPress keeps in a username (sanitize_user, strict). */
const WORDPRESS_USERNAME = /^[A-Za-z0-9 _.@-]+$/;

/** Orders of a customer shown at most (spec section 9: customer orders 20). */
export const MAX_CUSTOMER_ORDERS = 20;

export interface AddressesInput {
  billing?: (AddressForm & { state?: string | null; email?: string | null }) | null;
  shipping?: (AddressForm & { state?: string | null }) | null;
}

const failed = (...errors: AccountProblem[]): { ok: false; errors: AccountProblem[] } => ({ ok: false, errors });
const normalEmail = (email: string) => email.trim().toLowerCase();

export interface AccountServiceDeps {
  customers: WooCustomers;
  orders: WooOrders;
  credentials: CredentialVersions;
  rateLimits: RateLimitStore;
  /** Registrations one address may make in an hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR; ACCOUNT_LIMITS' 30 by default). */
  registrationsPerAddressPerHour?: number;
  shipping: ShippingService;
  logger: Logger;
}

export class AccountService {
  private readonly limits: { [K in keyof typeof ACCOUNT_LIMITS]: RateLimiter };

  constructor(private readonly deps: AccountServiceDeps) {
    this.limits = {
      signInPerAddress: deps.rateLimits.limiter(ACCOUNT_LIMITS.signInPerAddress),
      signInPerPair: deps.rateLimits.limiter(ACCOUNT_LIMITS.signInPerPair),
      signInPerEmail: deps.rateLimits.limiter(ACCOUNT_LIMITS.signInPerEmail),
      registerPerAddress: deps.rateLimits.limiter({
        ...ACCOUNT_LIMITS.registerPerAddress,
        points: deps.registrationsPerAddressPerHour ?? ACCOUNT_LIMITS.registerPerAddress.points,
      }),
      registerPerEmail: deps.rateLimits.limiter(ACCOUNT_LIMITS.registerPerEmail),
      confirmPerCustomer: deps.rateLimits.limiter(ACCOUNT_LIMITS.confirmPerCustomer),
    };
  }

  /** The customer, or null when the store no longer has them. */
  customer(id: number): Promise<Customer | null> {
    return this.deps.customers.get(id);
  }

  /** The customer's latest orders, newest first. */
  orders(customerId: number, first: number): Promise<Order[]> {
    return this.deps.orders.ofCustomer(customerId, Math.min(Math.max(first, 1), MAX_CUSTOMER_ORDERS));
  }

  /**
   * Email and password, checked by the store. Wrong email and wrong password answer alike, and no sooner
   * than SIGN_IN_REFUSAL_MIN_MS: whether the store had a hash to check does not show in the time. Refused
   * past the address's or the email-and-address pair's tries; slowed past the email's (limits.ts).
   */
  async signIn(input: { email: string; password: string }, ip: string): Promise<SignInResult> {
    const started = performance.now();
    const problems = accountProblems(loginSchema, input);
    if (problems.length > 0) return failed(...fromFieldProblems(problems));
    const email = normalEmail(input.email);
    const pair = `${ip} ${email}`;
    const [byAddress, byPair] = await Promise.all([this.limits.signInPerAddress.consume(ip), this.limits.signInPerPair.consume(pair)]);
    if (!byAddress.allowed || !byPair.allowed) {
      this.deps.logger.warn({ ip, byAddress: byAddress.allowed, byPair: byPair.allowed }, 'sign-in: too many attempts');
      return failed(problem('TOO_MANY_ATTEMPTS'));
    }
    const byEmail = await this.limits.signInPerEmail.consume(email);
    const tries = byEmail.allowed ? this.limits.signInPerEmail.policy.points - byEmail.remaining : Number.POSITIVE_INFINITY;
    const delay = signInDelayMs(tries);
    if (delay > 0) {
      this.deps.logger.warn({ ip, tries, delay }, 'sign-in: many tries at one email, slowed');
      await sleep(delay);
    }
    const check = await this.deps.customers.checkPassword(email, input.password);
    const customer = check.ok ? await this.deps.customers.byEmail(check.email) : null;
    if (!customer) {
      this.deps.logger.info({ ip, code: check.ok ? 'no_customer' : check.code }, 'sign-in refused');
      const wait = SIGN_IN_REFUSAL_MIN_MS - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      return failed(problem('INVALID_CREDENTIALS'));
    }
    await Promise.all([
      this.limits.signInPerAddress.refund(ip),
      this.limits.signInPerPair.reset(pair),
      this.limits.signInPerEmail.reset(email),
    ]);
    return { ok: true, customer, credentials: await this.deps.credentials.current(customer.id) };
  }

  /** The registration form (spec section 5), then the account; signed in by the caller. */
  async register(
    input: {
      firstName: string;
      lastName: string;
      username?: string | null;
      email: string;
      password: string;
      confirmPassword: string;
    },
    ip: string,
  ): Promise<SignInResult> {
    // No username: the store makes one from the email (wc_create_new_customer_username), as WooCommerce's own forms do.
    const username = (input.username ?? '').trim();
    const problems = fromFieldProblems(accountProblems(registerSchema, { ...input, username }));
    problems.push(...newPasswordProblems(problems, 'password', input.password, [input.email, username, input.firstName, input.lastName]));
    if (problems.length > 0) return failed(...problems);
    return this.create(
      {
        email: input.email.trim(),
        username,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        password: input.password,
      },
      ip,
    );
  }

  /** An account made inside the checkout: the email is the username. */
  async registerAtCheckout(
    input: { email: string; password: string; firstName?: string | null; lastName?: string | null },
    ip: string,
  ): Promise<SignInResult> {
    const fieldProblems = accountProblems(checkoutRegisterSchema, input);
    const names = [input.firstName ?? '', input.lastName ?? ''].map((value) => value.trim());
    if (names.some((value) => value.length > 100)) fieldProblems.push({ field: 'firstName', code: 'TOO_LONG' });
    const problems = fromFieldProblems(fieldProblems);
    problems.push(...newPasswordProblems(problems, 'password', input.password, [input.email, ...names]));
    if (problems.length > 0) return failed(...problems);
    const email = input.email.trim();
    // WordPress usernames hold letters, digits and ` _.-@` only: an email with a `+` cannot be one, and
    // then the store makes the username from the email, as WooCommerce's own checkout does.
    const username = WORDPRESS_USERNAME.test(email) ? email : '';
    return this.create({ email, username, firstName: names[0]!, lastName: names[1]!, password: input.password }, ip);
  }

  async updateProfile(customerId: number, input: { firstName: string; lastName: string }): Promise<AccountResult> {
    const problems = accountProblems(profileSchema, input);
    if (problems.length > 0) return failed(...fromFieldProblems(problems));
    return this.update(customerId, { firstName: input.firstName.trim(), lastName: input.lastName.trim() });
  }

  /** The fit finder's size kept in the account (null forgets it); the caller checked its bounds. */
  async saveFrameSize(customerId: number, size: FrameSize | null): Promise<AccountResult> {
    return this.update(customerId, { frameSize: size });
  }

  /** A new email, confirmed with the current password. The billing email follows when it was the account's. */
  async changeEmail(customerId: number, input: { newEmail: string; currentPassword: string }): Promise<AccountResult> {
    const problems = accountProblems(changeEmailSchema, input);
    if (problems.length > 0) return failed(...fromFieldProblems(problems));
    const confirmed = await this.confirmPassword(customerId, input.currentPassword);
    if (!confirmed.ok) return confirmed;
    const current = confirmed.customer;
    const email = input.newEmail.trim();
    // The store answers a taken address with the same "invalid email" as a malformed one: ask it first.
    const owner = await this.deps.customers.byEmail(email);
    if (owner && owner.id !== customerId) return failed(problem('EMAIL_EXISTS', 'newEmail'));
    const changes: CustomerChanges = { email };
    if (current.billing.email === '' || normalEmail(current.billing.email) === normalEmail(current.email)) {
      changes.billing = { ...current.billing, email };
    }
    return this.update(customerId, changes);
  }

  /**
   * A new password, confirmed with the current one. Returns the new credentials version: every session
   * signed in under an older one ends; the caller moves this session to the new one.
   */
  async changePassword(
    customerId: number,
    input: { currentPassword: string; newPassword: string; confirmPassword: string },
  ): Promise<SignInResult> {
    const problems = accountProblems(changePasswordSchema, input);
    if (problems.length > 0) return failed(...fromFieldProblems(problems));
    const confirmed = await this.confirmPassword(customerId, input.currentPassword);
    if (!confirmed.ok) return confirmed;
    const { email, username, firstName, lastName } = confirmed.customer;
    const weak = newPasswordProblems([], 'newPassword', input.newPassword, [email, username, firstName, lastName]);
    if (weak.length > 0) return failed(...weak);
    const updated = await this.update(customerId, { password: input.newPassword });
    if (!updated.ok) return updated;
    const credentials = await this.deps.credentials.bump(customerId);
    this.deps.logger.info({ customerId }, 'password changed: the customer’s other sessions end');
    return { ok: true, customer: updated.customer, credentials };
  }

  /** Billing, shipping or both (spec section 5: Billing, Shipping). */
  async updateAddresses(customerId: number, input: AddressesInput): Promise<AccountResult> {
    if (!input.billing && !input.shipping) return failed(problem('REQUIRED', 'billing', 'give a billing or a shipping address'));
    const errors: AccountProblem[] = [];
    const changes: CustomerChanges = {};
    // A country with states needs one of its own (data/countries), as the checkout does.
    const states = await this.deps.shipping.countryStates();
    for (const kind of ['billing', 'shipping'] as const) {
      const address = input[kind];
      if (address) errors.push(...fromAddressErrors(stateErrors(kind, address, states)));
    }
    if (input.billing) {
      errors.push(...fromAddressErrors(addressErrors('billing', input.billing, true)), ...this.countryProblem('billing', input.billing));
      const email = (input.billing.email ?? '').trim();
      if (email.length > 254 || (email !== '' && !isValidEmail(email))) errors.push(problem('INVALID_EMAIL', 'billing.email'));
      changes.billing = { ...postal(input.billing), state: cleanState(states, input.billing.country, input.billing.state), email };
    }
    if (input.shipping) {
      errors.push(...fromAddressErrors(addressErrors('shipping', input.shipping, false)));
      const country = cleanAddress(input.shipping).country;
      if (country !== '' && !(await this.deps.shipping.isShippable(country))) errors.push(problem('INVALID_COUNTRY', 'shipping.country'));
      changes.shipping = { ...postal(input.shipping), state: cleanState(states, input.shipping.country, input.shipping.state), phone: '' };
    }
    if (errors.length > 0) return failed(...errors);
    if (changes.billing && changes.billing.email === '') {
      const current = await this.deps.customers.get(customerId);
      if (!current) return failed(problem('NOT_SIGNED_IN'));
      changes.billing = { ...changes.billing, email: current.email };
    }
    return this.update(customerId, changes);
  }

  private countryProblem(prefix: string, address: AddressForm): AccountProblem[] {
    const country = cleanAddress(address).country;
    return country === '' || isCountryCode(country) ? [] : [problem('INVALID_COUNTRY', `${prefix}.country`)];
  }

  private async create(
    customer: { email: string; username: string; firstName: string; lastName: string; password: string },
    ip: string,
  ): Promise<SignInResult> {
    const [byAddress, byEmail] = await Promise.all([
      this.limits.registerPerAddress.consume(ip),
      this.limits.registerPerEmail.consume(normalEmail(customer.email)),
    ]);
    if (!byAddress.allowed || !byEmail.allowed) {
      this.deps.logger.warn({ ip, byAddress: byAddress.allowed, byEmail: byEmail.allowed }, 'registration: too many attempts');
      return failed(problem('TOO_MANY_ATTEMPTS'));
    }
    try {
      const created = await this.deps.customers.create(customer);
      this.deps.logger.info({ customerId: created.id }, 'customer registered');
      return { ok: true, customer: created, credentials: await this.deps.credentials.current(created.id) };
    } catch (error) {
      if (!(error instanceof StoreRequestError)) throw error;
      return failed(registrationFailure(error));
    }
  }

  /** The current password of a signed-in customer, checked by the store (limited per customer). */
  private async confirmPassword(customerId: number, password: string): Promise<AccountResult> {
    const customer = await this.deps.customers.get(customerId);
    if (!customer) return failed(problem('NOT_SIGNED_IN'));
    const decision = await this.limits.confirmPerCustomer.consume(String(customerId));
    if (!decision.allowed) return failed(problem('TOO_MANY_ATTEMPTS', 'currentPassword'));
    const check = await this.deps.customers.checkPassword(customer.email, password);
    if (!check.ok) return failed(problem('WRONG_PASSWORD', 'currentPassword'));
    await this.limits.confirmPerCustomer.refund(String(customerId));
    return { ok: true, customer };
  }

  private async update(customerId: number, changes: CustomerChanges): Promise<AccountResult> {
    try {
      return { ok: true, customer: await this.deps.customers.update(customerId, changes) };
    } catch (error) {
      if (!(error instanceof StoreRequestError)) throw error;
      const mapped = registrationFailure(error);
      // A refused email change is the same duplicate or invalid address as at registration.
      return failed(mapped.field === 'email' && changes.email !== undefined ? { ...mapped, field: 'newEmail' } : mapped);
    }
  }
}

/**
 * The one password rule (domain/passwordRule.ts) on a new password, unless the form's rules already
 * refused that field. `personal`: the account's own words, easy to guess for whoever knows them.
 */
function newPasswordProblems(
  already: readonly AccountProblem[],
  field: string,
  password: string,
  personal: readonly (string | null | undefined)[],
): AccountProblem[] {
  if (already.some((found) => found.field === field)) return [];
  const verdict = checkNewPassword(password, personal);
  return verdict.ok ? [] : [fromPasswordVerdict(verdict, field)];
}

function postal(address: AddressForm & { state?: string | null }): Omit<PostalAddress, 'phone'> & { phone: string } {
  const clean = cleanAddress(address);
  return { ...clean, state: (address.state ?? '').trim().slice(0, 100) };
}

/** A store refusal mapped as spec section 8 says (the store's message kept, without markup, for the rest). */
function registrationFailure(error: StoreRequestError): AccountProblem {
  const kind = registrationProblem(error.code, error.storeMessage);
  if (kind === 'EMAIL_EXISTS') return problem('EMAIL_EXISTS', 'email');
  if (kind === 'INVALID_EMAIL') return problem('INVALID_EMAIL', 'email');
  if (kind === 'USERNAME_EXISTS') return problem('USERNAME_EXISTS', 'username');
  return problem('REGISTRATION_FAILED', null, plainMessage(error.storeMessage) || 'Registration failed.');
}
