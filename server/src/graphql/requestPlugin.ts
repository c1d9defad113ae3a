/**
 * Apollo plugin for what GraphQL-over-HTTP leaves to the server: the operation's name for the request's
 * log line; subscriptions are refused (this API
 * has none; over HTTP they would crash execution), and a request error without data (a persisted-query
 * hash, a refused subscription) answers a 4xx status rather than 200.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';
import { badRequest, ErrorCode } from './errors';

const REQUEST_ERRORS = new Set(['PERSISTED_QUERY_NOT_SUPPORTED', 'PERSISTED_QUERY_NOT_FOUND', ErrorCode.BAD_REQUEST]);

export function requestRulesPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, operationName, contextValue }) {
          // For the request's log line (http/requestStats.ts).
          if (contextValue.req.stats) contextValue.req.stats.operation = operationName ?? 'anonymous';
          if (operation?.operation === 'subscription') throw badRequest('Subscriptions are not supported over HTTP.');
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const code = errors?.[0]?.extensions?.code;
          if (data === undefined && typeof code === 'string' && REQUEST_ERRORS.has(code) && (response.http.status ?? 200) === 200)
            response.http.status = 400;
        },
      };
    },
  };
}
