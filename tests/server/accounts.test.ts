/**
 * Customer accounts through GraphQL over the local store over SQLite: registration and sign-in with the
 * store checking every password, sessions (new id at sign-in, gone at sign-out, ended everywhere by a
 * password change), rate limits, profile, email, password and addresses, and a customer's orders,
 * which nobody else can read.
 */
import { gqlSession, type GqlSession } from './helpers/gqlSession';
import {
  CHANGE_EMAIL,
  CHANGE_PASSWORD,
  MY_ORDERS,
  REGISTER,
  REGISTER_AT_CHECKOUT,
  SIGN_IN,
  SIGN_OUT,
  UPDATE_ADDRESSES,
  UPDATE_PROFILE,
  buyAndPay,
  me,
  newCustomer,
  register,
  signIn,
  type AccountPayload,
} from './helpers/accountOps';
import { ORDER, address, type CartLine } from './helpers/checkoutOps';
import { SIGN_IN_REFUSAL_MIN_MS } from '../../server/src/accounts/limits';
import { startTestServer, type TestServer } from './helpers/testServer';

const ONE_FRAME: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };

let server: TestServer;

function freshServer(env: Record<string, string> = {}) {
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(async () => {
    await server.close();
  });
}

const browser = (): GqlSession => gqlSession(server.url);
const codes = (payload: AccountPayload) => payload.errors.map((error) => `${error.field ?? ''}:${error.code}`).sort();

