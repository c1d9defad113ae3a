/**
 * Turns failures into GraphQL errors with a stable `extensions.code`. Store bodies, URLs and stack
 * traces never reach the browser; they are logged.
 */
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logger';
import { StoreAuthError, StoreError, StoreUnavailableError } from '../woo/errors';

export const ErrorCode = {
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

/** Apollo `formatError`: keeps GraphQL validation errors, masks everything else. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof StoreError) {
      logger.error({ err: original, code: original.code, status: original.status }, 'store error');
      const message =
        original instanceof StoreUnavailableError || original instanceof StoreAuthError
          ? 'The store is unavailable. Please try again later.'
          : 'The store could not answer this request.';
      return { message, path: formatted.path, extensions: { code: ErrorCode.STORE_UNAVAILABLE } };
    }
    if (original instanceof GraphQLError || formatted.extensions?.code !== ErrorCode.INTERNAL) return formatted;
    logger.error({ err: original }, 'unexpected resolver error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: ErrorCode.INTERNAL } };
  };
}
