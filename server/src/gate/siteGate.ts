/**
 * The work-in-progress gate (SITE_PASSWORD). The server checks the password and keeps the pass in the
 * visitor's server-side session; until a session holds a valid pass, the browser may only ask whether
 * the shop is gated and try the password (`graphql/gatePlugin.ts` for GraphQL, `routes.ts` for every other route).
 */
import type { Request } from 'express';
import type { Session, SessionData } from 'express-session';
import type { Logger } from '../logger';
import type { RateLimiter, RateLimitStore } from '../ports/rateLimit';
import { sessionActions } from '../session/actions';
import { gatePassValid, passwordFingerprint, passwordMatches } from './credentials';

/** How long a passed gate lasts (also the session's own lifetime). */
export const GATE_PASS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Password tries allowed per address and window. */
export const ENTER_SITE_LIMIT = { name: 'gate-password', points: 10, durationSec: 15 * 60 } as const;

export interface GateSettings {
  /** SITE_PASSWORD; no gate when unset. */
  password?: string;
  /** The session secret: keys the password fingerprint kept in sessions. */
  secret: string;
}

/** Why a password try is refused (the schema's `EnterSiteErrorCode` holds the same: graphql/errorCodes.ts). */
export type EnterSiteErrorCode = 'TOO_MANY_ATTEMPTS' | 'WRONG_PASSWORD';

/** A password try's outcome (the schema's `EnterSitePayload`). */
export interface EnterSiteResult {
  granted: boolean;
  errors: { field: string; code: EnterSiteErrorCode; message: string }[];
}

const refused = (code: EnterSiteErrorCode, message: string): EnterSiteResult => ({
  granted: false,
  errors: [{ field: 'password', code, message }],
});

export class SiteGate {
  readonly gated: boolean;
  private readonly tries: RateLimiter;

  constructor(
    private readonly settings: GateSettings,
    rateLimits: RateLimitStore,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.gated = settings.password !== undefined && settings.password !== '';
    this.tries = rateLimits.limiter(ENTER_SITE_LIMIT);
  }

  /** Whether a session may use the shop: no gate, or a valid, unexpired pass for the current password. */
  isGranted(session: (Session & Partial<SessionData>) | undefined): boolean {
    if (!this.gated) return true;
    return gatePassValid(session?.gate, this.settings.secret, this.settings.password!, this.now(), GATE_PASS_MAX_AGE_MS);
  }

  /**
   * A password try from this request: rate limited per address (a right password gives its try back);
   * when right, the session gets a new id and the pass (the cookie goes out with the answer).
   */
  async enter(req: Request, password: string): Promise<EnterSiteResult> {
    if (!this.gated) return { granted: true, errors: [] };
    const ip = req.viewer.ip;
    const decision = await this.tries.consume(ip);
    if (!decision.allowed) {
      this.logger?.warn({ ip }, 'site gate: too many password tries');
      return refused('TOO_MANY_ATTEMPTS', 'Too many password tries from this address: try again later');
    }
    if (!passwordMatches(this.settings.password!, password)) {
      this.logger?.info({ ip }, 'site gate: wrong password');
      return refused('WRONG_PASSWORD', 'Wrong password');
    }
    await this.tries.refund(ip);
    await sessionActions.regenerate(req);
    req.session.gate = { passedAt: this.now(), fingerprint: passwordFingerprint(this.settings.secret, this.settings.password!) };
    await sessionActions.save(req);
    return { granted: true, errors: [] };
  }
}
