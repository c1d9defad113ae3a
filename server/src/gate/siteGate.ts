/**
 * The work-in-progress gate (SITE_PASSWORD). The server checks the password and keeps the answer in a
 * signed HTTP-only cookie; until a browser holds a valid one, it may only ask whether the shop is gated
 * and try the password (see `middleware.ts` for what is refused and how).
 */
import type { Request, Response } from 'express';
import type { Logger } from '../logger';
import { gateTokenValid, issueGateToken, passwordMatches } from './credentials';

/** Name of the gate cookie. */
export const GATE_COOKIE = 'site_access';
/** How long a passed gate lasts (cookie maxAge, also checked on the server). */
export const GATE_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** res.locals flags shared by the rate limiter and the enterSite use case. */
export const GATE_LOCALS = {
  /** Set by the rate limiter: this address has used up its tries. */
  attemptsExceeded: 'siteGateAttemptsExceeded',
  /** Set when the password was right: the try is not counted against the address. */
  granted: 'siteGateGranted',
} as const;

export interface GateSettings {
  /** SITE_PASSWORD; no gate when unset. */
  password?: string;
  /** GATE_SECRET: signs the cookie (cookie-parser) and keys its password fingerprint. */
  secret: string;
}

export type EnterSiteErrorCode = 'WRONG_PASSWORD' | 'TOO_MANY_ATTEMPTS';

/** The schema's `EnterSitePayload`. */
export interface EnterSiteResult {
  granted: boolean;
  errors: { field: string; code: EnterSiteErrorCode; message: string }[];
}

/** The gate as one request sees it (the GraphQL context's `gateAccess`). */
export interface GateAccess {
  readonly gated: boolean;
  readonly granted: boolean;
  /** Checks a password try; when right, sets the gate cookie on this request's response. */
  enter(password: string): EnterSiteResult;
}

const wrongPassword = (): EnterSiteResult => ({
  granted: false,
  errors: [{ field: 'password', code: 'WRONG_PASSWORD', message: 'Wrong password' }],
});
const tooManyAttempts = (): EnterSiteResult => ({
  granted: false,
  errors: [{ field: 'password', code: 'TOO_MANY_ATTEMPTS', message: 'Too many password tries from this address: try again later' }],
});

export class SiteGate {
  readonly gated: boolean;

  constructor(
    private readonly settings: GateSettings,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.gated = settings.password !== undefined && settings.password !== '';
  }

  /** The secret cookie-parser verifies signed cookies with (mounted once for the whole app). */
  get cookieSecret(): string {
    return this.settings.secret;
  }

  /** Whether this request may use the shop: no gate, or a valid, unexpired, untampered gate cookie. */
  isGranted(req: Request): boolean {
    if (!this.gated) return true;
    // cookie-parser puts a signed cookie here only when its signature is right (false when tampered).
    const token: unknown = (req.signedCookies as Record<string, unknown> | undefined)?.[GATE_COOKIE];
    return gateTokenValid(token, this.settings.secret, this.settings.password!, this.now(), GATE_COOKIE_MAX_AGE_MS);
  }

  /** The gate for one HTTP request; without one (a context built in a test) only the no-gate case grants. */
  forRequest(req?: Request, res?: Response): GateAccess {
    const granted = req ? this.isGranted(req) : !this.gated;
    let tried = false;
    return {
      gated: this.gated,
      granted,
      enter: (password) => {
        if (!this.gated) return { granted: true, errors: [] };
        if (!req || !res) throw new Error('enterSite needs the HTTP request to set its cookie');
        // One try per request: aliases (`a: enterSite(...) b: enterSite(...)`) must not multiply the
        // tries the rate limiter counts once per request.
        if (tried || res.locals[GATE_LOCALS.attemptsExceeded] === true) {
          this.logger?.warn({ ip: req.ip }, 'site gate: too many password tries');
          return tooManyAttempts();
        }
        tried = true;
        if (!passwordMatches(this.settings.password!, password)) {
          this.logger?.info({ ip: req.ip }, 'site gate: wrong password');
          return wrongPassword();
        }
        res.cookie(GATE_COOKIE, issueGateToken(this.settings.secret, this.settings.password!, this.now()), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          // Behind TLS (directly or through a trusted proxy's X-Forwarded-Proto) the cookie never travels in clear.
          secure: req.secure,
          path: '/',
          maxAge: GATE_COOKIE_MAX_AGE_MS,
        });
        res.locals[GATE_LOCALS.granted] = true;
        return { granted: true, errors: [] };
      },
    };
  }
}
