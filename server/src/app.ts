/**
 * Assembles the storefront's request pipeline: security headers and request logging on every answer,
 * health, /graphql's HTTP edge, then the session and the viewer (who is asking), Apollo on /graphql with
 * its plugins (gate, operation limits, the response cache of public operations; a kept public answer is
 * sent before Apollo, and before the session when nothing in it matters), the site gate for every other
 * route, SEO routes, the store's images when the store is embedded, and the built client with its SPA
 * fallback.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { IMAGE_VARIANT_PREFIX } from '#common/imageVariants';
import type { Config } from './config';
import { siteGateRoutes } from './gate/routes';
import type { Services } from './composition/services';
import { createContext, type GraphQLContext } from './graphql/context';
import { formatError } from './graphql/errors';
import { siteGatePlugin } from './graphql/gatePlugin';
import { browserPage, graphqlErrorHandler, graphqlRequestParser } from './graphql/http';
import { OPERATION_LIMITS, operationArmor } from './graphql/limits';
import { requestRulesPlugin } from './graphql/requestPlugin';
import { cachedAnswers } from './graphql/cachedAnswers';
import { PublicAnswers } from './graphql/publicAnswers';
import { publicResponseCache } from './graphql/responseCache';
import { resolvers } from './graphql/resolvers';
import { loadTypeDefs } from './graphql/schema';
import { securityHeaders } from './http/securityHeaders';
import type { PaymentIntent } from './payments/port';
import { stripeWebhookRouter } from './payments/stripe/webhookRoute';
import { appShell } from './seo/appShell';
import { gateScreen } from './ssr/gateScreen';
import { pageRenderer, type PageRenderer } from './ssr/pageRenderer';
import { seoRouter } from './seo/router';
import { sessionMiddleware } from './session/middleware';
import { viewerMiddleware } from './session/viewer';
import { readinessHandler } from './http/readiness';
import { outboxPageRouter } from './http/outboxPage';
import { ImageVariants } from './images/imageVariants';
import { imageVariantRouter } from './images/route';
import { requestStatsMiddleware, type RequestStats } from './http/requestStats';
import { invoiceRouter } from './invoices/route';
import { orderInLanguage } from './graphql/storeWordViews';
import { explorerRouter } from './http/explorer';
import { explorerOffPage, explorerOffRouter } from './http/explorerOffPage';
import { sandboxLandingPagePlugin, sandboxPage } from './http/sandboxPage';

export interface AppOptions {
  config: Config;
  services: Services;
  /** The secret that signs session cookies. */
  sessionSecret: string;
  /** Static handler for /wp-content/uploads when the local store is embedded. */
  uploads?: RequestHandler;
  /** Origin of a real store's images, allowed by the Content Security Policy. */
  imageOrigin?: string;
  /** Where the originals of resized pictures (/img/) are fetched: the store's origin (the embedded store's loopback URL). */
  imageSource?: string;
  /** True once the server is shutting down: /readyz answers 503 so the load balancer stops routing here. */
  isDraining?: () => boolean;
  /** True until the server renderer is warm (ssr/warmUp.ts): /readyz answers 503 until then. */
  isWarming?: () => boolean;
}

export interface StorefrontApp {
  app: express.Express;
  apollo: ApolloServer<GraphQLContext>;
  /** The client's server renderer (null when the client is not built), for the warm-up at start. */
  renderPage: PageRenderer | null;
}

