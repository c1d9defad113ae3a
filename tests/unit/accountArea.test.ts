/** The account area's pure helpers: tabs from the URL, invoices, its forms' rules and the server's errors on them. */
import { movedTab, tabFromParam, tabPath } from '../../client/src/account/accountTabs';
import { invoiceFileName, invoiceUrl, isPdf } from '../../client/src/account/invoiceFile';
import {
  accountFieldErrors,
  addressesInput,
  addressFormValues,
  billingFormSchema,
  passwordProblem,
} from '../../client/src/account/accountForms';
import { changeEmailSchema, profileSchema } from '../../common/forms/accountSchemas';

const EMPTY = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  postcode: '',
  country: '',
  email: null,
  phone: null,
};
const PARIS = {
  firstName: 'Camille',
  lastName: 'Martin',
  company: '',
  phone: '+33 6 12 34 56 78',
  country: 'FR',
  address1: '12 rue de Rivoli',
  address2: '',
  city: 'Paris',
  postcode: '75001',
  state: '',
  email: '',
};

describe('account tabs', () => {
  it('reads the tab from the URL: the dashboard without one, null for an unknown one', () => {
    expect(tabFromParam(undefined)).toBe('dashboard');
    expect(tabFromParam('orders')).toBe('orders');
    expect(tabFromParam('details')).toBe('details');
    expect(tabFromParam('dashboard')).toBeNull();
    expect(tabFromParam('nope')).toBeNull();
  });

  it('gives each tab its URL, an order to open with the orders tab', () => {
    expect(tabPath('dashboard')).toBe('/account');
    expect(tabPath('addresses')).toBe('/account/addresses');
    expect(tabPath('orders', { order: '42' })).toBe('/account/orders?order=42');
    expect(tabPath('details', { order: '42' })).toBe('/account/details');
  });

  // Issue 23: the invoices are under the orders; the old downloads tab's links lead there.
  it('sends the old downloads tab to the orders, and nothing else anywhere', () => {
    expect(tabFromParam('downloads')).toBeNull();
    expect(movedTab('downloads')).toBe('orders');
    expect(movedTab('orders')).toBeNull();
    expect(movedTab('toString')).toBeNull();
    expect(movedTab(undefined)).toBeNull();
  });
});

describe('invoice download', () => {
  it('asks for the PDF in the language and saves it under the order id', () => {
    expect(invoiceUrl('42', 'en')).toBe('/invoices/42.pdf?lang=en');
    expect(invoiceFileName('42')).toBe('invoice-42.pdf');
    expect(invoiceFileName('../x')).toBe('invoice-___x.pdf');
  });

  it('saves only a PDF answer', () => {
    expect(isPdf('application/pdf')).toBe(true);
    expect(isPdf('Application/PDF; charset=binary')).toBe(true);
    expect(isPdf('text/html; charset=utf-8')).toBe(false);
    expect(isPdf(null)).toBe(false);
  });
});

describe('address forms', () => {
  it('starts from the saved address, else the account names, France and the account email', () => {
    const values = addressFormValues(EMPTY, { email: 'marie@example.com', firstName: 'Marie', lastName: 'Dupont' });
    expect(values.firstName).toBe('Marie');
    expect(values.lastName).toBe('Dupont');
    expect(values.country).toBe('FR');
    expect(values.email).toBe('marie@example.com');
    expect(values.phone).toBe('');
  });

  it('requires names, phone, country, address, city and postcode; company and address 2 optional', async () => {
    await expect(billingFormSchema.isValid(PARIS)).resolves.toBe(true);
    const error = await billingFormSchema
      .validate({ ...PARIS, firstName: ' ', phone: '', email: 'nope' }, { abortEarly: false })
      .catch((e: unknown) => e);
    const inner = (error as { inner: { path: string; message: string }[] }).inner.map((entry) => [entry.path, entry.message]);
    expect(inner).toEqual(
      expect.arrayContaining([
        ['firstName', 'REQUIRED'],
        ['phone', 'REQUIRED'],
        ['email', 'INVALID_EMAIL'],
      ]),
    );
  });

  it('sends billing alone, or billing and the same address as shipping when copied', () => {
    expect(addressesInput('billing', PARIS)).toEqual({
      billing: expect.objectContaining({ firstName: 'Camille', company: null, phone: '+33 6 12 34 56 78', email: null }),
    });
    const both = addressesInput('billing', PARIS, { copyToShipping: true });
    expect(both.shipping).toEqual(expect.objectContaining({ address1: '12 rue de Rivoli', postcode: '75001', phone: '+33 6 12 34 56 78' }));
    expect(both.shipping).not.toHaveProperty('email');
    expect(addressesInput('shipping', { ...PARIS, phone: '' })).toEqual({ shipping: expect.objectContaining({ phone: null }) });
  });
});

describe('account forms (the rules shared with the server, and change password)', () => {
  it('needs first and last name for the profile, a new email and the password to change it', async () => {
    await expect(profileSchema.isValid({ firstName: 'Marie', lastName: '' })).resolves.toBe(false);
    await expect(changeEmailSchema.isValid({ newEmail: 'marie@example.org', currentPassword: 'x' })).resolves.toBe(true);
    await expect(changeEmailSchema.isValid({ newEmail: 'marie@', currentPassword: 'x' })).resolves.toBe(false);
    await expect(changeEmailSchema.isValid({ newEmail: 'marie@example.org', currentPassword: '' })).resolves.toBe(false);
  });

  it('checks that the new passwords match, then their length', () => {
    expect(passwordProblem({ currentPassword: '', newPassword: 'Lunettes2026', confirmPassword: 'Lunettes2027' })).toBe(
      'PASSWORDS_DO_NOT_MATCH',
    );
    expect(passwordProblem({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem({ currentPassword: '', newPassword: 'Lunettes2026', confirmPassword: 'Lunettes2026' })).toBe(
      'CURRENT_PASSWORD_REQUIRED',
    );
    expect(passwordProblem({ currentPassword: 'x', newPassword: 'Lunettes2026', confirmPassword: 'Lunettes2026' })).toBeNull();
  });

  it("puts the server's errors on the form's fields, the others on the form", () => {
    const result = accountFieldErrors(
      [
        { field: 'billing.postcode', code: 'INVALID_POSTCODE' },
        { field: 'shipping.country', code: 'INVALID_COUNTRY' },
        { field: 'currentPassword', code: 'WRONG_PASSWORD' },
        { field: null, code: 'TOO_MANY_ATTEMPTS' },
      ],
      ['postcode', 'country'],
      ['billing', 'shipping'],
    );
    expect(result.fields).toEqual({ postcode: 'INVALID_POSTCODE', country: 'INVALID_COUNTRY' });
    expect(result.form.map((error) => error.code)).toEqual(['WRONG_PASSWORD', 'TOO_MANY_ATTEMPTS']);
  });
});
