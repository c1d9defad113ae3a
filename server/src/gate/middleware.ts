/**
 * Where the site gate is enforced: Express middleware, so a locked browser is refused before Apollo
 * parses, validates (whose "did you mean" messages would describe the schema) or runs anything.
 *
 * - `/graphql`: while locked, an operation may select only `siteAccess`, `enterSite` and
 *   `__typename` (plus introspection outside production, for Apollo Sandbox); anything else answers
 *   HTTP 403 with a GraphQL error `extensions.code = 'GATE_LOCKED'`. 403 because the request is refused
 *   before execution, as GraphQL over HTTP allows for `application/graphql-response+json` (which Apollo
 *   Client asks for, and still reads as a GraphQL error with its code); logs and proxies see a refusal.
 * - every other route registered after `siteGateRoutes`: deny by default, so a future data route
 *   (invoices...) is gated without thinking about it. Public: the built client (the shell and its
 *   assets, which draw the gate screen) and the paths the app lists (the product pictures).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { documentSelects, parseQuery, rootFieldNames, selectedOperation } from './operation';
import { GATE_LOCALS, type SiteGate } from './siteGate';

export const GATE_LOCKED = 'GATE_LOCKED';
const LOCKED_MESSAGE = 'The shop is behind a password: pass the site gate (enterSite) first.';

/** Password tries allowed per address and window (express-rate-limit, memory store: per process). */
export const ENTER_SITE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/** Root fields a locked browser may run: the gate's own, and `__typename`. */
const GATE_FIELDS = new Set(['siteAccess', 'enterSite', '__typename']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

function graphqlRequest(req: Request): GraphQLBody | undefined {
  if (req.method === 'GET') return req.query as GraphQLBody;
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as GraphQLBody) : undefined;
}

function sendLocked(req: Request, res: Response): void {
  // Answer in the media type the client asked for, as Apollo Server would.
  const type = req.accepts(['application/graphql-response+json', 'application/json']) || 'application/json';
  res
    .status(403)
    .type(type)
    .setHeader('Cache-Control', 'no-store')
    .send(JSON.stringify({ errors: [{ message: LOCKED_MESSAGE, extensions: { code: GATE_LOCKED } }] }));
}

/** Whether a locked browser may run this GraphQL request. */
function allowedWhileLocked(req: Request, allowIntrospection: boolean): boolean {
  // A batch (an array) is refused; a body that is no GraphQL request at all is Apollo's to reject.
  if (Array.isArray(req.body)) return false;
  const request = graphqlRequest(req);
  if (!request) return true;
  // No query text at all: Apollo's landing page on GET, or an error Apollo reports. A persisted-query
  // hash alone cannot be checked, so it is refused.
  if (request.query === undefined || request.query === '') return request.extensions === undefined;
  const document = parseQuery(request.query);
  if (!document) return false;
  const operation = selectedOperation(document, request.operationName);
  if (!operation) return false;
  for (const field of rootFieldNames(document, operation)) {
    if (GATE_FIELDS.has(field) || (allowIntrospection && INTROSPECTION_FIELDS.has(field))) continue;
    return false;
  }
  return true;
}

export interface GraphQLGateOptions {
  /** Let a locked browser introspect the schema (development: Apollo Sandbox). */
  allowIntrospection: boolean;
}

/**
 * The `/graphql` part of the gate, mounted after express.json and before Apollo: the rate limit of
 * password tries, then the refusal of every other operation while locked. Create one per app (the
 * limiter's counters live in it).
 */
export function siteGateGraphql(gate: SiteGate, { allowIntrospection }: GraphQLGateOptions): RequestHandler[] {
  if (!gate.gated) return [];
  const limitTries = rateLimit({
    ...ENTER_SITE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Only requests that try the password count; the cheap text test spares parsing every request.
    skip: (req) => {
      const request = graphqlRequest(req);
      if (typeof request?.query !== 'string' || !request.query.includes('enterSite')) return true;
      const document = parseQuery(request.query);
      return !document || !documentSelects(document, 'enterSite');
    },
    // A right password gives the try back: the limit is on wrong ones.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals[GATE_LOCALS.granted] === true,
    // Over the limit the mutation still runs and answers TOO_MANY_ATTEMPTS as data (no password check).
    handler: (_req, res, next) => {
      res.locals[GATE_LOCALS.attemptsExceeded] = true;
      next();
    },
  });
  const refuseLocked: RequestHandler = (req, res, next) => {
    if (gate.isGranted(req) || allowedWhileLocked(req, allowIntrospection)) return next();
    sendLocked(req, res);
  };
  return [limitTries, refuseLocked];
}

export interface RouteGateOptions {
  /** The built client's folder when it is served: its top-level files and folders stay public. */
  clientDist?: string;
  /** Other public paths (for example '/robots.txt'), read-only. */
  publicPaths?: readonly string[];
  /** Other public path prefixes (for example '/wp-content/uploads/'), read-only. */
  publicPrefixes?: readonly string[];
}

/**
 * The gate for every non-GraphQL route registered after it. Locked: the client's own files pass, a
 * page navigation gets the app shell (which shows the gate screen) whatever its path, anything else
 * answers 403 GATE_LOCKED.
 */
export function siteGateRoutes(gate: SiteGate, { clientDist, publicPaths = [], publicPrefixes = [] }: RouteGateOptions): RequestHandler {
  if (!gate.gated) return (_req, _res, next) => next();
  const indexHtml = clientDist ? path.join(clientDist, 'index.html') : undefined;
  // Listed once at start, like the static handlers that serve them: /assets/*, /favicon.svg, /images/*...
  const clientEntries = new Set(clientDist && fs.existsSync(clientDist) ? fs.readdirSync(clientDist) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (gate.isGranted(req)) return next();
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (readOnly && (publicPaths.includes(req.path) || publicPrefixes.some((prefix) => req.path.startsWith(prefix)))) return next();
    const first = req.path.split('/')[1] ?? '';
    if (readOnly && first !== '' && clientEntries.has(first)) return next();
    if (readOnly && indexHtml && clientEntries.has('index.html') && req.accepts('html')) {
      // Served here rather than passed on, so a navigation never reaches a data route behind the gate.
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(indexHtml);
    }
    res
      .status(403)
      .setHeader('Cache-Control', 'no-store')
      .json({ error: { code: GATE_LOCKED, message: LOCKED_MESSAGE } });
  };
}
