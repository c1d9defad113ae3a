/**
 * Who is asking: built once per request by `viewerMiddleware`, read by /graphql (the context's
 * `viewer`), the page head, /sitemap.xml and every data route. Addresses and TLS come from the socket,
 * or from X-Forwarded-* only when TRUST_PROXY names the proxy that set them.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { CredentialVersions } from '../ports/credentialVersions';
import './data';

export interface Viewer {
  /** The client's address. */
  readonly ip: string;
  /** Whether the request came over TLS. */
  readonly secure: boolean;
  /** The site gate as this request sees it. */
  readonly gate: { readonly gated: boolean; readonly granted: boolean };
  /** The signed-in customer's store id, or null for a guest (or a session ended by a password change). */
  readonly customerId: number | null;
}

/** What the viewer needs of the site gate (gate/siteGate.ts): whether there is one, and whether a session passed it. */
export interface GateCheck {
  readonly gated: boolean;
  isGranted(session: Request['session'] | undefined): boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    viewer: Viewer;
  }
}

/**
 * The session's customer while their credentials are those they signed in with; a session signed in
 * before a password change loses its customer (and keeps the rest: gate pass, cart in the browser).
 */
async function signedInCustomer(req: Request, credentials: CredentialVersions): Promise<number | null> {
  const customer = req.session?.customer;
  if (!customer) return null;
  if ((await credentials.current(customer.id)) === customer.credentials) return customer.id;
  delete req.session.customer;
  req.log?.info({ customerId: customer.id }, 'session ended: the customer changed their password since signing in');
  return null;
}

export async function viewerOf(req: Request, gate: GateCheck, credentials: CredentialVersions): Promise<Viewer> {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    secure: req.secure,
    gate: { gated: gate.gated, granted: gate.isGranted(req.session) },
    customerId: await signedInCustomer(req, credentials),
  };
}

/** Sets `req.viewer`; mounted after the session middleware. */
export function viewerMiddleware(gate: GateCheck, credentials: CredentialVersions): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    viewerOf(req, gate, credentials).then((viewer) => {
      req.viewer = viewer;
      next();
    }, next);
  };
}
