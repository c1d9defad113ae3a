/**
 * The HTTP edge of /graphql: a browser's GET gets a page (the explorer, or the page saying it is off);
 * only GraphQL-over-HTTP requests reach Apollo, and every refusal is a GraphQL-shaped JSON answer with a
 * code (malformed JSON, a body too large, refused before it is read, a wrong media type or charset,
 * another method).
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { ErrorCode } from './errors';
import { OPERATION_LIMITS } from './limits';

/** Sends `{ errors: [{ message, extensions: { code } }] }` with a status, never cached. */
export function sendGraphQLError(res: Response, status: number, code: string, message: string): void {
  res
    .status(status)
    .type('application/json')
    .setHeader('Cache-Control', 'no-store')
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

const JSON_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * A GET whose Accept header prefers HTML to every answer GraphQL over HTTP gives: a browser opening the
 * URL. The same choice Apollo makes before serving its landing page.
 */
export function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' || !req.headers.accept) return false;
  return req.accepts([...JSON_TYPES, 'multipart/mixed', 'text/html']) === 'text/html';
}

/** Answers a browser's GET with `page`; everything else goes on to GraphQL. */
export function browserPage(page: RequestHandler): RequestHandler {
  return (req, res, next) => (wantsPage(req) ? page(req, res, next) : next());
}

/** Refuses, before reading any body, what is not a GraphQL request; then parses the JSON body. */
export function graphqlRequestParser(): RequestHandler[] {
  const methods: RequestHandler = (req: Request, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, POST');
      return sendGraphQLError(res, 405, ErrorCode.BAD_REQUEST, 'Use POST (or GET for queries).');
    }
    if (!req.is(JSON_TYPES))
      return sendGraphQLError(res, 415, ErrorCode.BAD_REQUEST, 'Send the operation as JSON (Content-Type: application/json).');
    next();
  };
  return [methods, express.json({ limit: OPERATION_LIMITS.maxBodyBytes, type: JSON_TYPES, strict: true })];
}

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** body-parser's failures as GraphQL errors; anything else is passed on (our own bug: a 500 JSON). */
export const graphqlErrorHandler: ErrorRequestHandler = (error: BodyParserError, req, res, next) => {
  if (res.headersSent) return next(error);
  switch (error?.type) {
    case 'entity.too.large':
      return sendGraphQLError(res, 413, ErrorCode.PAYLOAD_TOO_LARGE, `The request body is over ${OPERATION_LIMITS.maxBodyBytes} bytes.`);
    case 'entity.parse.failed':
      return sendGraphQLError(res, 400, ErrorCode.BAD_REQUEST, 'The request body is not valid JSON.');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return sendGraphQLError(res, 415, ErrorCode.BAD_REQUEST, 'Send the body as UTF-8 JSON, without content encoding.');
    case 'request.aborted':
    case 'request.size.invalid':
      return sendGraphQLError(res, 400, ErrorCode.BAD_REQUEST, 'The request body was cut.');
    default:
      if (error?.expose && error.status && error.status < 500)
        return sendGraphQLError(res, error.status, ErrorCode.BAD_REQUEST, 'The request could not be read.');
      req.log?.error({ err: error }, 'unexpected error on /graphql');
      return sendGraphQLError(res, 500, ErrorCode.INTERNAL, 'Internal server error');
  }
};
