/** What a route handler receives and returns; the dispatcher (http/rest.ts) does the HTTP side. */
import type { OrderMailEvent } from '../orders/orderMails';
import type { Db } from '../db/open';
import { RestError } from '../errors';
import { phpInt } from '../params';
import { paginationHeaders, type Answer } from '../http/respond';
import type { Pair, Params } from '../http/query';
import type { UrlContext } from '../serialize/context';

export interface RestRequest {
  db: Db;
  params: Params;
  /** The caller's query string pairs, in order: pagination links repeat them. */
  queryPairs: readonly Pair[];
  pathParams: Record<string, string>;
  /** Path of the route inside /wp-json, e.g. /wc/v3/products. */
  routePath: string;
  ctx: UrlContext;
  /** Whether a valid API key (a shop manager in WooCommerce terms) made the request. */
  authenticated: boolean;
  /** The JSON body of a write (an object; `{}` when there is none). */
  body: Record<string, unknown>;
  /** The Authorization header as sent (the JWT plugin reads its Bearer token). */
  authorization: string | undefined;
  /** The site URL (WordPress's home_url): the JWT plugin's `iss`. */
  homeUrl: string;
  /** The JWT plugin's site secret (JWT_AUTH_SECRET_KEY), auth/jwt.ts. */
  jwtSecret: Buffer;
  /** Hands an order mail on once the write's transaction has committed (orders/orderMails.ts). */
  sendOrderMail(event: OrderMailEvent): void;
}

export interface RouteAnswer extends Answer {
  /** A collection: `_fields` applies to each item and drops their links. */
  collection?: boolean;
}

export type Handler = (request: RestRequest) => RouteAnswer;

/** The write verbs: WordPress's CREATABLE is POST, its EDITABLE is POST, PUT and PATCH. */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH';

export interface Route {
  /** Path pattern inside /wp-json with named groups, matched case-insensitively like WordPress. */
  pattern: RegExp;
  /** Methods WordPress registers for the route (reported in Allow to callers its permission check lets in). */
  allow: readonly string[];
  /** Registered without a permission check (a plugin's public route): anyone may call it. */
  public?: boolean;
  get: Handler;
  /** The route's write handlers; the dispatcher runs each inside one SQLite transaction. */
  writes?: Readonly<Partial<Record<WriteMethod, Handler>>>;
}

/** An item update route answers the same handler on each EDITABLE verb. */
export const editable = (handler: Handler): Readonly<Record<WriteMethod, Handler>> => ({ POST: handler, PUT: handler, PATCH: handler });

/** The permission check of every v3 route: a key, or the route's own 401. */
export function requireKey(request: RestRequest, error: () => RestError): void {
  if (!request.authenticated) throw error();
}

export const ok = (body: unknown, headers: Record<string, string> = {}, collection = false): RouteAnswer => ({
  status: 200,
  body,
  headers,
  collection,
});

/** WooCommerce's create answer: 201 with the new object and its address in Location. */
export const created = (request: RestRequest, body: unknown, selfPath: string): RouteAnswer => ({
  status: 201,
  body,
  headers: { Location: `${request.ctx.restBase}${selfPath}` },
});

/** One page of a collection, with WooCommerce's X-WP-Total, X-WP-TotalPages and Link headers. */
export function collectionPage(
  request: RestRequest,
  body: unknown[],
  counts: { total: number; totalPages: number; page: number },
): RouteAnswer {
  return ok(body, paginationHeaders({ ctx: request.ctx, routePath: request.routePath, pairs: request.queryPairs, ...counts }), true);
}

/** An unpaginated list: WooCommerce 9.9 still sends the totals, as one page (recorded zones, gateways, classes). */
export const wholeList = (body: unknown[]): RouteAnswer => ok(body, { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' }, true);

/** A path id as WordPress casts it ((int), saturating): `/products/99999999999999999999` is simply not found. */
export function pathId(request: RestRequest, name: string): number {
  return phpInt(request.pathParams[name] ?? '');
}
