/**
 * What a browser gets at GET /graphql and /explorer/ when the API explorer is turned off (by default in
 * production): a short developer page, in English and French, saying the explorer is off in this
 * deployment and which setting turns it on. The API itself keeps answering GraphQL requests.
 */
import crypto from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { EXPLORER_PATH } from './explorer';

/** The setting that turns the explorer (and introspection) on. */
export const EXPLORER_SETTING = 'GRAPHQL_EXPLORER';

const STYLE = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #fafafa; }
main { max-width: 40rem; margin: 3rem auto; padding: 0 1.25rem; }
h1 { font-size: 1.4rem; }
h2 { font-size: 1.1rem; margin-top: 2rem; }
code { background: #ececec; padding: 0.1em 0.3em; border-radius: 3px; }`;

/** The page's only style, allowed by its hash: the page runs no script and loads nothing. */
const STYLE_HASH = `sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}`;

export const EXPLORER_OFF_CSP = [
  "default-src 'none'",
  `style-src '${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API explorer turned off</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>The API explorer is turned off in this deployment</h1>
<p>This is a page for developers. The storefront's GraphQL API answers at <code>/graphql</code>
(POST, or GET for queries), but its explorers (Apollo Sandbox at <code>/graphql</code>, the bundled
explorer at <code>${EXPLORER_PATH}/</code>) and schema introspection are turned off here, as they are by
default in production.</p>
<p>To turn them on, set <code>${EXPLORER_SETTING}=true</code> in the server's environment and restart it.</p>
<section lang="fr">
<h2>L'explorateur de l'API est désactivé sur ce déploiement</h2>
<p>Page destinée aux développeurs. L'API GraphQL de la boutique répond sur <code>/graphql</code>, mais ses
explorateurs (Apollo Sandbox sur <code>/graphql</code>, l'explorateur intégré sur
<code>${EXPLORER_PATH}/</code>) et l'introspection du schéma sont désactivés ici, comme en production par
défaut. Pour les activer, définissez <code>${EXPLORER_SETTING}=true</code> dans l'environnement du serveur
puis redémarrez-le.</p>
</section>
</main>
</body>
</html>
`;

/** Sends the page. */
export const explorerOffPage: RequestHandler = (_req, res) => {
  res
    .status(200)
    .type('html')
    .setHeader('Content-Security-Policy', EXPLORER_OFF_CSP)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('X-Robots-Tag', 'noindex')
    .send(PAGE);
};

/** /explorer and /explorer/ answer the page while the explorer is off. */
export function explorerOffRouter(): Router {
  const router = Router();
  router.get([EXPLORER_PATH, `${EXPLORER_PATH}/`], explorerOffPage);
  return router;
}
