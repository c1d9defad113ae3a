/**
 * Password reset by mail. Asking answers the same, in the same time, whether the email has an account:
 * the answer goes out once the request is counted, and the work (the store's lookup, the link, the mail)
 * runs after it, so neither its text nor its time tells. A link holds a random token kept only as its
 * hash, works once, within an hour, and a newer request replaces it. Using it sets the store's password
 * (its API), bumps the customer's credentials version (every session ends) and signs this one in.
 */
import type { Logger } from '../logger';
import { isValidEmail } from '../domain/email';
import { checkNewPassword } from '../domain/passwordRule';
import {
  hashResetToken,
  isResetTokenFormat,
  newResetToken,
  RESET_LINK_TTL_MS,
  resetLinkState,
  type ResetLinkState,
} from '../domain/resetTokens';
import { shopLink } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import type { MailLanguage } from '../mail/message';
import { passwordResetMail } from '../mail/passwordResetMail';
import type { CredentialVersions } from '../ports/credentialVersions';
import type { RateLimiter, RateLimitPolicy, RateLimitStore } from '../ports/rateLimit';
import type { PasswordResetRecords } from '../storage/passwordResetRecords';
import type { WooCustomers } from '../woo/customers';
import { StoreRequestError } from '../woo/errors';
import { fromPasswordVerdict, problem, type AccountProblem } from './accountErrors';
import type { SignInResult } from './accountService';
import { plainMessage } from './storeErrors';

const HOUR = 60 * 60;

