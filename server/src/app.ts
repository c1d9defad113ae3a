/**
 * Assembles the storefront: security headers, logging, health, /graphql, the store's images when
 * the store is embedded, and the built client with its SPA fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { siteGateGraphql, siteGateRoutes } from './gate/middleware';
import { createContext, type GraphQLContext, type Services } from './graphql/context';
import { formatError } from './graphql/errors';
import { resolvers } from './graphql/resolvers';
import { loadTypeDefs } from './graphql/schema';
import { appShell } from './seo/appShell';
import { seoRouter } from './seo/router';

export interface AppOptions {
  config: Config;
  services: Services;
  /** Static handler for /wp-content/uploads when the local store is embedded. */
  uploads?: RequestHandler;
  /** Origin of a real store's images, allowed by the Content Security Policy. */
  imageOrigin?: string;
}

export interface StorefrontApp {
  app: express.Express;
  apollo: ApolloServer<GraphQLContext>;
}

export async function createApp({ config, services, uploads, imageOrigin }: AppOptions): Promise<StorefrontApp> {
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    formatError: formatError(services.logger),
    includeStacktraceInErrorResponses: !config.production,
    introspection: true,
    plugins: [
      config.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(pinoHttp({ logger: services.logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Signed cookies (the site gate's) are checked with the gate secret; a later signed cookie adds its
  // secret to this one parser rather than mounting another.
  app.use(cookieParser(services.gate.cookieSecret));

  // Apollo Sandbox (development) loads its UI from Apollo's CDN: it gets a relaxed policy of its own.
  app.use(
    '/graphql',
    helmet({ contentSecurityPolicy: config.production ? undefined : false, crossOriginEmbedderPolicy: false }),
    express.json({ limit: '200kb' }),
    // The site gate: password tries rate limited, every other operation refused until it is passed.
    ...siteGateGraphql(services.gate, { allowIntrospection: !config.production }),
    expressMiddleware(apollo, { context: async ({ req, res }) => createContext(services, { req, res }) }),
  );

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', ...(imageOrigin ? [imageOrigin] : [])],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'"],
          // Behind TLS in production; a plain-HTTP trial on a LAN address must still load its assets.
          'upgrade-insecure-requests': config.production ? [] : null,
        },
      },
    }),
  );
  app.use(compression());
  // Every route below is behind the site gate, but the client's own files (they draw the gate screen),
  // robots.txt (it forbids indexing a gated shop) and the product pictures (public on a real store's
  // origin anyway, and long-cached static files).
  app.use(
    siteGateRoutes(services.gate, {
      clientDist: config.clientDist,
      publicPaths: ['/robots.txt'],
      publicPrefixes: ['/wp-content/uploads/'],
    }),
  );
  app.use(
    seoRouter({ catalog: services.catalog, publicUrl: config.publicUrl, gated: Boolean(config.sitePassword), logger: services.logger }),
  );
  if (uploads) app.use('/wp-content/uploads', uploads);

  const indexHtml = path.join(config.clientDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use('/assets', express.static(path.join(config.clientDist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET that accepts HTML gets the app shell, with the page's head.
    app.use(appShell({ indexHtml, catalog: services.catalog, publicUrl: config.publicUrl, logger: services.logger }));
  } else {
    services.logger.warn({ clientDist: config.clientDist }, 'client not built: run `npm run build` to serve the shop');
  }
  return { app, apollo };
}
