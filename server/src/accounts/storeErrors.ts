/**
 * The store's registration and login errors, stripped of markup and mapped as spec section 8 says:
 * "already registered" is an existing email, "email address" an invalid one, "username" a taken
 * username; anything else keeps its message.
 */
import { convert } from 'html-to-text';

export type RegistrationProblem = 'EMAIL_EXISTS' | 'INVALID_EMAIL' | 'USERNAME_EXISTS' | 'REGISTRATION_FAILED';

/** The store's message as text: tags dropped, entities decoded, spaces collapsed. */
export function plainMessage(message: string): string {
  return convert(message, { wordwrap: false, selectors: [{ selector: 'a', options: { ignoreHref: true } }] })
    .replace(/\s+/g, ' ')
    .trim();
}

export function registrationProblem(code: string, message: string): RegistrationProblem {
  const text = plainMessage(message).toLowerCase();
  if (
    code === 'registration-error-email-exists' ||
    text.includes('already registered with your email') ||
    (text.includes('already registered') && !text.includes('username'))
  ) {
    return 'EMAIL_EXISTS';
  }
  if (code === 'registration-error-invalid-email' || text.includes('email address')) return 'INVALID_EMAIL';
  if (code === 'registration-error-username-exists' || text.includes('username')) return 'USERNAME_EXISTS';
  return 'REGISTRATION_FAILED';
}
