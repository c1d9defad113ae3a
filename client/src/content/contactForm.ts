import * as yup from 'yup';
import type { ContactErrorCode as ServerContactErrorCode } from '@generated/graphql';

/** The contact form's fields, in screen order (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Longest accepted values in characters, the server's limits (server/src/content/rules.ts CONTACT_LIMITS). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/**
 * The codes an error can carry: the schema's `ContactErrorCode`, so the browser's checks and the
 * server's answers share one set of texts, plus INVALID for a code this client does not know yet (a
 * newer server). Formik keeps the code; the page shows it in the current language (a language switch
 * re-translates errors already on screen) through its map from every code to a text.
 */
export type ContactErrorCode = ServerContactErrorCode | 'INVALID';
/** Every server code (a Record, so a code added to the schema fails the type check until listed). */
const SERVER_CODES: Record<ServerContactErrorCode, true> = { REQUIRED: true, INVALID_EMAIL: true, TOO_LONG: true, RATE_LIMITED: true };
const isServerCode = (code: string): code is ServerContactErrorCode => Object.hasOwn(SERVER_CODES, code);

// Characters as the shopper counts them (code points), like the server.
const notTooLong = (field: ContactField) =>
  yup.string().test('max-length', 'TOO_LONG', (value) => value === undefined || [...value].length <= CONTACT_MAX_LENGTH[field]);

/** Every field required after trimming; the email address-like; each field within the server's limit. */
export const contactSchema = yup.object({
  name: notTooLong('name').trim().required('REQUIRED'),
  email: notTooLong('email').trim().required('REQUIRED').email('INVALID_EMAIL'),
  subject: notTooLong('subject').trim().required('REQUIRED'),
  message: notTooLong('message').trim().required('REQUIRED'),
});

/** A ContactMessageError of the sendContactMessage payload. */
export interface ContactUserError {
  field?: string | null;
  code: ServerContactErrorCode;
}

const isContactField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/**
 * The server's errors as formik field errors, and the error of the whole form the page explains in a
 * toast: RATE_LIMITED (too many attempts, whatever its field), else INVALID when some error named no
 * field of the form (or the payload said not ok without errors), else null.
 */
export function toFormErrors(errors: readonly ContactUserError[]): {
  fields: Partial<Record<ContactField, ContactErrorCode>>;
  formError: 'RATE_LIMITED' | 'INVALID' | null;
} {
  const fields: Partial<Record<ContactField, ContactErrorCode>> = {};
  let unmapped = errors.length === 0;
  for (const error of errors) {
    if (error.code === 'RATE_LIMITED') return { fields: {}, formError: 'RATE_LIMITED' };
    // Tolerates a path such as `input.email`.
    const field = error.field?.split('.').pop() ?? '';
    if (!isContactField(field)) {
      unmapped = true;
      continue;
    }
    fields[field] ??= isServerCode(error.code) ? error.code : 'INVALID';
  }
  return { fields, formError: unmapped ? 'INVALID' : null };
}
