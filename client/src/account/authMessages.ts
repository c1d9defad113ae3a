/**
 * The sign-in forms' error texts (spec sections 5 and 8): each code of the shared yup rules and each
 * AccountErrorCode of the API, with its field, gives one i18n key under `auth.`. Pure (no i18n, no
 * React), so the rules are unit-tested; the forms translate the keys in the current language.
 */
// Relative imports (not @common/, @generated/): the unit tests load this module without the client's aliases.
import type { AccountFieldCode } from '@common/forms/accountSchemas';
import type { AccountErrorCode, PasswordSuggestion, PasswordWarning } from '../../../generated/client/graphql';

/** Which form asks: the login's password rule (6) is not the registration's (8). */
export type AuthForm = 'login' | 'register' | 'checkoutRegister';

export type AuthMessageKey =
  | 'auth.validation.emailRequired'
  | 'auth.validation.emailInvalid'
  | 'auth.validation.passwordRequired'
  | 'auth.validation.passwordMin6'
  | 'auth.validation.passwordMin8'
  | 'auth.validation.passwordWeak'
  | 'auth.validation.firstNameRequired'
  | 'auth.validation.lastNameRequired'
  | 'auth.validation.usernameRequired'
  | 'auth.validation.usernameMin'
  | 'auth.validation.usernameInvalid'
  | 'auth.validation.confirmRequired'
  | 'auth.validation.passwordsMismatch'
  | 'auth.validation.tooLong'
  | 'auth.validation.invalid'
  | 'auth.errors.loginFailed'
  | 'auth.errors.registrationFailed'
  | 'auth.errors.emailExists'
  | 'auth.errors.invalidEmailAddress'
  | 'auth.errors.usernameExists'
  | 'auth.errors.emailAsUsername'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.unexpected'
  | 'auth.errors.unavailable';

const REQUIRED_BY_FIELD: Record<string, AuthMessageKey> = {
  email: 'auth.validation.emailRequired',
  password: 'auth.validation.passwordRequired',
  firstName: 'auth.validation.firstNameRequired',
  lastName: 'auth.validation.lastNameRequired',
  username: 'auth.validation.usernameRequired',
  confirmPassword: 'auth.validation.confirmRequired',
};

/** The text of a broken form rule (a yup code of common/forms/accountSchemas.ts) on one field. */
export function fieldMessageKey(code: AccountFieldCode | string, field: string, form: AuthForm): AuthMessageKey {
  switch (code) {
    case 'REQUIRED':
      return REQUIRED_BY_FIELD[field] ?? 'auth.validation.invalid';
    case 'INVALID_EMAIL':
      return 'auth.validation.emailInvalid';
    case 'PASSWORD_TOO_SHORT':
      return form === 'login' ? 'auth.validation.passwordMin6' : 'auth.validation.passwordMin8';
    case 'PASSWORD_TOO_WEAK':
      return 'auth.validation.passwordWeak';
    case 'PASSWORDS_DO_NOT_MATCH':
      return 'auth.validation.passwordsMismatch';
    case 'USERNAME_TOO_SHORT':
      return 'auth.validation.usernameMin';
    case 'USERNAME_INVALID':
      return 'auth.validation.usernameInvalid';
    case 'TOO_LONG':
      return 'auth.validation.tooLong';
    default:
      return 'auth.validation.invalid';
  }
}

/** A problem to show: a key to translate, or the store's own words (REGISTRATION_FAILED). */
export interface AuthMessage {
  key: AuthMessageKey;
  /** Shown instead of the key's text when set. */
  text?: string;
}

/** What the form does with one error of an AccountPayload: the field it marks (or none) and its text. */
export interface PlacedAuthError {
  /** A field of this form, or null for the whole form. */
  field: string | null;
  message: AuthMessage;
  /** With a new password too easy to guess: the server's advice, as i18n keys, shown under the field's text. */
  advice?: string[];
}

/** The server's advice on a weak new password (AccountError.passwordAdvice), as i18n keys: the reason, then what would help. */
export function passwordAdviceKeys(
  advice: { warning?: PasswordWarning | null; suggestions: readonly PasswordSuggestion[] } | null | undefined,
): string[] {
  if (!advice) return [];
  return [
    ...(advice.warning ? [`auth.passwordAdvice.warnings.${advice.warning}`] : []),
    ...advice.suggestions.map((suggestion) => `auth.passwordAdvice.suggestions.${suggestion}`),
  ];
}

/** The failure of the whole form, by form: sign-in says nothing of which of email or password was wrong. */
const FORM_FAILURE: Record<AuthForm, AuthMessageKey> = {
  login: 'auth.errors.loginFailed',
  register: 'auth.errors.registrationFailed',
  checkoutRegister: 'auth.errors.registrationFailed',
};

/** The AccountErrorCodes that are a form rule, answered by the server with the browser's own texts. */
const RULE_CODES = new Set<AccountErrorCode>([
  'REQUIRED',
  'TOO_LONG',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_WEAK',
  'PASSWORDS_DO_NOT_MATCH',
  'USERNAME_TOO_SHORT',
  'USERNAME_INVALID',
]);

/**
 * One error of an account mutation's payload, placed on this form: a rule broken on one of its fields
 * gets that field's text; the store's refusals get the spec's texts (section 8); anything else is the
 * form's failure message. `fields` are the form's field names.
 */
export function placeServerError(
  error: {
    field?: string | null;
    code: AccountErrorCode;
    message?: string | null;
    passwordAdvice?: { warning?: PasswordWarning | null; suggestions: readonly PasswordSuggestion[] } | null;
  },
  form: AuthForm,
  fields: readonly string[],
): PlacedAuthError {
  // Tolerates a path such as `input.email`.
  const name = error.field?.split('.').pop() ?? null;
  const field = name && fields.includes(name) ? name : null;
  const place = (key: AuthMessageKey, on: string | null = field): PlacedAuthError => ({ field: on, message: { key } });
  if (error.code === 'PASSWORD_TOO_WEAK' && field) {
    return { ...place(fieldMessageKey(error.code, field, form)), advice: passwordAdviceKeys(error.passwordAdvice) };
  }
  if (RULE_CODES.has(error.code) && field) return place(fieldMessageKey(error.code, field, form));
  switch (error.code) {
    case 'INVALID_EMAIL':
      // The browser checked the address's shape already: this is the store refusing it.
      return place('auth.errors.invalidEmailAddress', fields.includes('email') ? 'email' : null);
    case 'EMAIL_EXISTS':
      return place('auth.errors.emailExists', fields.includes('email') ? 'email' : null);
    case 'USERNAME_EXISTS':
      // At checkout the email is the username: another account already has it as its username.
      if (form === 'checkoutRegister') return place('auth.errors.emailAsUsername', 'email');
      return place('auth.errors.usernameExists', fields.includes('username') ? 'username' : field);
    case 'INVALID_CREDENTIALS':
      return place('auth.errors.loginFailed', null);
    case 'TOO_MANY_ATTEMPTS':
      return place('auth.errors.tooManyAttempts', null);
    case 'REGISTRATION_FAILED': {
      const text = error.message?.trim();
      return { field: null, message: text ? { key: 'auth.errors.registrationFailed', text } : { key: 'auth.errors.unexpected' } };
    }
    default:
      return place(FORM_FAILURE[form]);
  }
}

/** The failure of the request itself (network, server error): no answer to map. */
export function transportFailureKey(form: AuthForm): AuthMessageKey {
  return form === 'login' ? 'auth.errors.unavailable' : 'auth.errors.registrationFailed';
}
