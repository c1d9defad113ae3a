/**
 * The contact form and newsletter use cases: rate limit, validate with the rules, then keep with the
 * repository. Over a limit, or on invalid input, nothing is kept and the payload says why.
 */
import { ipKeyGenerator } from 'express-rate-limit';
import { emailKey } from '../domain/email';
import type { RateLimitStore } from '../ports/rateLimit';
import type { ContentRepository } from './repository';
import {
  CONTACT_RATE_LIMITS,
  NEWSLETTER_RATE_LIMITS,
  retentionCutoff,
  validateContactMessage,
  validateNewsletterSubscription,
  type ContactMessageDraft,
  type ContentError,
  type FormRateLimits,
  type NewsletterDraft,
  type Validated,
} from './rules';

export interface ContactMessageResult {
  ok: boolean;
  errors: ContentError[];
}

export interface NewsletterResult {
  ok: boolean;
  alreadySubscribed: boolean;
  errors: ContentError[];
}

/** Counted as one client when the request's address is unknown (a call outside HTTP). */
export const UNKNOWN_CLIENT = 'unknown';

export interface ContentServiceOptions {
  now?: () => Date;
  /** The policies of each form (tests may pass smaller ones); default: the constants of rules.ts. */
  contactLimits?: FormRateLimits;
  newsletterLimits?: FormRateLimits;
}

type Admission = { allowed: true } | { allowed: false; error: ContentError };

function rateLimited(retryAfterMs: number): Admission {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return {
    allowed: false,
    error: { field: null, code: 'RATE_LIMITED', message: `Too many attempts: try again in ${minutes} minute(s)` },
  };
}

/**
 * One client address, as counted: an IPv4 address itself, an IPv6 address by its /56 (what a provider
 * usually gives one customer, who could otherwise rotate through billions of addresses).
 */
export const clientKey = (address: string): string => ipKeyGenerator(address || UNKNOWN_CLIENT, 56);

export class ContentService {
  private readonly now: () => Date;
  private readonly contactLimits: FormRateLimits;
  private readonly newsletterLimits: FormRateLimits;

  constructor(
    private readonly repository: ContentRepository,
    private readonly rateLimits: RateLimitStore,
    options: ContentServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.contactLimits = options.contactLimits ?? CONTACT_RATE_LIMITS;
    this.newsletterLimits = options.newsletterLimits ?? NEWSLETTER_RATE_LIMITS;
  }

  /**
   * Keeps a valid message. `clientAddress` is the sender's IP address (the request's). Invalid input
   * answers its field errors; too many attempts answer RATE_LIMITED; either way nothing is kept. A
   * storage failure rejects (never a false ok).
   */
  async sendContactMessage(draft: ContactMessageDraft, clientAddress: string): Promise<ContactMessageResult> {
    const admitted = await this.admit(this.contactLimits, clientAddress, () => validateContactMessage(draft));
    if (!admitted.ok) return { ok: false, errors: admitted.errors };
    await this.repository.saveContactMessage(admitted.value, this.now());
    return { ok: true, errors: [] };
  }

  /** Subscribing twice (in any letter case) is not an error: ok, alreadySubscribed, one row. Rate limited like the contact form. */
  async subscribeToNewsletter(draft: NewsletterDraft, clientAddress: string): Promise<NewsletterResult> {
    const admitted = await this.admit(this.newsletterLimits, clientAddress, () => validateNewsletterSubscription(draft));
    if (!admitted.ok) return { ok: false, alreadySubscribed: false, errors: admitted.errors };
    const { alreadySubscribed } = await this.repository.subscribe(admitted.value, this.now());
    return { ok: true, alreadySubscribed, errors: [] };
  }

  /** Deletes the contact messages past their retention; answers how many. */
  purgeExpiredMessages(): Promise<number> {
    return this.repository.purgeMessagesBefore(retentionCutoff(this.now()));
  }

  /**
   * The address's quotas first (every attempt counts, so floods of garbage are limited too), then the
   * rules, then the email's quota (valid input only: a typo does not use up an address's tries).
   */
  private async admit<T extends { email: string }>(
    limits: FormRateLimits,
    clientAddress: string,
    validate: () => Validated<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; errors: ContentError[] }> {
    const client = clientKey(clientAddress);
    const byAddress = await this.consume([limits.perAddress, limits.perAddressDaily], client);
    if (!byAddress.allowed) return { ok: false, errors: [byAddress.error] };
    const checked = validate();
    if (!checked.ok) return checked;
    const byEmail = await this.consume([limits.perEmail], emailKey(checked.value.email));
    if (!byEmail.allowed) return { ok: false, errors: [byEmail.error] };
    return checked;
  }

  /** Counts one attempt against each policy; refused when any is over its limit. */
  private async consume(policies: FormRateLimits[keyof FormRateLimits][], key: string): Promise<Admission> {
    const decisions = await Promise.all(policies.map((policy) => this.rateLimits.limiter(policy).consume(key)));
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length === 0) return { allowed: true };
    return rateLimited(Math.max(...refused.map((decision) => decision.retryAfterMs)));
  }
}