export async function createApp({
  config,
  services,
  sessionSecret,
  uploads,
  imageOrigin,
  imageSource,
  isDraining = () => false,
  isWarming = () => false,
}: AppOptions): Promise<StorefrontApp> {
  const armor = operationArmor({ allowSuggestions: config.explorer });
  // Public answers kept by the response cache (written by its plugin, read by cachedAnswers before Apollo).
  const answers = new PublicAnswers(services.state.responses, services.logger);
  const kept = cachedAnswers(answers, services.gate);
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    formatError: formatError(services.logger),
    includeStacktraceInErrorResponses: !config.production,
    introspection: config.explorer,
    // No automatic persisted queries: an unbounded cache keyed by strangers' hashes is a liability.
    persistedQueries: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    parseOptions: { maxTokens: OPERATION_LIMITS.maxTokens },
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      requestRulesPlugin(),
      siteGatePlugin({ allowIntrospection: config.explorer }),
      // The schema's @cacheControl decides what the response cache may keep; no HTTP Cache-Control from
      // it (a shared proxy must not keep answers the gate or an order would change).
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: false }),
      publicResponseCache({ answers, currency: services.currency }),
      // Served by sandboxPage below, with its own Content Security Policy.
      config.explorer ? sandboxLandingPagePlugin() : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For / -Proto are believed only from the proxies TRUST_PROXY names (none by default).
  app.set('trust proxy', config.trustProxy);
  app.use(
    ...securityHeaders({ imageOrigins: imageOrigin ? [imageOrigin] : [], production: config.production, stripe: config.stripe !== null }),
  );
  app.use(requestStatsMiddleware());
  app.use(
    pinoHttp({
      logger: services.logger,
      // The request's line says what it ran and what it cost the store (request id, status and
      // duration are pino-http's own fields).
      customSuccessObject: (req, _res, line: Record<string, unknown>) => ({ ...line, ...statsFields(req as express.Request) }),
      customErrorObject: (req, _res, _error, line: Record<string, unknown>) => ({ ...line, ...statsFields(req as express.Request) }),
      // Our own id: a client-chosen X-Request-Id is never trusted into the logs.
      genReqId: (_req, res) => {
        const id = crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // A client's mistake (4xx) is an info line; only our failures (5xx) are errors.
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get(
    '/readyz',
    readinessHandler(
      {
        store: () => services.store.ping(),
        sharedState: () => services.state.ping(),
        database: () => services.database.ping(),
      },
      isDraining,
      services.logger,
      isWarming,
    ),
  );

  // Stripe's webhook: before the session and the gate (Stripe sends no cookie and knows no password);
  // its signature is its authentication. Handlers are idempotent: Stripe redelivers.
  if (config.stripe) {
    const payments = services.checkout.payments;
    const handlers = {
      succeeded: (intent: PaymentIntent) => payments.onProviderEvent(intent),
      failed: (intent: PaymentIntent) => payments.onProviderEvent(intent),
    };
    app.use(stripeWebhookRouter({ webhookSecret: config.stripe.webhookSecret, handlers, logger: services.logger }));
  }

  // /graphql's body first (nothing in it depends on the session): a kept public answer for a request
  // without a cookie on a shop without a gate is sent before the session is even made.
  app.use('/graphql', ...graphqlRequestParser(), kept.withoutSession, graphqlErrorHandler);

  app.use(sessionMiddleware(sessionSecret, services.state.sessions));
  app.use(viewerMiddleware(services.gate, services.state.credentials));

  app.use(
    '/graphql',
    // A browser opening /graphql: Apollo Sandbox, or the page saying the explorer is off.
    browserPage(config.explorer ? sandboxPage(apollo) : explorerOffPage),
    kept.afterViewer,
    expressMiddleware(apollo, { context: async ({ req, res }) => createContext(services, { req, res }) }),
    graphqlErrorHandler,
  );

  // The client's server renderer, built beside it (dist/ssr): shop pages and the gate screen come rendered.
  const renderPage = pageRenderer({
    entryFile: path.join(path.dirname(config.clientDist), 'ssr', 'entry-server.cjs'),
    apollo,
    answers,
    services,
    logger: services.logger,
    budgetMs: config.storePatience.pageHeadBudgetMs,
  });
  app.use(compression());
  // Every route below is behind the site gate, but the client's own files (they draw the gate screen),
  // robots.txt (it forbids indexing a gated shop) and the product pictures (public on a real store's
  // origin anyway, and long-cached static files).
  app.use(
    siteGateRoutes({
      gated: services.gate.gated,
      clientDist: config.clientDist,
      publicPaths: ['/robots.txt'],
      publicPrefixes: ['/wp-content/uploads/', IMAGE_VARIANT_PREFIX],
      gateScreen: services.gate.gated
        ? gateScreen({ clientDist: config.clientDist, renderPage, internalPages: config.internalPages })
        : undefined,
    }),
  );
  // Developers' offline explorer, wherever the explorer is on; else a page saying it is off.
  app.use(config.explorer ? explorerRouter() : explorerOffRouter());
  // The developer's outbox (OUTBOX_PAGE, off in production: its mails hold reset links).
  if (config.outboxPage) app.use(outboxPageRouter(services.mailer.outbox));
  // The customers' invoices (INVOICES): off, the path is not found.
  if (services.invoices.enabled) {
    app.use(
      invoiceRouter({
        orders: services.checkout.orders,
        includesTax: () => services.priceDisplays.cartIncludesTax(),
        inLanguage: (order, language) => orderInLanguage(services, order, language),
        numbers: services.invoices.numbers,
        issuer: services.invoices.issuer,
        rateLimits: services.state.rateLimits,
        logger: services.logger,
      }),
    );
  }
  app.use(seoRouter({ catalog: services.catalog, publicUrl: config.publicUrl, gated: services.gate.gated, logger: services.logger }));
  if (uploads) app.use('/wp-content/uploads', uploads);
  // The store's pictures resized (a phone gets a picture its size, in AVIF or WebP): for either store.
  if (imageSource) {
    const variants = new ImageVariants({
      storeOrigin: imageSource,
      cacheBytes: config.images.cacheBytes,
      timeoutMs: config.woo.timeoutMs,
      logger: services.logger,
    });
    app.use(imageVariantRouter({ variants, rateLimits: services.state.rateLimits, missesPerMinute: config.images.missesPerMinute }));
  }

  const indexHtml = path.join(config.clientDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    // Source maps stay on the server: they carry the client's full sources.
    app.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next()));
    app.use('/assets', express.static(path.join(config.clientDist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET that accepts HTML gets the page, rendered, with its head.
    app.use(
      appShell({
        indexHtml,
        catalog: services.catalog,
        publicUrl: config.publicUrl,
        logger: services.logger,
        pageHeadBudgetMs: config.storePatience.pageHeadBudgetMs,
        renderPage,
        internalPages: config.internalPages,
        prices: services.priceDisplays,
      }),
    );
  } else {
    services.logger.warn({ clientDist: config.clientDist }, 'client not built: run `npm run build` to serve the shop');
  }
  app.use((_req, res) => {
    res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('Not found');
  });
  app.use(finalErrorHandler);
  return { app, apollo, renderPage };
}

function statsFields(req: express.Request): Partial<RequestStats> {
  const stats = req.stats;
  if (!stats) return {};
  return {
    ...(stats.operation ? { operation: stats.operation } : {}),
    ...(stats.cachedAnswer ? { cachedAnswer: true } : {}),
    storeCalls: stats.storeCalls,
    storeMs: stats.storeMs,
  };
}

/** Last resort: a plain answer without stack or detail; client errors keep their status. */
const finalErrorHandler: ErrorRequestHandler = (error: { status?: number; expose?: boolean }, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = error?.expose && error.status && error.status < 500 ? error.status : 500;
  if (status >= 500) req.log?.error({ err: error }, 'unexpected error');
  res
    .status(status)
    .type('text/plain')
    .setHeader('Cache-Control', 'no-store')
    .send(status >= 500 ? 'Internal server error' : 'Bad request');
};
