/**
 * GET /graphql in a browser, when the explorer is on: Apollo Sandbox, rendered by Apollo's own landing
 * page plugin (ApolloServerPluginLandingPageLocalDefault, embedded) and opened with the example
 * operations. Sandbox's code comes from Apollo's CDN, so this one page gets a Content Security Policy
 * that lets it load from there (every other answer keeps the shop's policy), and a bar with a link to the
 * offline explorer, for when Sandbox cannot load (no internet, a firewall).
 */
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { HeaderMap, type ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { RequestHandler } from 'express';
import { EXAMPLES_DOCUMENT, EXAMPLES_VARIABLES } from './explorerExamples';
import { EXPLORER_PATH } from './explorer';

/**
 * What Sandbox loads from Apollo, as @apollo/server 5's landing page (plugin/landingPage/default) writes
 * it: the embed script and its styles from the Sandbox CDN, the page's icon and manifest from the landing
 * page CDN, Sandbox itself in a frame from sandbox.embed.apollographql.com, and the Source Sans Pro font
 * from Google Fonts.
 */
export const SANDBOX_ORIGINS = {
  script: ['https://embeddable-sandbox.cdn.apollographql.com'],
  style: ['https://embeddable-sandbox.cdn.apollographql.com', 'https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  image: ['https://apollo-server-landing-page.cdn.apollographql.com'],
  manifest: ['https://apollo-server-landing-page.cdn.apollographql.com'],
  frame: ['https://sandbox.embed.apollographql.com'],
} as const;

export function sandboxCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${SANDBOX_ORIGINS.script.join(' ')}`,
    `style-src 'nonce-${nonce}' ${SANDBOX_ORIGINS.style.join(' ')}`,
    `font-src ${SANDBOX_ORIGINS.font.join(' ')}`,
    `img-src 'self' data: ${SANDBOX_ORIGINS.image.join(' ')}`,
    `manifest-src ${SANDBOX_ORIGINS.manifest.join(' ')}`,
    `frame-src ${SANDBOX_ORIGINS.frame.join(' ')}`,
    // Sandbox sends the operations from this page, to this server only.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Apollo's landing page plugin, set up for the storefront: Sandbox embedded, cookies sent, no telemetry. */
export function sandboxLandingPagePlugin(): ApolloServerPlugin {
  return ApolloServerPluginLandingPageLocalDefault({
    embed: { runTelemetry: false, endpointIsEditable: false },
    // The session cookie carries the cart's owner, the sign-in and the site-gate pass.
    includeCookies: true,
    document: EXAMPLES_DOCUMENT,
    variables: EXAMPLES_VARIABLES,
    footer: false,
  });
}

const BAR_HEIGHT = '2.25rem';

/** The bar above Sandbox: what it needs and where the offline explorer is. */
function offlineExplorerBar(nonce: string): string {
  return `<style nonce="${nonce}">
  .storefront-bar { position: fixed; top: 0; left: 0; right: 0; height: ${BAR_HEIGHT}; box-sizing: border-box;
    display: flex; align-items: center; padding: 0 1rem; background: #1b1b1b; color: #f5f5f5;
    font: 14px/1.3 system-ui, sans-serif; z-index: 1; }
  .storefront-bar a { color: #9fd3ff; margin-left: 0.3em; }
  #embeddableSandbox { top: ${BAR_HEIGHT}; height: calc(100vh - ${BAR_HEIGHT}); }
  .fallback { margin-top: ${BAR_HEIGHT}; }
</style>
<header class="storefront-bar">
  Storefront GraphQL API: Apollo Sandbox loads from Apollo's servers. Without internet, use the
  <a href="${EXPLORER_PATH}/">offline explorer (${EXPLORER_PATH}/)</a>.
</header>`;
}

/** The nonce Apollo's page allows its own scripts and styles with, read from its own policy. */
function pageNonce(html: string): string {
  const nonce = /<meta http-equiv="Content-Security-Policy" content="[^"]*'nonce-([^']+)'/.exec(html)?.[1];
  if (!nonce) throw new Error("Apollo's landing page has no nonce in its Content-Security-Policy: was @apollo/server upgraded?");
  return nonce;
}

/** Serves Apollo's landing page (Sandbox) with its policy and the offline explorer's link. */
export function sandboxPage<TContext extends BaseContext>(apollo: ApolloServer<TContext>): RequestHandler {
  return async (req, res, next) => {
    try {
      const page = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'GET', headers: new HeaderMap([['accept', 'text/html']]), search: '', body: undefined },
        // The landing page is answered before any operation: nothing here runs one.
        context: () => Promise.reject(new Error('the landing page runs no operation')),
      });
      if (page.body.kind !== 'complete' || !page.headers.get('content-type')?.startsWith('text/html'))
        throw new Error('Apollo answered no landing page: is sandboxLandingPagePlugin installed?');
      const nonce = pageNonce(page.body.string);
      res
        .status(200)
        .type('html')
        .setHeader('Content-Security-Policy', sandboxCsp(nonce))
        .setHeader('Cache-Control', 'no-store')
        .setHeader('X-Robots-Tag', 'noindex')
        .send(page.body.string.replace('<body>', `<body>\n${offlineExplorerBar(nonce)}`));
    } catch (error) {
      next(error);
    }
  };
}
