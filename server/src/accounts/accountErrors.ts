/** The account mutations' problems: a field (or the whole form), a stable code, an English explanation. */
import type { FieldProblem } from '#common/forms/accountSchemas';
import type { CheckoutFieldError } from '../domain/checkoutForm';
import type { PasswordAdvice, PasswordVerdict } from '../domain/passwordRule';

/**
 * Why an account form is refused: the keys of EXPLANATIONS below, owned here (the schema's
 * `AccountErrorCode` holds the same: graphql/errorCodes.ts checks it).
 */
export type AccountErrorCode = keyof typeof EXPLANATIONS;

export interface AccountProblem {
  field: string | null;
  code: AccountErrorCode;
  message: string;
  /** With PASSWORD_TOO_WEAK: why, and what would help. */
  passwordAdvice?: PasswordAdvice | null;
}

const EXPLANATIONS = {
  REQUIRED: 'is required',
  INVALID_EMAIL: 'is not a valid email address',
  TOO_LONG: 'is too long',
  PASSWORD_TOO_SHORT: 'is too short',
  PASSWORD_TOO_WEAK: 'is too easy to guess',
  PASSWORDS_DO_NOT_MATCH: 'does not match the password',
  USERNAME_TOO_SHORT: 'needs at least 3 characters',
  USERNAME_INVALID: 'may hold letters, digits and underscores only',
  INVALID_PHONE: 'may hold digits, spaces, + ( ) . - (6 to 30)',
  INVALID_POSTCODE: 'may hold letters, digits, spaces and dashes',
  INVALID_COUNTRY: 'is not a country the shop serves',
  INVALID_STATE: "is not one of the country's states",
  INVALID_CREDENTIALS: 'Invalid email or password.',
  WRONG_PASSWORD: 'The current password is not right.',
  EMAIL_EXISTS: 'An account with this email already exists.',
  USERNAME_EXISTS: 'This username is already taken.',
  REGISTRATION_FAILED: 'Registration failed.',
  TOO_MANY_ATTEMPTS: 'Too many attempts: try again in a few minutes.',
  NOT_SIGNED_IN: 'Not signed in (or the session ended): sign in again.',
  RESET_LINK_EXPIRED: 'This reset link has expired: ask for a new one.',
  RESET_LINK_INVALID: 'This reset link was already used or replaced by a newer one: ask for a new one.',
} as const satisfies Record<string, string>;

export function problem(code: AccountErrorCode, field: string | null = null, message?: string): AccountProblem {
  const explanation = EXPLANATIONS[code];
  return { field, code, message: message ?? (field ? `${field} ${explanation}` : explanation) };
}

/** The yup schemas' problems (common/forms/accountSchemas.ts) as account problems. */
export function fromFieldProblems(problems: readonly FieldProblem[]): AccountProblem[] {
  return problems.map(({ field, code }) => problem(code, field));
}

/** The address rules' problems (domain/checkoutForm.ts). */
export function fromAddressErrors(errors: readonly CheckoutFieldError[]): AccountProblem[] {
  return errors.map(({ field, code, message }) => ({ field, code, message }));
}

/** A new password refused by the one rule (domain/passwordRule.ts), on `field`. */
export function fromPasswordVerdict(verdict: Exclude<PasswordVerdict, { ok: true }>, field: string): AccountProblem {
  return { ...problem(verdict.code, field), passwordAdvice: verdict.advice };
}
