/** The one error model: store failures and our own bugs as GraphQL errors with stable codes, logged at the right level. */
import { GraphQLError } from 'graphql';
import { badUserInput, formatError, gateLocked, rateLimited } from '../../server/src/graphql/errors';
import type { Logger } from '../../server/src/logger';
import { StoreAuthError, StoreNotFoundError, StoreRequestError, StoreUnavailableError } from '../../server/src/woo/errors';

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: unknown, msg?: string) => void lines.push({ level, msg: msg ?? '' });
  const logger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } as unknown as Logger;
  return { logger, lines };
}

const formatted = { message: 'raw', path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR' } };

describe('formatError', () => {
  it.each([
    [
      new StoreUnavailableError('Store answered 502 from https://shop/wp-json?consumer_key=ck_x', 502, 'http_502'),
      'STORE_UNAVAILABLE',
      'warn',
    ],
    [new StoreAuthError('Store answered 401', 401, 'woocommerce_rest_cannot_view'), 'STORE_UNAVAILABLE', 'error'],
    [new StoreNotFoundError('Store answered 404', 404, 'woocommerce_rest_product_invalid_id'), 'NOT_FOUND', 'none'],
    [new StoreRequestError('Store answered 400', 400, 'rest_invalid_param'), 'BAD_USER_INPUT', 'warn'],
  ])('maps %p to %s without the store message', (error, code, level) => {
    const { logger, lines } = recordingLogger();
    const answer = formatError(logger)(formatted, error);
    expect(answer.extensions?.code).toBe(code);
    expect(answer.message).not.toMatch(/Store answered|consumer_key|wp-json/);
    expect(lines.map((line) => line.level)).toEqual(level === 'none' ? [] : [level]);
  });

  it('says loudly that the REST keys are refused', () => {
    const { logger, lines } = recordingLogger();
    formatError(logger)(formatted, new StoreAuthError('401', 401, 'x'));
    expect(lines[0]!.msg).toMatch(/CONFIGURATION.*WOO_CONSUMER_KEY/);
  });

  it('keeps client errors as they are, logged at debug level only', () => {
    const { logger, lines } = recordingLogger();
    for (const error of [badUserInput('pageSize must be at most 100.'), gateLocked(), rateLimited(1500)]) {
      const code = error.extensions.code as string;
      const answer = formatError(logger)({ message: error.message, extensions: { ...error.extensions, stacktrace: ['at x'] } }, error);
      expect(answer.extensions).toEqual({ code });
    }
    const validation = formatError(logger)(
      { message: 'Cannot query field "x".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      new GraphQLError('Cannot query field "x".'),
    );
    expect(validation.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(lines.every((line) => line.level === 'debug')).toBe(true);
  });

  it('masks our own bugs as INTERNAL_SERVER_ERROR, logged at error level', () => {
    const { logger, lines } = recordingLogger();
    const answer = formatError(logger)(formatted, new TypeError("Cannot read properties of undefined (reading 'price')"));
    expect(answer).toEqual({ message: 'Internal server error', path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(lines.map((line) => line.level)).toEqual(['error']);
  });
});
