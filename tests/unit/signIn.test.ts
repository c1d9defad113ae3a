/** The sign-in UI's pure rules (client/src/account, client/src/checkout): error texts, the page after sign-in, the checkout prefill. */
import {
  fieldMessageKey,
  passwordAdviceKeys,
  placeServerError,
  transportFailureKey,
  type AuthMessageKey,
} from '../../client/src/account/authMessages';
import { isSitePath } from '../../common/routes';
import { redirectTarget } from '../../client/src/account/redirectTarget';
import { deliverTo, prefillFromCustomer, savedAddresses, shipsElsewhere } from '../../client/src/checkout/accountPrefill';
import { emptyCheckout } from '../../client/src/checkout/checkoutForm';
import { accountProblems, registerSchema } from '../../common/forms/accountSchemas';
import fs from 'node:fs';
import path from 'node:path';
import accountEn from '../../client/src/account/texts/en.json';
import accountFr from '../../client/src/account/texts/fr.json';
import sharedEn from '../../client/src/i18n/en.json';
import sharedFr from '../../client/src/i18n/fr.json';

// The forms' texts (`auth.*`) are the shared ones (the header's few) and the account feature's (the forms'), as i18next merges them.
const en = { ...sharedEn, ...accountEn, auth: { ...sharedEn.auth, ...accountEn.auth } };
const fr = { ...sharedFr, ...accountFr, auth: { ...sharedFr.auth, ...accountFr.auth } };

