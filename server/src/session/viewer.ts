/**
 * Who is asking: built once per request by `viewerMiddleware`, read by /graphql (the context's
 * `viewer`), the page head, /sitemap.xml and every data route. Addresses and TLS come from the socket,
 * or from X-Forwarded-* only when TRUST_PROXY names the proxy that set them.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SiteGate } from '../gate/siteGate';
import './data';

export interface Viewer {
  /** The client's address. */
  readonly ip: string;
  /** Whether the request came over TLS. */
  readonly secure: boolean;
  /** The site gate as this request sees it. */
  readonly gate: { readonly gated: boolean; readonly granted: boolean };
}

declare module 'express-serve-static-core' {
  interface Request {
    viewer: Viewer;
  }
}

export function viewerOf(req: Request, gate: SiteGate): Viewer {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    secure: req.secure,
    gate: { gated: gate.gated, granted: gate.isGranted(req.session) },
  };
}

/** Sets `req.viewer`; mounted after the session middleware. */
export function viewerMiddleware(gate: SiteGate): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.viewer = viewerOf(req, gate);
    next();
  };
}

/** Promise forms of express-session's callbacks, for one request. */
export const sessionActions = {
  /** A new session id, keeping nothing of the old one (at every change of privilege: fixation). */
  regenerate: (req: Request) =>
    new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve()))),
  save: (req: Request) => new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve()))),
  destroy: (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve()))),
};