describe('registration and sign-in', () => {
  freshServer();

  it('checks the registration form on the server with the forms’ rules', async () => {
    const result = await browser().gql<{ register: AccountPayload }>(REGISTER, {
      input: { firstName: '', lastName: 'D', username: 'ma rie', email: 'marie@', password: 'lunettes', confirmPassword: 'other' },
    });
    expect(result.data!.register.customer).toBeNull();
    expect(codes(result.data!.register)).toEqual([
      'confirmPassword:PASSWORDS_DO_NOT_MATCH',
      'email:INVALID_EMAIL',
      'firstName:REQUIRED',
      'password:PASSWORD_TOO_WEAK',
      'username:USERNAME_INVALID',
    ]);
  });

  it('registers, signs the new customer in with an HTTP-only cookie, and shows only them', async () => {
    const shopper = browser();
    const form = newCustomer();
    const customer = await register(shopper, form);
    expect(customer).toMatchObject({ email: form.email, username: form.username, firstName: 'Marie', role: 'customer' });
    expect(shopper.lastSetCookie()).toMatch(/^sid=.+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect((await me(shopper))?.id).toBe(customer.id);
    // A new browser is a guest.
    expect(await me(browser())).toBeNull();
  });

  it('refuses an email or a username already taken, with the spec’s mapping', async () => {
    const taken = await register(browser());
    const sameEmail = await browser().gql<{ register: AccountPayload }>(REGISTER, { input: { ...newCustomer(), email: taken.email } });
    expect(codes(sameEmail.data!.register)).toEqual(['email:EMAIL_EXISTS']);
    const sameName = await browser().gql<{ register: AccountPayload }>(REGISTER, {
      input: { ...newCustomer(), username: taken.username },
    });
    expect(codes(sameName.data!.register)).toEqual(['username:USERNAME_EXISTS']);
  });

  // Issue 23: the username is optional, made by the store from the email as WooCommerce does.
  it('registers without a username: the store makes it from the email, with a number when taken', async () => {
    const local = `Lea.Martin${Date.now().toString(36)}`;
    const first = await browser().gql<{ register: AccountPayload }>(REGISTER, {
      input: { ...newCustomer(), username: null, email: `${local}@example.com` },
    });
    expect(first.data!.register.errors).toEqual([]);
    expect(first.data!.register.customer).toMatchObject({ username: local.toLowerCase(), firstName: 'Marie' });
    // The same local part at another address: WooCommerce adds "-" and four digits.
    const second = await browser().gql<{ register: AccountPayload }>(REGISTER, {
      input: { ...newCustomer(), username: '  ', email: `${local}@example.org` },
    });
    expect(second.data!.register.customer?.username).toMatch(new RegExp(`^${local.toLowerCase().replace('.', '\\.')}-\\d{4}$`));
    // A username given is still checked by the form's rules.
    const short = await browser().gql<{ register: AccountPayload }>(REGISTER, { input: { ...newCustomer(), username: 'ab' } });
    expect(codes(short.data!.register)).toEqual(['username:USERNAME_TOO_SHORT']);
  });

  it('creates an account inside the checkout with the email as username', async () => {
    const shopper = browser();
    const email = newCustomer().email;
    const result = await shopper.gql<{ registerAtCheckout: AccountPayload }>(REGISTER_AT_CHECKOUT, {
      input: { email, password: 'Monture-ecaille-1987', firstName: 'Jean', lastName: 'Martin' },
    });
    expect(result.data!.registerAtCheckout.customer).toMatchObject({ email, username: email, firstName: 'Jean', lastName: 'Martin' });
    expect((await me(shopper))?.email).toBe(email);
    // An email WordPress cannot take as a username: the store makes one from it.
    const plus = `ada+${Date.now()}@example.com`;
    const withPlus = await browser().gql<{ registerAtCheckout: AccountPayload }>(REGISTER_AT_CHECKOUT, {
      input: { email: plus, password: 'Monture-ecaille-1987' },
    });
    expect(withPlus.data!.registerAtCheckout.errors).toEqual([]);
    expect(withPlus.data!.registerAtCheckout.customer?.email).toBe(plus);
    expect(withPlus.data!.registerAtCheckout.customer?.username).not.toContain('+');
    const short = await browser().gql<{ registerAtCheckout: AccountPayload }>(REGISTER_AT_CHECKOUT, {
      input: { email: newCustomer().email, password: 'short' },
    });
    expect(codes(short.data!.registerAtCheckout)).toEqual(['password:PASSWORD_TOO_SHORT']);
  });

  it('signs in only with the right password, under a new session id', async () => {
    const customer = await register(browser());
    const shopper = browser();
    // A guest session first (a refused sign-in sets no cookie: nothing is kept for a guest).
    const wrong = await signIn(shopper, customer.email, 'Wrong-password1');
    expect(codes(wrong)).toEqual([':INVALID_CREDENTIALS']);
    const unknown = await signIn(shopper, 'nobody@example.com', customer.password);
    expect(codes(unknown)).toEqual([':INVALID_CREDENTIALS']);
    expect(await me(shopper)).toBeNull();

    const first = await signIn(shopper, customer.email.toUpperCase(), customer.password);
    expect(first.customer?.id).toBe(customer.id);
    const firstCookie = shopper.cookie();
    expect(firstCookie).not.toBe('');
    // Signing in again (another tab) gives another id; the old one is worth nothing.
    await signIn(shopper, customer.email, customer.password);
    expect(shopper.cookie()).not.toBe(firstCookie);
    const replay = browser();
    replay.useCookie(firstCookie);
    expect(await me(replay)).toBeNull();
    expect((await me(shopper))?.id).toBe(customer.id);
  });

  it('signs out: the session is gone and its cookie cleared', async () => {
    const shopper = browser();
    await register(shopper);
    const signedIn = shopper.cookie();
    const result = await shopper.gql<{ signOut: boolean }>(SIGN_OUT);
    expect(result.data!.signOut).toBe(true);
    expect(shopper.cookie()).toBe('');
    expect(await me(shopper)).toBeNull();
    const replay = browser();
    replay.useCookie(signedIn);
    expect(await me(replay)).toBeNull();
    // Signing out as a guest is harmless.
    expect((await browser().gql<{ signOut: boolean }>(SIGN_OUT)).data!.signOut).toBe(true);
  });
});

describe('one rule for every new password', () => {
  freshServer();

  const ADVISED = `customer { id } errors { field code passwordAdvice { warning suggestions } }`;
  type Advised = {
    customer: { id: string } | null;
    errors: { field: string; code: string; passwordAdvice: { warning: string | null; suggestions: string[] } | null }[];
  };
  const registerAtCheckout = async (password: string) =>
    (
      await browser().gql<{ registerAtCheckout: Advised }>(
        `mutation ($input: CheckoutRegisterInput!) { registerAtCheckout(input: $input) { ${ADVISED} } }`,
        { input: { email: newCustomer().email, password } },
      )
    ).data!.registerAtCheckout;

  // Regression: the checkout's account took 12345678 and eight spaces (WordPress then kept an empty password).
  it('refuses a common or blank password at the checkout’s registration, with advice', async () => {
    const common = await registerAtCheckout('12345678');
    expect(common.customer).toBeNull();
    expect(common.errors).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_WEAK', passwordAdvice: { warning: 'TOP_TEN', suggestions: ['ANOTHER_WORD'] } },
    ]);
    const blank = await registerAtCheckout('        ');
    expect(blank.errors).toEqual([{ field: 'password', code: 'PASSWORD_TOO_SHORT', passwordAdvice: null }]);
  });

  // Regression: a password made of the account's own name passed the old upper/lower/digit rule.
  it('refuses at registration a password of the account’s own words, and a common one', async () => {
    const form = newCustomer('christophe');
    const own = await browser().gql<{ register: Advised }>(`mutation ($input: RegisterInput!) { register(input: $input) { ${ADVISED} } }`, {
      input: {
        ...form,
        firstName: 'Christophe',
        lastName: 'Durandeau',
        password: 'ChristopheDurandeau',
        confirmPassword: 'ChristopheDurandeau',
      },
    });
    expect(own.data!.register.errors).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_WEAK', passwordAdvice: expect.objectContaining({ warning: 'USER_INPUTS' }) as unknown },
    ]);
    const common = await browser().gql<{ register: Advised }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { ${ADVISED} } }`,
      {
        input: { ...newCustomer(), password: 'Password123', confirmPassword: 'Password123' },
      },
    );
    expect(common.data!.register.errors.map((error) => `${error.field}:${error.code}`)).toEqual(['password:PASSWORD_TOO_WEAK']);
  });

  // Regression: a change of password took aaaaaaaa.
  it('refuses a weak new password at a change, and keeps the old one', async () => {
    const shopper = browser();
    const customer = await register(shopper);
    const change = await shopper.gql<{ changePassword: Advised }>(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${ADVISED} } }`,
      { input: { currentPassword: customer.password, newPassword: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' } },
    );
    expect(change.data!.changePassword.errors).toEqual([
      { field: 'newPassword', code: 'PASSWORD_TOO_WEAK', passwordAdvice: expect.objectContaining({ warning: 'SIMPLE_REPEAT' }) as unknown },
    ]);
    expect((await signIn(browser(), customer.email, 'aaaaaaaa')).errors.map((error) => error.code)).toEqual(['INVALID_CREDENTIALS']);
    expect((await signIn(browser(), customer.email, customer.password)).customer?.id).toBe(customer.id);
  });
});