const text = (texts: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('sign-in error texts', () => {
  it("gives the spec's English text for every broken registration rule", () => {
    const problems = accountProblems(registerSchema, {
      firstName: '',
      lastName: ' ',
      username: 'a!',
      email: 'ada@',
      password: 'abc',
      confirmPassword: 'abcdefgi',
    });
    const texts = Object.fromEntries(problems.map(({ field, code }) => [field, text(en, fieldMessageKey(code, field, 'register'))]));
    expect(texts).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username must be at least 3 characters',
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('tells the login password rule (6) from the registration one (8)', () => {
    expect(text(en, fieldMessageKey('PASSWORD_TOO_SHORT', 'password', 'login'))).toBe('Password must be at least 6 characters');
    expect(text(en, fieldMessageKey('PASSWORD_TOO_SHORT', 'password', 'checkoutRegister'))).toBe('Password must be at least 8 characters');
    expect(text(en, fieldMessageKey('REQUIRED', 'confirmPassword', 'register'))).toBe('Please confirm your password');
  });

  it("places the API's refusals on their field or on the whole form, with the spec's texts", () => {
    const login = ['email', 'password'];
    const register = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'];
    expect(placeServerError({ field: null, code: 'INVALID_CREDENTIALS', message: 'x' }, 'login', login)).toEqual({
      field: null,
      message: { key: 'auth.errors.loginFailed' },
    });
    expect(placeServerError({ field: 'email', code: 'EMAIL_EXISTS', message: 'x' }, 'register', register)).toEqual({
      field: 'email',
      message: { key: 'auth.errors.emailExists' },
    });
    expect(placeServerError({ field: 'input.username', code: 'USERNAME_EXISTS' }, 'register', register).field).toBe('username');
    // At checkout the username is the email (a '+' in it is refused by the store as a username).
    expect(placeServerError({ field: 'username', code: 'USERNAME_EXISTS' }, 'checkoutRegister', ['email', 'password'])).toEqual({
      field: 'email',
      message: { key: 'auth.errors.emailAsUsername' },
    });
    expect(placeServerError({ field: 'email', code: 'INVALID_EMAIL' }, 'register', register).message.key).toBe(
      'auth.errors.invalidEmailAddress',
    );
    expect(placeServerError({ field: 'password', code: 'PASSWORD_TOO_SHORT' }, 'register', register)).toEqual({
      field: 'password',
      message: { key: 'auth.validation.passwordMin8' },
    });
    expect(placeServerError({ field: null, code: 'TOO_MANY_ATTEMPTS' }, 'login', login).message.key).toBe('auth.errors.tooManyAttempts');
    // The store's own words, else the spec's fallback.
    expect(
      placeServerError({ field: null, code: 'REGISTRATION_FAILED', message: 'Sorry, that email is blocked.' }, 'register', register),
    ).toEqual({
      field: null,
      message: { key: 'auth.errors.registrationFailed', text: 'Sorry, that email is blocked.' },
    });
    expect(placeServerError({ field: null, code: 'REGISTRATION_FAILED', message: ' ' }, 'register', register).message.key).toBe(
      'auth.errors.unexpected',
    );
    // A field the form does not have: the whole form's failure.
    expect(placeServerError({ field: 'billing.phone', code: 'INVALID_PHONE' }, 'checkoutRegister', ['email', 'password'])).toEqual({
      field: null,
      message: { key: 'auth.errors.registrationFailed' },
    });
    expect(text(en, transportFailureKey('register'))).toBe('Registration failed. Please try again.');
  });

  it('has every text in both languages', () => {
    const keys: AuthMessageKey[] = [];
    for (const code of [
      'REQUIRED',
      'INVALID_EMAIL',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_WEAK',
      'PASSWORDS_DO_NOT_MATCH',
      'USERNAME_TOO_SHORT',
      'USERNAME_INVALID',
      'TOO_LONG',
      'OTHER',
    ])
      for (const field of ['email', 'password', 'firstName', 'lastName', 'username', 'confirmPassword', 'other'])
        for (const form of ['login', 'register'] as const) keys.push(fieldMessageKey(code, field, form));
    for (const code of [
      'INVALID_CREDENTIALS',
      'EMAIL_EXISTS',
      'USERNAME_EXISTS',
      'INVALID_EMAIL',
      'TOO_MANY_ATTEMPTS',
      'NOT_SIGNED_IN',
      'WRONG_PASSWORD',
    ] as const)
      for (const form of ['login', 'register', 'checkoutRegister'] as const)
        keys.push(placeServerError({ field: null, code }, form, []).message.key);
    keys.push('auth.errors.unexpected', transportFailureKey('login'));
    for (const key of new Set(keys)) {
      expect([key, typeof text(en, key)]).toEqual([key, 'string']);
      expect([key, typeof text(fr, key)]).toEqual([key, 'string']);
    }
  });
});

describe('a new password too easy to guess', () => {
  it('shows the server’s reason and advice under the field, in French and in English', () => {
    const placed = placeServerError(
      { field: 'password', code: 'PASSWORD_TOO_WEAK', passwordAdvice: { warning: 'TOP_TEN', suggestions: ['ANOTHER_WORD'] } },
      'checkoutRegister',
      ['email', 'password'],
    );
    expect(placed.field).toBe('password');
    expect(text(fr, placed.message.key)).toBe('Ce mot de passe est trop facile à deviner.');
    expect(placed.advice!.map((key) => text(fr, key))).toEqual(['Ce mot de passe est très utilisé.', 'Ajoutez des mots moins courants.']);
    expect(placed.advice!.map((key) => text(en, key))).toEqual([
      'This is a heavily used password.',
      'Add more words that are less common.',
    ]);
  });

  it('has a text in both languages for every code the server may answer', () => {
    const schema = fs.readFileSync(path.join(__dirname, '../../schema/account.graphql'), 'utf8');
    const values = (name: string) =>
      [...new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)![1]!.matchAll(/^\s+([A-Z0-9_]+)$/gm)].map((m) => m[1]!);
    const keys = [
      ...values('PasswordWarning').flatMap((warning) => passwordAdviceKeys({ warning: warning as never, suggestions: [] })),
      ...passwordAdviceKeys({ suggestions: values('PasswordSuggestion') as never[] }),
    ];
    expect(keys.length).toBe(28);
    for (const key of keys) {
      expect([key, typeof text(en, key)]).toEqual([key, 'string']);
      expect([key, typeof text(fr, key)]).toEqual([key, 'string']);
    }
  });
});

describe('the page after signing in', () => {
  it('is the page that sent the shopper, as a path or a location', () => {
    expect(redirectTarget({ state: { from: '/checkout' } })).toBe('/checkout');
    expect(redirectTarget({ state: { from: { pathname: '/account/orders', search: '?page=2', hash: '' } } })).toBe(
      '/account/orders?page=2',
    );
  });

  it('else a ?redirect= path of this site, else /account', () => {
    expect(redirectTarget({ search: '?redirect=%2Fcart' })).toBe('/cart');
    expect(redirectTarget({ search: '' })).toBe('/account');
    expect(redirectTarget({})).toBe('/account');
  });

  it('never another site, nor the sign-in pages themselves', () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/register?x=1'])
      expect([redirect, redirectTarget({ search: `?redirect=${encodeURIComponent(redirect)}` })]).toEqual([redirect, '/account']);
    expect(redirectTarget({ state: { from: '//evil.example' }, search: '?redirect=/cart' })).toBe('/cart');
    expect(isSitePath('/ok\nSet-Cookie')).toBe(false);
  });
});

const address = (overrides: Record<string, unknown> = {}) => ({
  configured: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: '12 rue de Rivoli',
  address2: '',
  city: 'Paris',
  state: '',
  postcode: '75001',
  country: 'FR',
  countryName: 'France',
  email: 'ada@example.com',
  phone: '+33 6 12 34 56 78',
  ...overrides,
});
const empty = address({
  configured: false,
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  postcode: '',
  country: '',
  email: null,
  phone: null,
});
const customer = (billing = address(), shipping = empty) => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  billing,
  shipping,
});

