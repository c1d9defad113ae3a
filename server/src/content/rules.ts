/**
 * Validation of what shoppers send from the content pages (contact form, newsletter forms): pure
 * functions, no I/O. They normalise the input (trimmed, whitespace folded in one-line fields) and
 * answer either the clean value or the field errors, with the stable codes of the schema. Also the
 * rate-limit policies of both forms and the retention of contact messages.
 */
import { isValidEmail } from '../domain/email';
import type { RateLimitPolicy } from '../ports/rateLimit';

/** A language the shop speaks (the schema's `Language`). */
export type ShopLanguage = 'FR' | 'EN';

/** Why an input field is invalid. */
export type FieldErrorCode = 'REQUIRED' | 'INVALID_EMAIL' | 'TOO_LONG';

/** Every code of the schema's `ContactErrorCode` and `NewsletterErrorCode` (the same set today). */
export type ContentErrorCode = FieldErrorCode | 'RATE_LIMITED';

/** One invalid input field. */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/** One error of a content payload (the schema's `ContactMessageError`, `NewsletterSubscriptionError`). */
export interface ContentError {
  /** The input field, or null when the whole input is refused (RATE_LIMITED). */
  field: string | null;
  code: ContentErrorCode;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Longest accepted values, in characters. 254 is the longest address SMTP can carry (RFC 5321). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
export const NEWSLETTER_LIMITS = { email: 254, source: 50 } as const;

/** Length in characters (code points), as the shopper counts them, not UTF-16 units. */
const length = (value: string): number => [...value].length;

/** Contact messages are kept 3 years (privacy policy, "Durées de conservation"), then deleted. */
export const CONTACT_RETENTION_YEARS = 3;

/** The instant before which kept messages are past their retention, as an ISO 8601 string. */
export function retentionCutoff(now: Date, years = CONTACT_RETENTION_YEARS): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff.toISOString();
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Contact form attempts. Per client address (an IPv4 address, an IPv6 /56), every attempt counts,
 * invalid ones too, so a flood of garbage is limited as well; the short window leaves room for a few
 * corrections and for several people behind one NAT, the daily one bounds a slow, steady flood. Per
 * sender email (case-insensitive), only valid messages count: nobody writes more than a few
 * messages an hour, and one address cannot be used to fill the owner's inbox from many clients.
 */
export const CONTACT_RATE_LIMITS = {
  perAddress: { name: 'contact-address', points: 5, durationSec: 10 * MINUTE },
  perAddressDaily: { name: 'contact-address-daily', points: 20, durationSec: DAY },
  perEmail: { name: 'contact-email', points: 3, durationSec: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Newsletter sign-ups. Per client address, every attempt counts (a household or an office behind one
 * address may sign up a few people, from several forms); per email, valid sign-ups only (subscribing
 * again changes nothing, so a few tries an hour is plenty).
 */
export const NEWSLETTER_RATE_LIMITS = {
  perAddress: { name: 'newsletter-address', points: 10, durationSec: HOUR },
  perAddressDaily: { name: 'newsletter-address-daily', points: 30, durationSec: DAY },
  perEmail: { name: 'newsletter-email', points: 3, durationSec: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

/** The rate-limit policies of one form. */
export interface FormRateLimits {
  perAddress: RateLimitPolicy;
  perAddressDaily: RateLimitPolicy;
  perEmail: RateLimitPolicy;
}

/** Trims, and folds every whitespace run (line breaks included) of a one-line field into one space. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

function checkText(errors: FieldError[], field: string, value: string, max: number): void {
  if (value === '') errors.push({ field, code: 'REQUIRED', message: `${field} is required` });
  else if (length(value) > max) errors.push({ field, code: 'TOO_LONG', message: `${field} is longer than ${max} characters` });
}

function checkEmail(errors: FieldError[], field: string, value: string, max: number): void {
  if (value === '') errors.push({ field, code: 'REQUIRED', message: `${field} is required` });
  else if (length(value) > max) errors.push({ field, code: 'TOO_LONG', message: `${field} is longer than ${max} characters` });
  else if (!isValidEmail(value)) errors.push({ field, code: 'INVALID_EMAIL', message: `${field} is not a valid email address` });
}

export interface ContactMessageDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
  language?: ShopLanguage | null;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: ShopLanguage;
}

/** Every field is required after trimming; the email must be valid; each field has a maximum length. */
export function validateContactMessage(draft: ContactMessageDraft): Validated<ContactMessage> {
  const value: ContactMessage = {
    name: oneLine(draft.name),
    email: draft.email.trim(),
    subject: oneLine(draft.subject),
    message: draft.message.trim(),
    language: draft.language ?? 'FR',
  };
  const errors: FieldError[] = [];
  checkText(errors, 'name', value.name, CONTACT_LIMITS.name);
  checkEmail(errors, 'email', value.email, CONTACT_LIMITS.email);
  checkText(errors, 'subject', value.subject, CONTACT_LIMITS.subject);
  checkText(errors, 'message', value.message, CONTACT_LIMITS.message);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

export interface NewsletterDraft {
  email: string;
  language?: ShopLanguage | null;
  source?: string | null;
}

export interface NewsletterSubscription {
  email: string;
  language: ShopLanguage;
  /** Which form the sign-up came from (home, landing, footer...), or null when the client did not say. */
  source: string | null;
}

/** The email is required and valid; the source, when given, is a short label. */
export function validateNewsletterSubscription(draft: NewsletterDraft): Validated<NewsletterSubscription> {
  const source = oneLine(draft.source ?? '');
  const value: NewsletterSubscription = { email: draft.email.trim(), language: draft.language ?? 'FR', source: source || null };
  const errors: FieldError[] = [];
  checkEmail(errors, 'email', value.email, NEWSLETTER_LIMITS.email);
  if (length(source) > NEWSLETTER_LIMITS.source)
    errors.push({ field: 'source', code: 'TOO_LONG', message: `source is longer than ${NEWSLETTER_LIMITS.source} characters` });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