/** Requests per address and per email (each may send a mail), and link uses per address. */
export const RESET_LIMITS = {
  requestPerAddress: { name: 'reset-request-address', points: 10, durationSec: HOUR },
  requestPerEmail: { name: 'reset-request-email', points: 3, durationSec: HOUR },
  usePerAddress: { name: 'reset-use-address', points: 20, durationSec: 15 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/** The storefront page a reset link opens (client route `resetPassword`). */
export const RESET_PAGE_PATH = '/reset-password';

export interface PasswordResetDeps {
  customers: WooCustomers;
  credentials: CredentialVersions;
  rateLimits: RateLimitStore;
  links: PasswordResetRecords;
  mailer: Mailer;
  /** PUBLIC_URL: the only origin of the links. */
  publicUrl: string;
  logger: Logger;
  now?: () => number;
}

const failed = (...errors: AccountProblem[]) => ({ ok: false as const, errors });

export class PasswordResets {
  private readonly limits: { [K in keyof typeof RESET_LIMITS]: RateLimiter };
  private readonly pending = new Set<Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly deps: PasswordResetDeps) {
    this.now = deps.now ?? Date.now;
    this.limits = {
      requestPerAddress: deps.rateLimits.limiter(RESET_LIMITS.requestPerAddress),
      requestPerEmail: deps.rateLimits.limiter(RESET_LIMITS.requestPerEmail),
      usePerAddress: deps.rateLimits.limiter(RESET_LIMITS.usePerAddress),
    };
  }

  /**
   * Takes a request: a malformed email or too many requests are refused; otherwise the answer is
   * accepted at once and the mail, if the email has an account, is written in the background.
   */
  async request(
    input: { email: string; language?: MailLanguage | null },
    ip: string,
  ): Promise<{ ok: true } | { ok: false; errors: AccountProblem[] }> {
    const email = input.email.trim();
    if (email === '') return failed(problem('REQUIRED', 'email'));
    if (email.length > 254 || !isValidEmail(email)) return failed(problem('INVALID_EMAIL', 'email'));
    const key = email.toLowerCase();
    const [byAddress, byEmail] = await Promise.all([this.limits.requestPerAddress.consume(ip), this.limits.requestPerEmail.consume(key)]);
    if (!byAddress.allowed || !byEmail.allowed) {
      this.deps.logger.warn({ ip, byAddress: byAddress.allowed, byEmail: byEmail.allowed }, 'password reset: too many requests');
      return failed(problem('TOO_MANY_ATTEMPTS'));
    }
    const work = this.sendLink(key, input.language === 'EN' ? 'EN' : 'FR').catch((error: unknown) =>
      this.deps.logger.error({ err: error }, 'password reset: the link could not be made'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return { ok: true };
  }

  /** Waits for the requests' background work (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Whether the token's link can be used now (reading it does not use it). */
  async linkState(token: string): Promise<ResetLinkState> {
    if (!isResetTokenFormat(token)) return 'INVALID';
    return resetLinkState(await this.deps.links.find(hashResetToken(token)), this.now());
  }

  /** Sets the new password through the link; on success the caller signs this session in. */
  async reset(input: { token: string; newPassword: string; confirmPassword: string }, ip: string): Promise<SignInResult> {
    const use = await this.limits.usePerAddress.consume(ip);
    if (!use.allowed) return failed(problem('TOO_MANY_ATTEMPTS'));
    if (!isResetTokenFormat(input.token)) return failed(problem('RESET_LINK_INVALID', 'token'));
    const hash = hashResetToken(input.token);
    const link = await this.deps.links.find(hash);
    const state = resetLinkState(link, this.now());
    if (state === 'EXPIRED') {
      await this.deps.links.forget(link!.customerId);
      return failed(problem('RESET_LINK_EXPIRED', 'token'));
    }
    if (state === 'INVALID') return failed(problem('RESET_LINK_INVALID', 'token'));
    if (input.newPassword.trim() === '') return failed(problem('REQUIRED', 'newPassword'));
    if (input.newPassword.length > 200) return failed(problem('TOO_LONG', 'newPassword'));
    if (input.confirmPassword !== input.newPassword) return failed(problem('PASSWORDS_DO_NOT_MATCH', 'confirmPassword'));
    const customer = await this.deps.customers.get(link!.customerId);
    if (!customer) {
      await this.deps.links.forget(link!.customerId);
      return failed(problem('RESET_LINK_INVALID', 'token'));
    }
    const verdict = checkNewPassword(input.newPassword, [customer.email, customer.username, customer.firstName, customer.lastName]);
    // A weak password keeps the link: the shopper tries another.
    if (!verdict.ok) return failed(fromPasswordVerdict(verdict, 'newPassword'));
    // Used once: whoever deletes it first goes on, a second request at the same moment finds nothing.
    if (!(await this.deps.links.take(hash))) return failed(problem('RESET_LINK_INVALID', 'token'));
    try {
      const updated = await this.deps.customers.update(customer.id, { password: input.newPassword });
      const credentials = await this.deps.credentials.bump(customer.id);
      this.deps.logger.info({ customerId: customer.id }, 'password reset: new password set, the customer’s sessions end');
      return { ok: true, customer: updated, credentials };
    } catch (error) {
      if (!(error instanceof StoreRequestError)) throw error;
      return failed(problem('REGISTRATION_FAILED', 'newPassword', plainMessage(error.storeMessage) || 'The store refused the password.'));
    }
  }

  private async sendLink(email: string, language: MailLanguage): Promise<void> {
    const now = this.now();
    await this.deps.links.purgeExpired(new Date(now));
    const customer = await this.deps.customers.byEmail(email);
    // Nobody has this address: nothing is sent, and nothing in the answer said so.
    if (!customer || customer.email.toLowerCase() !== email) return;
    const token = newResetToken();
    await this.deps.links.replace(customer.id, hashResetToken(token), new Date(now + RESET_LINK_TTL_MS), new Date(now));
    const link = shopLink(this.deps.publicUrl, RESET_PAGE_PATH, { token });
    await this.deps.mailer.send(passwordResetMail({ to: customer.email, language, firstName: customer.firstName, link }));
    this.deps.logger.info({ customerId: customer.id }, 'password reset: link sent');
  }
}
