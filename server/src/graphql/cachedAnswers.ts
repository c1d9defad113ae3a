/**
 * The response cache's read side, in front of Apollo on /graphql: a GraphQL request whose answer is kept
 * (publicAnswers.ts, written by responseCache.ts) gets the kept text as is, with the headers Apollo
 * gives a cached answer (its negotiated Content-Type and `Age`), without Apollo running. Everything
 * else, a miss included, goes on to Apollo untouched. Mounted after the body parser, once before the
 * session (requests without a cookie on a shop without a gate) and once after the viewer (the others);
 * the security headers and the request's log line come from the middleware before.
 *
 * Served only what Apollo would have answered the same way from its cache:
 * - a viewer past the gate (a locked browser always reaches Apollo, whose gate refuses it), as only
 *   such viewers' answers are kept;
 * - a request Apollo accepts: POST with a JSON body (the parser refused every other media type), or GET
 *   with a CSRF-preventing header (`apollo-require-preflight` or `x-apollo-operation-name`) and no body
 *   type; each field of the right type and given once, no persisted query (refused here), an Accept
 *   header that allows JSON.
 * The key is the request's text, operation name and variables: an answer kept for a query is never one
 * a mutation or another operation gets, and a viewer's own answers are never kept (PUBLIC only).
 */
import type { Request, RequestHandler } from 'express';
import { wantsPage } from './http';
import type { AnswerRequest, PublicAnswers } from './publicAnswers';

/** What Apollo answers a single result as, in its order of preference (ApolloServer's MEDIA_TYPES). */
const ANSWER_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** Apollo's CSRF prevention: a GET passes only with one of these headers, non-empty. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The request's fields when Apollo would run them as they are; undefined for anything else (Apollo
 * then answers it, its refusals included).
 */
function fields({ query, operationName, variables, extensions }: Record<string, unknown>): AnswerRequest | undefined {
  if (typeof query !== 'string') return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  // Apollo refuses persisted queries; other extensions (a client naming itself) change nothing.
  if (extensions != null && (!isRecord(extensions) || extensions.persistedQuery !== undefined)) return undefined;
  return { query, operationName: operationName ?? null, variables: variables ?? {} };
}

/** A GET's fields from its query string: each at most once, `variables` and `extensions` JSON objects. */
function searchFields(url: string): AnswerRequest | undefined {
  const at = url.indexOf('?');
  const search = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const source: Record<string, unknown> = {};
  for (const name of ['query', 'operationName', 'variables', 'extensions']) {
    const values = search.getAll(name);
    if (values.length > 1) return undefined;
    if (values.length === 0) continue;
    if (name === 'query' || name === 'operationName') source[name] = values[0];
    else {
      let value: unknown;
      try {
        value = JSON.parse(values[0]!);
      } catch {
        return undefined;
      }
      if (!isRecord(value)) return undefined;
      source[name] = value;
    }
  }
  return fields(source);
}

function requestFields(req: Request): AnswerRequest | undefined {
  if (req.method === 'POST') return isRecord(req.body) ? fields(req.body) : undefined;
  // A browser opening the URL gets a page (http.ts), not an answer.
  if (req.method !== 'GET' || req.headers['content-type'] !== undefined || wantsPage(req)) return undefined;
  if (!PREFLIGHT_HEADERS.some((name) => (req.get(name) ?? '').length > 0)) return undefined;
  return searchFields(req.url);
}

/** Sends the kept answer to `request`, else passes on (a miss, or a cache that cannot be read). */
function sendKept(answers: PublicAnswers): RequestHandler {
  return (req, res, next) => {
    const request = requestFields(req);
    if (!request) return next();
    // Negotiated as Apollo does (`accepts` and Apollo both use negotiator); no acceptable type is Apollo's 406.
    const type = req.accepts(ANSWER_TYPES);
    if (!type) return next();
    answers.find(request).then((answer) => {
      if (!answer) return next();
      if (req.stats) {
        req.stats.operation = answer.operation;
        req.stats.cachedAnswer = true;
      }
      res.status(200);
      res.setHeader('content-type', type);
      res.setHeader('age', String(Math.round((Date.now() - answer.storedAt) / 1000)));
      res.send(answer.body);
    }, next);
  };
}

export interface CachedAnswerRoutes {
  /**
   * Before the session: a request without any cookie, on a shop without a gate. The session and the
   * viewer would be a new empty session (never saved, no cookie set) and an open gate, so nothing they
   * do changes the answer; every other request waits for them (a session to touch, a gate to check).
   */
  withoutSession: RequestHandler;
  /** After the session and the viewer, the other requests: a viewer past the gate (a locked browser reaches Apollo, whose gate refuses it). */
  afterViewer: RequestHandler;
}

/** The two places a kept answer is sent from; each request is looked up in one of them at most. */
export function cachedAnswers(answers: PublicAnswers, gate: { readonly gated: boolean }): CachedAnswerRoutes {
  const send = sendKept(answers);
  const beforeSession = (req: Request) => !gate.gated && req.headers.cookie === undefined;
  return {
    withoutSession: (req, res, next) => (beforeSession(req) ? send(req, res, next) : next()),
    afterViewer: (req, res, next) => (!beforeSession(req) && req.viewer.gate.granted ? send(req, res, next) : next()),
  };
}
