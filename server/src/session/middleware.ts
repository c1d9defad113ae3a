/**
 * Server-side sessions: an opaque random id in a signed, HTTP-only, SameSite=Lax cookie (Secure when the
 * request came over TLS, directly or through a trusted proxy); the data stays in the session store port.
 * A cookie is set only once a session holds something (the gate passed, a customer signed in).
 */
import session, { type Store } from 'express-session';
import type { RequestHandler } from 'express';
import './data';

export const SESSION_COOKIE = 'sid';
/** A session lasts 30 days without a visit; each visit that touches it extends it. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function sessionMiddleware(secret: string, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: SESSION_MAX_AGE_MS },
  });
}
