/**
 * The one error model of the API. Every GraphQL error the server raises is built here, with a stable
 * `extensions.code`; `formatError` maps store failures (typed in woo/errors.ts) to those codes, masks our
 * own bugs as INTERNAL_SERVER_ERROR, and logs each at the level it deserves: a client's mistake is never
 * an error-level log line. Store bodies, URLs and stack traces never reach the browser.
 */
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { GATE_LOCKED } from '../gate/locked';
import type { Logger } from '../logger';
import { LockTimeoutError } from '../ports/idempotency';
import { PaymentIntentNotFoundError, PaymentProviderUnavailableError } from '../payments/errors';
import { StoreAuthError, StoreError, StoreNotFoundError, StoreRequestError } from '../woo/errors';

export const ErrorCode = {
  /** The request's arguments are wrong (the client's mistake). */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The thing asked for does not exist (or is not the viewer's to see). */
  NOT_FOUND: 'NOT_FOUND',
  /** Sign-in needed. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Signed in, but not allowed. */
  FORBIDDEN: 'FORBIDDEN',
  /** The site gate is locked for this browser. */
  GATE_LOCKED: GATE_LOCKED.code,
  /** Too many requests of this kind from this address or for this account. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The store back end cannot answer now (network, timeout, 5xx, malformed answer, bad credentials). */
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  /** The card payment provider cannot answer now (network, 5xx, refused key). */
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  /** The HTTP request itself is not a GraphQL request we accept (malformed JSON, wrong media type...). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The request body is over the size limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** Only for our own bugs. */
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const error = (code: ErrorCode, message: string, status?: number, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra, ...(status ? { http: { status } } : {}) } });

export const badUserInput = (message: string) => error(ErrorCode.BAD_USER_INPUT, message);
/** A listing filter combination the store cannot narrow to what the server may hold: the client says so (not a generic failure). */
export const listingTooBroad = (message: string) => error(ErrorCode.BAD_USER_INPUT, message, undefined, { reason: 'LISTING_TOO_BROAD' });
export const gateLocked = () => error(ErrorCode.GATE_LOCKED, GATE_LOCKED.message, 403);
export const rateLimited = (retryAfterMs: number) =>
  error(ErrorCode.RATE_LIMITED, 'Too many requests: try again later.', undefined, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
/** Something that does not exist, or that the viewer may not know exists (an order of someone else). */
export const notFound = (message = 'Not found.') => error(ErrorCode.NOT_FOUND, message);
/** The HTTP request is not one the API accepts (a subscription over HTTP...). */
export const badRequest = (message: string) => error(ErrorCode.BAD_REQUEST, message, 400);

/** Codes that describe the client's request, not a fault of ours: logged at debug level at most. */
const CLIENT_CODES = new Set<string>([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.NOT_FOUND,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.GATE_LOCKED,
  ErrorCode.RATE_LIMITED,
  ErrorCode.BAD_REQUEST,
  ErrorCode.PAYLOAD_TOO_LARGE,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** A store failure as the API reports it: the store's own message stays in the log. */
function fromStoreError(original: StoreError, logger: Logger, path: GraphQLFormattedError['path']): GraphQLFormattedError {
  if (original instanceof StoreNotFoundError) return { message: 'Not found.', path, extensions: { code: ErrorCode.NOT_FOUND } };
  if (original instanceof StoreRequestError) {
    logger.warn({ code: original.code, status: original.status }, 'store refused a request');
    return { message: 'The store refused this request.', path, extensions: { code: ErrorCode.BAD_USER_INPUT } };
  }
  if (original instanceof StoreAuthError)
    logger.error(
      { code: original.code, status: original.status },
      'CONFIGURATION: the store refused our REST API keys (check WOO_CONSUMER_KEY / WOO_CONSUMER_SECRET and their read/write permissions)',
    );
  else logger.warn({ code: original.code, status: original.status, err: original.message }, 'store unavailable');
  return { message: 'The store is unavailable. Please try again later.', path, extensions: { code: ErrorCode.STORE_UNAVAILABLE } };
}

/** Apollo `formatError`: keeps our coded errors and GraphQL's request errors, masks everything else. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof StoreError) return fromStoreError(original, logger, formatted.path);
    if (original instanceof PaymentProviderUnavailableError) {
      logger.error({ err: original }, 'payment provider unavailable');
      return {
        message: 'The card payment provider is not available: try again later.',
        path: formatted.path,
        extensions: { code: ErrorCode.PAYMENT_UNAVAILABLE },
      };
    }
    if (original instanceof PaymentIntentNotFoundError)
      return { message: 'Payment not found.', path: formatted.path, extensions: { code: ErrorCode.NOT_FOUND } };
    if (original instanceof LockTimeoutError) {
      logger.warn({ key: original.key }, 'lock busy');
      return { message: 'Busy: try again in a moment.', path: formatted.path, extensions: { code: ErrorCode.RATE_LIMITED } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) {
      logger.debug({ code, message: formatted.message }, 'client error');
      // Only the code, and a reason of ours when there is one: no stack trace or other extension reaches the client.
      const reason = formatted.extensions?.reason;
      const extensions = typeof reason === 'string' ? { code, reason } : { code };
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    if (original instanceof GraphQLError && typeof code === 'string' && code !== ErrorCode.INTERNAL) return formatted;
    logger.error({ err: original }, 'unexpected resolver error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: ErrorCode.INTERNAL } };
  };
}
