import * as yup from 'yup';

/** The contact form's fields, in screen order (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Longest accepted values in characters, the server's limits (server/src/content/rules.ts CONTACT_LIMITS). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/**
 * The codes a field error can carry: the schema's UserError codes, so the browser's checks and the
 * server's answers share one set of texts. Formik keeps the code; the page shows it in the current
 * language (a language switch re-translates errors already on screen).
 */
export type ContactErrorCode = 'REQUIRED' | 'INVALID_EMAIL' | 'TOO_LONG' | 'INVALID';
const KNOWN_CODES: readonly string[] = ['REQUIRED', 'INVALID_EMAIL', 'TOO_LONG'];

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

/** A UserError of the sendContactMessage payload. */
export interface ContactUserError {
  field?: string | null;
  code: string;
}

const isContactField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/**
 * The server's field errors as formik errors. `unmapped` tells that some error named no field of the
 * form (or the payload said not ok without errors): the page then explains it in a toast.
 */
export function toFormErrors(errors: readonly ContactUserError[]): {
  fields: Partial<Record<ContactField, ContactErrorCode>>;
  unmapped: boolean;
} {
  const fields: Partial<Record<ContactField, ContactErrorCode>> = {};
  let unmapped = errors.length === 0;
  for (const error of errors) {
    // Tolerates a path such as `input.email`.
    const field = error.field?.split('.').pop() ?? '';
    if (!isContactField(field)) {
      unmapped = true;
      continue;
    }
    fields[field] ??= KNOWN_CODES.includes(error.code) ? (error.code as ContactErrorCode) : 'INVALID';
  }
  return { fields, unmapped };
}
