/** The shop's one email address rule (contact, newsletter, checkout, accounts, back-in-stock alerts). Pure. */

const EMAIL_LOCAL_MAX = 64;
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * The browser's `type=email` rule (dot-atom local part, LDH domain labels), stricter in two ways a
 * deliverable address needs: the domain has at least one dot and no dot starts, ends or doubles in the
 * local part.
 */
const EMAIL = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${DOMAIN_LABEL}$`);

/** Whether a trimmed string looks like a deliverable email address. */
export function isValidEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && at <= EMAIL_LOCAL_MAX && EMAIL.test(email);
}

/** The key that makes two spellings of one address equal (case-insensitive). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
