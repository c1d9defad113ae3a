/**
 * The /wp-json dispatcher, in WordPress's order: WooCommerce key authentication (its errors win
 * over everything), route and method match (404 rest_no_route), the JSON body (400 rest_invalid_json),
 * then the route, which validates its arguments (400) before checking permissions (401/404) and
 * answering. A write runs inside one SQLite transaction: whatever it refuses leaves nothing behind.
 */
import type { OrderMailEvent, OrderMailListener } from '../orders/orderMails';
import { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import type { Authenticator } from '../auth/authenticate';
import type { Db } from '../db/open';
import { internalError, noRoute, RestError } from '../errors';
import type { Logger } from '../logger';
import { attributeRoutes } from '../routes/attributes';
import { categoryRoutes } from '../routes/categories';
import { customerRoutes } from '../routes/customers';
import { dataCountryRoutes } from '../routes/dataCountries';
import { jwtAuthRoutes } from '../routes/jwtAuth';
import { orderRoutes } from '../routes/orders';
import { paymentGatewayRoutes } from '../routes/paymentGateways';
import { productRoutes } from '../routes/products';
import { settingRoutes } from '../routes/settings';
import { shippingMethodRoutes } from '../routes/shippingMethods';
import { shippingZoneRoutes } from '../routes/shippingZones';
import { taxRoutes } from '../routes/taxes';
import type { Handler, Route, RouteAnswer, WriteMethod } from '../routes/route';
import { variationRoutes } from '../routes/variations';
import { woocsRoutes } from '../routes/woocs';
import { woocsPriceRoutes } from '../routes/woocsPrices';
import type { UrlContext } from '../serialize/context';
import { jsonBody } from './body';
import { logSafeUrl } from './logSafeUrl';
import { Params, parsePairs, phpUrlDecode, type Pair } from './query';
import { applyFields, writeAnswer } from './respond';

const ROUTES: readonly Route[] = [
  ...productRoutes,
  ...variationRoutes,
  ...categoryRoutes,
  ...attributeRoutes,
  ...shippingZoneRoutes,
  ...shippingMethodRoutes,
  ...taxRoutes,
  ...dataCountryRoutes,
  ...settingRoutes,
  ...paymentGatewayRoutes,
  ...orderRoutes,
  ...customerRoutes,
  ...woocsRoutes,
  ...woocsPriceRoutes,
  ...jwtAuthRoutes,
];

export interface RestDeps {
  db: Db;
  authenticator: Authenticator;
  homeUrl: () => string;
  publicUrl: () => string;
  logger: Logger;
  /** The JWT plugin's site secret (auth/jwt.ts). */
  jwtSecret: Buffer;
  /** Told of each order mail WooCommerce would send (orders/orderMails.ts), after the write commits. */
  orderMails?: () => OrderMailListener | undefined;
}

/**
 * WordPress's is_ssl(): the connection itself is TLS. No forwarded header (X-Forwarded-Proto, Forwarded)
 * is trusted: any client can send one, and it would unlock Basic auth and query keys over plain HTTP.
 */
const isHttps = (req: Request) => req.socket instanceof TLSSocket && req.socket.encrypted;

function urlContext(deps: RestDeps, https: boolean): UrlContext {
  const home = new URL(deps.homeUrl());
  return { restBase: `${https ? 'https:' : 'http:'}//${home.host}/wp-json`, publicBase: deps.publicUrl() };
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The handler of the route for the method (HEAD is GET, as in WordPress); undefined when the route does not register it. */
function handlerFor(route: Route, method: string): Handler | undefined {
  return isRead(method) ? route.get : route.writes?.[method as WriteMethod];
}

function matchRoute(routePath: string): { route: Route; pathParams: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    const match = route.pattern.exec(routePath);
    if (match) return { route, pathParams: { ...match.groups } };
  }
  return undefined;
}

function formPairs(req: Request): Pair[] {
  return req.is('application/x-www-form-urlencoded') && typeof req.body === 'string' ? parsePairs(req.body) : [];
}

/**
 * Serves one REST request. `routePath` is the path inside /wp-json; `keyAuth` is false for the
 * `?rest_route=` form, which WooCommerce's key authentication does not look at.
 */
export function serveRest(deps: RestDeps, req: Request, res: Response, routePath: string, keyAuth: boolean): void {
  const https = isHttps(req);
  const ctx = urlContext(deps, https);
  const queryString = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
  const queryPairs = parsePairs(queryString);
  const bodyPairs = formPairs(req);
  const normalizedPath = routePath.replace(/\/+$/, '') || '/';
  let authenticated = false;
  let allow: readonly string[] | undefined;
  try {
    if (keyAuth && /^\/wc[/-]/i.test(normalizedPath)) {
      const result = deps.authenticator.authenticate({
        method: req.method,
        rawPath: req.originalUrl.split('?')[0] ?? '',
        queryPairs,
        formPairs: bodyPairs,
        authorization: req.get('authorization'),
        host: req.get('host'),
        https,
      });
      if (result.kind === 'error') throw result.error;
      authenticated = result.kind === 'key';
    }
    const matched = matchRoute(normalizedPath);
    const handler = matched && handlerFor(matched.route, req.method);
    if (!matched || !handler) throw noRoute();
    // WordPress lists the methods whose permission check the caller passes: a WooCommerce route's
    // needs a key, a public route's lets anyone in.
    if (authenticated || matched.route.public) allow = matched.route.allow;
    const params = new Params([...queryPairs, ...bodyPairs]);
    const mails: OrderMailEvent[] = [];
    const request = {
      db: deps.db,
      params,
      queryPairs,
      pathParams: matched.pathParams,
      routePath: normalizedPath,
      ctx,
      authenticated,
      body: jsonBody(req),
      authorization: req.get('authorization'),
      homeUrl: deps.homeUrl(),
      jwtSecret: deps.jwtSecret,
      sendOrderMail: (event: OrderMailEvent) => mails.push(event),
    };
    const answer: RouteAnswer = isRead(req.method) ? handler(request) : deps.db.transaction(handler).immediate(request);
    const listener = deps.orderMails?.();
    for (const event of mails) {
      try {
        listener?.(event);
      } catch (error) {
        deps.logger.warn(`local store: an order mail's listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    writeAnswer(
      res,
      { ...answer, body: applyFields(answer.body, params.string('_fields'), answer.collection ?? false) },
      { ctx, authenticated, allow },
    );
  } catch (error) {
    let restError: RestError;
    if (error instanceof RestError) {
      restError = error;
    } else {
      deps.logger.warn(
        `local store: ${req.method} ${logSafeUrl(req.originalUrl)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      restError = internalError();
    }
    writeAnswer(res, { status: restError.status, body: restError.body(), headers: restError.headers }, { ctx, authenticated, allow });
  }
}

/** The route inside /wp-json of a request under that prefix (`/wp-json/wc/v3/products` gives `/wc/v3/products`). */
export function routePathOf(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  return phpUrlDecode(path.replace(/^\/wp-json/i, '').replace(/\+/g, '%2B')) || '/';
}
