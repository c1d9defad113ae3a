/**
 * The gate for every non-GraphQL route registered after it (deny by default: a future data route such
 * as /invoices is gated without thinking about it). Locked: the client's own files pass (they draw the
 * gate screen), a page navigation gets the gate screen (the app shell, rendered) whatever its path,
 * anything else answers 403.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ErrorCode } from '../graphql/errors';
import type { PageRenderer } from '../ssr/pageRenderer';
import { withInternalPages } from '../seo/internalPages';
import { withRenderedPage } from '../ssr/renderedPage';
import { withSiteAccess } from './accessScript';

const LOCKED_MESSAGE = 'The shop is behind a password: pass the site gate (enterSite) first.';

export interface RouteGateOptions {
  gated: boolean;
  /** The built client's folder when it is served: its top-level files and folders stay public. */
  clientDist?: string;
  /** Other public paths (for example '/robots.txt'), read-only. */
  publicPaths?: readonly string[];
  /** Other public path prefixes (for example '/wp-content/uploads/'), read-only. */
  publicPrefixes?: readonly string[];
  /** Draws the gate screen into the page (server/src/ssr/); without it, the browser draws it. */
  renderPage?: PageRenderer | null;
  /** The internal test pages are served (INTERNAL_PAGES): the page says so, for the shop drawn once the gate is passed. */
  internalPages?: boolean;
}

export function siteGateRoutes({
  gated,
  clientDist,
  publicPaths = [],
  publicPrefixes = [],
  renderPage,
  internalPages = false,
}: RouteGateOptions): RequestHandler {
  if (!gated) return (_req, _res, next) => next();
  const indexHtml = clientDist ? path.join(clientDist, 'index.html') : undefined;
  // Listed once at start, like the static handlers that serve them: /assets/*, /favicon.svg, /images/*...
  const clientEntries = new Set(clientDist && fs.existsSync(clientDist) ? fs.readdirSync(clientDist) : []);
  const shell = indexHtml && clientEntries.has('index.html') ? fs.readFileSync(indexHtml, 'utf8') : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.viewer.gate.granted) return next();
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (readOnly && (publicPaths.includes(req.path) || publicPrefixes.some((prefix) => req.path.startsWith(prefix)))) return next();
    const first = req.path.split('/')[1] ?? '';
    if (readOnly && first !== '' && clientEntries.has(first)) return next();
    if (readOnly && shell && req.accepts('html')) {
      // Served here rather than passed on, so a navigation never reaches a data route behind the gate;
      // the page says the gate is closed, so the client draws the gate screen at once.
      // Rendered on the server when it can be (the gate screen, no catalog read), else drawn by the client.
      const page = withInternalPages(withSiteAccess(shell, req.viewer.gate), internalPages);
      return void (renderPage ? renderPage(req, res) : Promise.resolve(null)).then((content) => {
        res
          .status(200)
          .type('html')
          .setHeader('Cache-Control', 'private, no-cache')
          .vary('Cookie')
          .vary('Accept-Language')
          .send(withRenderedPage(page, content));
      }, next);
    }
    res
      .status(403)
      .setHeader('Cache-Control', 'no-store')
      .json({ error: { code: ErrorCode.GATE_LOCKED, message: LOCKED_MESSAGE } });
  };
}