describe('the checkout filled from the address book', () => {
  it('takes the account email, delivers to the saved address with its phone, billing the same', () => {
    const typed = emptyCheckout();
    typed.email = 'typed@example.com';
    const values = prefillFromCustomer(typed, customer());
    expect(values.email).toBe('ada@example.com');
    expect(values.shipping).toMatchObject({
      firstName: 'Ada',
      phone: '+33 6 12 34 56 78',
      address1: '12 rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
    });
    expect(values.billingSameAsShipping).toBe(true);
  });

  it('keeps what was typed where the book has nothing, with the account names', () => {
    const typed = emptyCheckout();
    typed.shipping = { ...typed.shipping, firstName: 'Typed', address1: '1 typed street', phone: '0102030405', company: 'ACME' };
    const values = prefillFromCustomer(typed, customer(empty));
    expect(values.shipping).toMatchObject({
      firstName: 'Typed',
      lastName: 'Lovelace',
      address1: '1 typed street',
      phone: '0102030405',
      company: 'ACME',
      country: 'FR',
    });
  });

  it('delivers to the saved shipping address (with the billing phone), billing apart only when it is another place', () => {
    const same = customer(address(), address({ phone: null, email: null }));
    expect(shipsElsewhere(same)).toBe(false);
    expect(prefillFromCustomer(emptyCheckout(), same).billingSameAsShipping).toBe(true);
    expect(savedAddresses(same).map((choice) => choice.kind)).toEqual(['shipping']);
    const other = customer(
      address(),
      address({ address1: '5 Unter den Linden', city: 'Berlin', postcode: '10117', country: 'DE', phone: null }),
    );
    const values = prefillFromCustomer(emptyCheckout(), other);
    expect(values.billingSameAsShipping).toBe(false);
    expect(values.shipping).toMatchObject({ address1: '5 Unter den Linden', city: 'Berlin', country: 'DE', phone: '+33 6 12 34 56 78' });
    expect(values.billing).toMatchObject({ address1: '12 rue de Rivoli', city: 'Paris' });
    expect(savedAddresses(other).map((choice) => [choice.kind, choice.address.city])).toEqual([
      ['shipping', 'Berlin'],
      ['billing', 'Paris'],
    ]);
    // A saved address chosen fills the delivery address, the phone typed kept.
    expect(deliverTo(values, address()).shipping).toMatchObject({ address1: '12 rue de Rivoli', city: 'Paris', country: 'FR' });
    expect(savedAddresses(customer(empty, empty))).toEqual([]);
  });
});