describe('sign-in rate limits', () => {
  freshServer({ TRUST_PROXY: 'loopback' });

  /** A browser at `address` (the trusted loopback proxy forwards it). */
  const from = (address: string) => async (email: string, password: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }),
    });
    const payload = ((await response.json()) as { data: { signIn: AccountPayload } }).data.signIn;
    return { payload, ms: performance.now() - started };
  };

  // Regression: 10 wrong passwords from anywhere refused the owner's right one, from any address, for 15 minutes.
  it('refuses an email and address pair after 10 wrong passwords; the owner at another address gets in', async () => {
    const customer = await register(browser());
    const attacker = from('198.51.100.7');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(codes((await attacker(customer.email, `Wrong-${attempt}-pass`)).payload)).toEqual([':INVALID_CREDENTIALS']);
    }
    const locked = await attacker(customer.email, customer.password);
    expect(codes(locked.payload)).toEqual([':TOO_MANY_ATTEMPTS']);
    expect(locked.payload.errors[0]!.message).toMatch(/try again/i);
    // The owner, elsewhere: in.
    expect((await from('203.0.113.20')(customer.email, customer.password)).payload.customer?.id).toBe(customer.id);
    // Another account from the attacker's address still signs in.
    const other = await register(browser());
    expect((await attacker(other.email, other.password)).payload.customer?.id).toBe(other.id);
  });

  it('keeps a per-address limit: 30 tries over many emails, then refused', async () => {
    const sweeper = from('198.51.100.30');
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect(codes((await sweeper(`sweep${attempt}@example.com`, 'Wrong-pass-1')).payload)).toEqual([':INVALID_CREDENTIALS']);
    }
    expect(codes((await sweeper('sweep-last@example.com', 'Wrong-pass-1')).payload)).toEqual([':TOO_MANY_ATTEMPTS']);
  });

  // Regression: the flood from many addresses locked the account; now it only slows the email's checks.
  it('slows, never refuses, the tries at one email from many addresses', async () => {
    const customer = await register(browser());
    // Ten free tries, from ten addresses (so no pair and no address limit is reached).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(codes((await from(`192.0.2.${attempt + 1}`)(customer.email, 'Wrong-pass-1')).payload)).toEqual([':INVALID_CREDENTIALS']);
    }
    // The 11th waits 500 ms before its check, the 12th 1 s: still answered, never TOO_MANY_ATTEMPTS.
    const eleventh = await from('192.0.2.11')(customer.email, 'Wrong-pass-1');
    expect(codes(eleventh.payload)).toEqual([':INVALID_CREDENTIALS']);
    expect(eleventh.ms).toBeGreaterThanOrEqual(500);
    const owner = await from('203.0.113.21')(customer.email, customer.password);
    expect(owner.payload.customer?.id).toBe(customer.id);
    expect(owner.ms).toBeGreaterThanOrEqual(1000);
  });

  // Regression: an unknown email was refused in ~12 ms, a known one in ~130 ms (the store's hash check).
  it('answers a refused sign-in no sooner than the floor, for a known and an unknown email alike', async () => {
    const customer = await register(browser());
    const known = await from('198.51.100.40')(customer.email, 'Wrong-pass-1');
    const unknown = await from('198.51.100.41')(`nobody${Date.now()}@example.com`, 'Wrong-pass-1');
    expect(codes(known.payload)).toEqual([':INVALID_CREDENTIALS']);
    expect(codes(unknown.payload)).toEqual([':INVALID_CREDENTIALS']);
    expect(known.payload.errors).toEqual(unknown.payload.errors);
    expect(unknown.ms).toBeGreaterThanOrEqual(SIGN_IN_REFUSAL_MIN_MS);
    expect(known.ms).toBeGreaterThanOrEqual(SIGN_IN_REFUSAL_MIN_MS);
  });

  it('limits registrations per email', async () => {
    const taken = await register(browser());
    // The first registration counted; four more tries are answered, the next one is refused.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const again = await browser().gql<{ register: AccountPayload }>(REGISTER, { input: { ...newCustomer(), email: taken.email } });
      expect(codes(again.data!.register)).toEqual(['email:EMAIL_EXISTS']);
    }
    const refused = await browser().gql<{ register: AccountPayload }>(REGISTER, { input: { ...newCustomer(), email: taken.email } });
    expect(codes(refused.data!.register)).toEqual([':TOO_MANY_ATTEMPTS']);
  });
});

