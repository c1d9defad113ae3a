/**
 * `/explorer`: an offline GraphQL explorer (Altair, served from the altair-static package), for
 * developers where Apollo Sandbox cannot load (its UI comes from Apollo's CDN). It opens with the example
 * operations (catalog, cart pricing, checkout) in one tab: extra tabs (Altair's initialWindows) need an
 * absolute endpoint URL, and the page does not trust the Host header to know its own address. Mounted
 * only when the explorer is on (GRAPHQL_EXPLORER, by default outside production). Its page gets its own
 * Content Security Policy: scripts from this origin and the page's one init snippet (by nonce), calls
 * to this origin only.
 */
import crypto from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { getDistDirectory, isSandboxFrame, renderAltair, SANDBOX_FRAME_CSP } from 'altair-static';
import { EXAMPLES_DOCUMENT, EXAMPLES_VARIABLES } from './explorerExamples';

export const EXPLORER_PATH = '/explorer';

const GRAPHQL_ENDPOINT = '/graphql';

function explorerCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Angular and the editor set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

export function explorerRouter(): Router {
  const router = Router();
  const page = (_req: Request, res: Response) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res
      .status(200)
      .type('html')
      .setHeader('Content-Security-Policy', explorerCsp(nonce))
      .setHeader('Cache-Control', 'no-store')
      .send(
        renderAltair({
          baseURL: `${EXPLORER_PATH}/`,
          endpointURL: GRAPHQL_ENDPOINT,
          cspNonce: nonce,
          // No account, no telemetry, nothing fetched from elsewhere.
          disableAccount: true,
          // Altair names the tab after the first operation; Docs lists every type and field's description.
          initialQuery: EXAMPLES_DOCUMENT,
          initialVariables: JSON.stringify(EXAMPLES_VARIABLES, null, 2),
          initialSettings: { theme: 'light', 'plugin.list': [] },
        }),
      );
  };
  // Express matches /explorer and /explorer/ alike; the page's relative URLs need the slash.
  router.get(EXPLORER_PATH, (req, res) =>
    req.originalUrl.split('?')[0]!.endsWith('/') ? page(req, res) : res.redirect(301, `${EXPLORER_PATH}/`),
  );
  router.use(EXPLORER_PATH, (req, res, next) => {
    // Altair runs scripts of the user's pre-request snippets in a sandboxed frame.
    if (isSandboxFrame(req.path)) res.setHeader('Content-Security-Policy', SANDBOX_FRAME_CSP);
    next();
  });
  router.use(EXPLORER_PATH, express.static(getDistDirectory(), { index: false, maxAge: '1h' }));
  return router;
}
