/**
 * The account area's address forms and change password (spec section 5): their values, their
 * checks, what they send and how the server's `errors` land on a form's fields (profile and email
 * use the rules shared with the server, common/forms/accountSchemas.ts). Pure, so it can be tested. Errors are codes; the screens show them in the current
 * language.
 */
import * as yup from 'yup';
// Relative imports (not @generated/ or @/): the unit tests load this module without the client's aliases.
import { ACCOUNT_RULES } from '@common/forms/accountSchemas';
import type { AccountErrorCode, PasswordSuggestion, PasswordWarning } from '../../../generated/client/graphql';
import { addressSchema, DEFAULT_COUNTRY, type AddressValues, type StatesByCountry } from '../checkout/checkoutForm';

/** An address form's values: the checkout's address fields, and the billing email. */
export interface AccountAddressValues extends AddressValues {
  email: string;
}

/** A saved address as the API gives it (empty texts where nothing was saved). */
export interface SavedAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  country: string;
  state?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Who owns the address book: their names start an empty address, their email the billing one. */
export interface AddressOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** The form's starting values: the saved address (else the account's names), the shop's default country, the account email for billing. */
export function addressFormValues(address: SavedAddress, owner: AddressOwner): AccountAddressValues {
  return {
    firstName: address.firstName || owner.firstName,
    lastName: address.lastName || owner.lastName,
    company: address.company,
    phone: address.phone ?? '',
    country: address.country || DEFAULT_COUNTRY,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    postcode: address.postcode,
    state: address.state ?? '',
    email: address.email || owner.email,
  };
}

/**
 * Both address forms ask for first and last name, phone, country, address, city and postcode
 * (company and address line 2 optional); billing also takes an optional email.
 */
export const billingFormSchema = addressSchema({ phoneRequired: true }).shape({
  email: yup.string().trim().email('INVALID_EMAIL').max(ACCOUNT_RULES.emailMax, 'TOO_LONG'),
});
export const shippingFormSchema = addressSchema({ phoneRequired: true });

/** The address form's rules where some countries have states (their codes, by country): the state then required. */
export function addressFormSchema(kind: 'billing' | 'shipping', states: StatesByCountry) {
  const schema = addressSchema({ phoneRequired: true, states });
  return kind === 'billing'
    ? schema.shape({ email: yup.string().trim().email('INVALID_EMAIL').max(ACCOUNT_RULES.emailMax, 'TOO_LONG') })
    : schema;
}

const orNull = (value: string) => value.trim() || null;

function addressInput(values: AccountAddressValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: orNull(values.company),
    address1: values.address1.trim(),
    address2: orNull(values.address2),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    country: values.country,
    state: orNull(values.state),
  };
}

/**
 * updateAddresses' input for a form: billing (with its email, the account's when left empty, and
 * the same address as shipping when copied) or shipping (its phone goes along; the server drops it).
 */
export function addressesInput(kind: 'billing' | 'shipping', values: AccountAddressValues, options: { copyToShipping?: boolean } = {}) {
  const phone = values.phone.trim();
  if (kind === 'shipping') return { shipping: { ...addressInput(values), phone: orNull(phone) } };
  const billing = { ...addressInput(values), phone, email: orNull(values.email) };
  return options.copyToShipping ? { billing, shipping: { ...addressInput(values), phone: orNull(phone) } } : { billing };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password's checks before sending (spec section 5, shown as an alert): the new password and
 * its confirmation must match, then be 8 characters or more; the current password must be given (the
 * server requires it, and checks it).
 */
export function passwordProblem(
  values: PasswordValues,
): 'PASSWORDS_DO_NOT_MATCH' | 'PASSWORD_TOO_SHORT' | 'CURRENT_PASSWORD_REQUIRED' | null {
  if (values.newPassword !== values.confirmPassword) return 'PASSWORDS_DO_NOT_MATCH';
  if (values.newPassword.length < ACCOUNT_RULES.passwordMin) return 'PASSWORD_TOO_SHORT';
  if (!values.currentPassword) return 'CURRENT_PASSWORD_REQUIRED';
  return null;
}

/** An account mutation's error (AccountError). */
export interface AccountUserError {
  field?: string | null;
  code: AccountErrorCode;
  message?: string;
  /** With PASSWORD_TOO_WEAK: the server's reason and advice (codes). */
  passwordAdvice?: { warning?: PasswordWarning | null; suggestions: readonly PasswordSuggestion[] } | null;
}

/**
 * The server's errors on a form's fields: `billing.postcode` lands on the address form's `postcode`
 * (the groups the form sent are given), `newEmail` on `newEmail`. Errors of no field of the form are
 * the form's own, shown above it.
 */
export function accountFieldErrors(
  errors: readonly AccountUserError[],
  fields: readonly string[],
  groups: readonly string[] = [],
): { fields: Record<string, AccountErrorCode>; form: AccountUserError[] } {
  const result: Record<string, AccountErrorCode> = {};
  const form: AccountUserError[] = [];
  for (const error of errors) {
    const parts = (error.field ?? '').split('.').filter((part) => part && part !== 'input');
    const field = parts.length === 2 && groups.includes(parts[0]!) ? parts[1]! : parts.length === 1 ? parts[0]! : null;
    if (field && fields.includes(field)) result[field] ??= error.code;
    else form.push(error);
  }
  return { fields: result, form };
}
