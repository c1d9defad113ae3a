/**
 * The gate for every non-GraphQL route registered after it (deny by default: a future data route such
 * as /invoices is gated without thinking about it). Locked: the client's own files pass (they draw the
 * gate screen), a page navigation gets the gate screen (the app shell, rendered) whatever its path,
 * anything else answers 403.
 */
import fs from 'node:fs';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GATE_LOCKED } from './locked';

/** The gate screen's page for this request: the app shell, rendered on the server when it can be (ssr/gateScreen.ts). */
export type GateScreen = (req: Request, res: Response) => Promise<string>;

export interface RouteGateOptions {
  gated: boolean;
  /** The built client's folder when it is served: its top-level files and folders stay public. */
  clientDist?: string;
  /** Other public paths (for example '/robots.txt'), read-only. */
  publicPaths?: readonly string[];
  /** Other public path prefixes (for example '/wp-content/uploads/'), read-only. */
  publicPrefixes?: readonly string[];
  /** The page a locked navigation gets (the client is built); without it, such a navigation answers 403. */
  gateScreen?: GateScreen;
}

export function siteGateRoutes({ gated, clientDist, publicPaths = [], publicPrefixes = [], gateScreen }: RouteGateOptions): RequestHandler {
  if (!gated) return (_req, _res, next) => next();
  // Listed once at start, like the static handlers that serve them: /assets/*, /favicon.svg, /images/*...
  const clientEntries = new Set(clientDist && fs.existsSync(clientDist) ? fs.readdirSync(clientDist) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.viewer.gate.granted) return next();
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (readOnly && (publicPaths.includes(req.path) || publicPrefixes.some((prefix) => req.path.startsWith(prefix)))) return next();
    const first = req.path.split('/')[1] ?? '';
    if (readOnly && first !== '' && clientEntries.has(first)) return next();
    if (readOnly && gateScreen && req.accepts('html')) {
      // Served here rather than passed on, so a navigation never reaches a data route behind the gate;
      // the page says the gate is closed, so the client draws the gate screen at once.
      return void gateScreen(req, res).then((page) => {
        res.status(200).type('html').setHeader('Cache-Control', 'private, no-cache').vary('Cookie').vary('Accept-Language').send(page);
      }, next);
    }
    res
      .status(403)
      .setHeader('Cache-Control', 'no-store')
      .json({ error: { code: GATE_LOCKED.code, message: GATE_LOCKED.message } });
  };
}