describe('registrations per address (REGISTRATIONS_PER_ADDRESS_PER_HOUR)', () => {
  freshServer({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '2' });

  it('refuses the address its next registration within the hour', async () => {
    await register(browser());
    await register(browser());
    const refused = await browser().gql<{ register: AccountPayload }>(REGISTER, { input: newCustomer() });
    expect(codes(refused.data!.register)).toEqual([':TOO_MANY_ATTEMPTS']);
  });
});

describe('a signed-in customer’s own data', () => {
  freshServer();

  it('updates the profile', async () => {
    const shopper = browser();
    await register(shopper);
    const empty = await shopper.gql<{ updateProfile: AccountPayload }>(UPDATE_PROFILE, { input: { firstName: ' ', lastName: 'X' } });
    expect(codes(empty.data!.updateProfile)).toEqual(['firstName:REQUIRED']);
    const result = await shopper.gql<{ updateProfile: AccountPayload }>(UPDATE_PROFILE, {
      input: { firstName: 'Anne-Sophie', lastName: 'Lefèvre' },
    });
    expect(result.data!.updateProfile.customer).toMatchObject({ firstName: 'Anne-Sophie', lastName: 'Lefèvre' });
    expect(await me(shopper)).toMatchObject({ firstName: 'Anne-Sophie', lastName: 'Lefèvre' });
  });

  it('refuses every change to a guest', async () => {
    const guest = browser();
    const result = await guest.gql<{ updateProfile: AccountPayload }>(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B' } });
    expect(codes(result.data!.updateProfile)).toEqual([':NOT_SIGNED_IN']);
    const orders = await guest.gql<{ me: null }>(MY_ORDERS);
    expect(orders.data!.me).toBeNull();
  });

  it('changes the email only with the current password; the billing email follows', async () => {
    const shopper = browser();
    const customer = await register(shopper);
    const other = await register(browser());
    const newEmail = newCustomer('renamed').email;
    const wrong = await shopper.gql<{ changeEmail: AccountPayload }>(CHANGE_EMAIL, {
      input: { newEmail, currentPassword: 'Not-the-one1' },
    });
    expect(codes(wrong.data!.changeEmail)).toEqual(['currentPassword:WRONG_PASSWORD']);
    const taken = await shopper.gql<{ changeEmail: AccountPayload }>(CHANGE_EMAIL, {
      input: { newEmail: other.email, currentPassword: customer.password },
    });
    expect(codes(taken.data!.changeEmail)).toEqual(['newEmail:EMAIL_EXISTS']);
    const done = await shopper.gql<{ changeEmail: AccountPayload }>(CHANGE_EMAIL, {
      input: { newEmail, currentPassword: customer.password },
    });
    expect(done.data!.changeEmail.customer).toMatchObject({ email: newEmail, billing: { email: newEmail } });
    expect((await signIn(browser(), newEmail, customer.password)).customer?.id).toBe(customer.id);
    expect(codes(await signIn(browser(), customer.email, customer.password))).toEqual([':INVALID_CREDENTIALS']);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const laptop = browser();
    const customer = await register(laptop);
    const phone = browser();
    await signIn(phone, customer.email, customer.password);
    expect((await me(phone))?.id).toBe(customer.id);

    const mismatch = await laptop.gql<{ changePassword: AccountPayload }>(CHANGE_PASSWORD, {
      input: { currentPassword: customer.password, newPassword: 'Nouvelle-monture-2026', confirmPassword: 'Nouvelle-monture-2027' },
    });
    expect(codes(mismatch.data!.changePassword)).toEqual(['confirmPassword:PASSWORDS_DO_NOT_MATCH']);
    const short = await laptop.gql<{ changePassword: AccountPayload }>(CHANGE_PASSWORD, {
      input: { currentPassword: customer.password, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(codes(short.data!.changePassword)).toEqual(['newPassword:PASSWORD_TOO_SHORT']);
    const wrong = await laptop.gql<{ changePassword: AccountPayload }>(CHANGE_PASSWORD, {
      input: { currentPassword: 'Not-the-one1', newPassword: 'Nouvelle-monture-2026', confirmPassword: 'Nouvelle-monture-2026' },
    });
    expect(codes(wrong.data!.changePassword)).toEqual(['currentPassword:WRONG_PASSWORD']);

    const before = laptop.cookie();
    const done = await laptop.gql<{ changePassword: AccountPayload }>(CHANGE_PASSWORD, {
      input: { currentPassword: customer.password, newPassword: 'Nouvelle-monture-2026', confirmPassword: 'Nouvelle-monture-2026' },
    });
    expect(done.data!.changePassword.errors).toEqual([]);
    // This session goes on under a new id; the phone is signed out; the old id is worth nothing.
    expect(laptop.cookie()).not.toBe(before);
    expect((await me(laptop))?.id).toBe(customer.id);
    expect(await me(phone)).toBeNull();
    const replay = browser();
    replay.useCookie(before);
    expect(await me(replay)).toBeNull();
    expect(codes(await signIn(browser(), customer.email, customer.password))).toEqual([':INVALID_CREDENTIALS']);
    expect((await signIn(browser(), customer.email, 'Nouvelle-monture-2026')).customer?.id).toBe(customer.id);
  });

  it('saves addresses: rules checked, the billing email defaulted, no phone on shipping', async () => {
    const shopper = browser();
    const customer = await register(shopper);
    expect((await me(shopper))?.billing.configured).toBe(false);
    const bad = await shopper.gql<{ updateAddresses: AccountPayload }>(UPDATE_ADDRESSES, {
      input: {
        billing: { ...address, firstName: '', country: 'XX', phone: 'call me' },
        shipping: { ...address, country: 'JP', postcode: '***' },
      },
    });
    expect(codes(bad.data!.updateAddresses)).toEqual([
      'billing.country:INVALID_COUNTRY',
      'billing.firstName:REQUIRED',
      'billing.phone:INVALID_PHONE',
      // Japan is a country, but not one the shop ships to.
      'shipping.country:INVALID_COUNTRY',
      'shipping.postcode:INVALID_POSTCODE',
    ]);
    const saved = await shopper.gql<{ updateAddresses: AccountPayload }>(UPDATE_ADDRESSES, {
      input: { billing: address, shipping: { ...address, city: 'Lyon', postcode: '69001' } },
      language: 'EN',
    });
    expect(saved.data!.updateAddresses.errors).toEqual([]);
    const after = saved.data!.updateAddresses.customer!;
    expect(after.billing).toMatchObject({
      configured: true,
      city: 'Paris',
      email: customer.email,
      phone: address.phone,
      countryName: 'France',
    });
    expect(after.shipping).toMatchObject({ configured: true, city: 'Lyon', phone: null, email: null });
    // Only the shipping address this time: the billing one stays.
    const shippingOnly = await shopper.gql<{ updateAddresses: AccountPayload }>(UPDATE_ADDRESSES, {
      input: { shipping: { ...address, city: 'Nice', postcode: '06000' } },
    });
    expect(shippingOnly.data!.updateAddresses.customer).toMatchObject({ billing: { city: 'Paris' }, shipping: { city: 'Nice' } });
  });
});

describe('a customer’s orders', () => {
  freshServer();

  it('records the signed-in buyer on the order, lists it for them only, and hides it from anyone else', async () => {
    const alice = browser();
    const aliceAccount = await register(alice, newCustomer('alice'));
    const order = await buyAndPay(alice, [ONE_FRAME], { email: aliceAccount.email });
    const bob = browser();
    await register(bob, newCustomer('bob'));
    await buyAndPay(bob, [ONE_FRAME]);

    const aliceOrders = await alice.gql<{ me: { orders: { id: string; paid: boolean }[] } }>(MY_ORDERS);
    expect(aliceOrders.data!.me.orders.map((entry) => entry.id)).toEqual([order.id]);
    expect(aliceOrders.data!.me.orders[0]!.paid).toBe(true);

    // Alice signs in elsewhere: her order is readable there without its key; Bob's session and a guest see nothing.
    const aliceElsewhere = browser();
    await signIn(aliceElsewhere, aliceAccount.email, aliceAccount.password);
    expect((await aliceElsewhere.gql<{ order: { id: string } | null }>(ORDER, { id: order.id })).data!.order?.id).toBe(order.id);
    expect((await bob.gql<{ order: unknown }>(ORDER, { id: order.id })).data!.order).toBeNull();
    expect((await browser().gql<{ order: unknown }>(ORDER, { id: order.id })).data!.order).toBeNull();
    const bobOrders = await bob.gql<{ me: { orders: { id: string }[] } }>(MY_ORDERS);
    expect(bobOrders.data!.me.orders.map((entry) => entry.id)).not.toContain(order.id);
  });

  it('keeps the orders a guest placed readable after signing in, and forgets them at sign-out', async () => {
    const shopper = browser();
    const guestOrder = await buyAndPay(shopper, [ONE_FRAME]);
    const account = await register(shopper);
    expect((await shopper.gql<{ order: { id: string } | null }>(ORDER, { id: guestOrder.id })).data!.order?.id).toBe(guestOrder.id);
    await shopper.gql(SIGN_OUT);
    expect((await shopper.gql<{ order: unknown }>(ORDER, { id: guestOrder.id })).data!.order).toBeNull();
    expect(account.id).toBeTruthy();
  });
});

describe('behind the site gate', () => {
  freshServer({ SITE_PASSWORD: 'atelier-2026' });

  it('keeps the gate pass across sign-in and sign-out', async () => {
    const shopper = browser();
    const locked = await shopper.gql(`{ currencies { code } }`);
    expect(locked.errors?.[0]?.extensions?.code).toBe('GATE_LOCKED');
    await shopper.gql(`mutation { enterSite(password: "atelier-2026") { granted } }`);
    await register(shopper);
    expect((await shopper.gql(`{ currencies { code } }`)).errors).toBeUndefined();
    await shopper.gql(SIGN_OUT);
    expect(shopper.cookie()).not.toBe('');
    expect((await shopper.gql(`{ currencies { code } }`)).errors).toBeUndefined();
  });
});
