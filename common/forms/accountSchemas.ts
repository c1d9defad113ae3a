/**
 * The account forms' rules (spec section 5: Login, Register, checkout registration), one yup schema
 * each, used by the browser's forms and by the server alike. Messages are stable codes: the client
 * shows them in the shopper's language, the server returns them with the field.
 */
import * as yup from 'yup';

export const ACCOUNT_RULES = {
  loginPasswordMin: 6,
  passwordMin: 8,
  usernameMin: 3,
  emailMax: 254,
  nameMax: 100,
  usernameMax: 60,
  passwordMax: 200,
} as const;

/** Codes of the account forms' errors. */
export const AccountFieldCode = {
  REQUIRED: 'REQUIRED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  TOO_LONG: 'TOO_LONG',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  USERNAME_TOO_SHORT: 'USERNAME_TOO_SHORT',
  USERNAME_INVALID: 'USERNAME_INVALID',
} as const;
export type AccountFieldCode = (typeof AccountFieldCode)[keyof typeof AccountFieldCode];

const C = AccountFieldCode;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = yup
  .string()
  .trim()
  .required(C.REQUIRED)
  .max(ACCOUNT_RULES.emailMax, C.TOO_LONG)
  .matches(EMAIL, { message: C.INVALID_EMAIL, excludeEmptyString: true });
const name = yup.string().trim().required(C.REQUIRED).max(ACCOUNT_RULES.nameMax, C.TOO_LONG);
const newPassword = yup
  .string()
  .required(C.REQUIRED)
  .min(ACCOUNT_RULES.passwordMin, C.PASSWORD_TOO_SHORT)
  .max(ACCOUNT_RULES.passwordMax, C.TOO_LONG);

/** Login: email and a password of at least 6 characters. */
export const loginSchema = yup.object({
  email,
  password: yup
    .string()
    .required(C.REQUIRED)
    .min(ACCOUNT_RULES.loginPasswordMin, C.PASSWORD_TOO_SHORT)
    .max(ACCOUNT_RULES.passwordMax, C.TOO_LONG),
});

/**
 * Registration: names, an optional username (letters, digits, underscores), email, a new password twice. A new
 * password's strength (the one rule of every form, zxcvbn's dictionaries) is the server's to judge:
 * server/src/domain/passwordRule.ts; it answers PASSWORD_TOO_WEAK with advice.
 */
export const registerSchema = yup.object({
  firstName: name,
  lastName: name,
  // Optional (issue 23): left empty, the store makes it from the email as WooCommerce does.
  username: yup
    .string()
    .trim()
    .default('')
    .test('min', C.USERNAME_TOO_SHORT, (value) => !value || value.length >= ACCOUNT_RULES.usernameMin)
    .max(ACCOUNT_RULES.usernameMax, C.TOO_LONG)
    .matches(/^[A-Za-z0-9_]+$/, { message: C.USERNAME_INVALID, excludeEmptyString: true }),
  email,
  password: newPassword,
  confirmPassword: yup
    .string()
    .required(C.REQUIRED)
    .test('matches', C.PASSWORDS_DO_NOT_MATCH, function matches(value) {
      return !value || value === this.parent.password;
    }),
});

/** Account creation inside the checkout: the email is the username; a password of at least 8 characters. */
export const checkoutRegisterSchema = yup.object({ email, password: newPassword });

/** Profile edit: first and last name required (the username is the store's and does not change). */
export const profileSchema = yup.object({ firstName: name, lastName: name });

/** Change email: the new email and the current password (checked by the server). */
export const changeEmailSchema = yup.object({
  newEmail: email,
  currentPassword: yup.string().required(C.REQUIRED).max(ACCOUNT_RULES.passwordMax, C.TOO_LONG),
});

/**
 * Change password: the current password (required here, a deliberate tightening of the spec: the server
 * checks it), a new one of at least 8 characters, and its confirmation.
 */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(C.REQUIRED).max(ACCOUNT_RULES.passwordMax, C.TOO_LONG),
  newPassword: newPassword,
  confirmPassword: yup
    .string()
    .required(C.REQUIRED)
    .test('matches', C.PASSWORDS_DO_NOT_MATCH, function matches(value) {
      return !value || value === this.parent.newPassword;
    }),
});

export interface FieldProblem {
  field: string;
  code: AccountFieldCode;
}

/** Every problem of `values` under `schema`, one per field (the first rule it breaks). */
export function accountProblems(schema: yup.AnyObjectSchema, values: unknown): FieldProblem[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    // One problem per field: "required" first (an empty confirmation is missing, not mismatched).
    const byField = new Map<string, AccountFieldCode>();
    for (const inner of error.inner) {
      const field = inner.path ?? '';
      const code = inner.message as AccountFieldCode;
      if (!byField.has(field) || code === C.REQUIRED) byField.set(field, code);
    }
    return [...byField].map(([field, code]) => ({ field, code }));
  }
}
